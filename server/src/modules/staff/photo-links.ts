import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The address of a member's photo on the staff screen: `/api/staff/photos/{token}`, where the token
 * names the member until it expires, signed with an HMAC. An <img> sends no bearer token, so the
 * signature is what lets it load, and only for a few minutes after a staff lookup (ADR 031). Layout
 * (base64url): the member id (16 bytes), the expiry in Unix seconds (4 bytes), then the first 24 bytes
 * of an HMAC-SHA256 over a purpose label and both fields; the label keeps these apart from poster
 * tokens signed with the same secret.
 */
export interface PhotoLinks {
  path(memberId: string, now?: Date): string;
  /** The member the token names, or null when it is forged or expired. */
  verify(token: string, now?: Date): string | null;
}

const MEMBER_BYTES = 16;
const EXPIRY_BYTES = 4;
const MAC_BYTES = 24;
const PURPOSE = 'venue-pass staff member photo v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Long enough to look at the face while the card is on screen; a copied address soon stops working. */
export const PHOTO_LINK_TTL_SECONDS = 300;

export function createPhotoLinks({ secret, ttlSeconds = PHOTO_LINK_TTL_SECONDS }: { secret: Buffer | string; ttlSeconds?: number }): PhotoLinks {
  const mac = (body: Buffer) => createHmac('sha256', secret).update(`${PURPOSE}\0`).update(body).digest().subarray(0, MAC_BYTES);

  return {
    path(memberId, now = new Date()) {
      if (!UUID.test(memberId)) throw new Error('A photo link names a member by their uuid');
      const body = Buffer.alloc(MEMBER_BYTES + EXPIRY_BYTES);
      Buffer.from(memberId.replaceAll('-', ''), 'hex').copy(body);
      body.writeUInt32BE(Math.floor(now.getTime() / 1000) + ttlSeconds, MEMBER_BYTES);
      return `/api/staff/photos/${Buffer.concat([body, mac(body)]).toString('base64url')}`;
    },
    verify(token, now = new Date()) {
      const bytes = Buffer.from(token, 'base64url');
      // Re-encoding catches characters base64url decoding would silently skip.
      if (bytes.length !== MEMBER_BYTES + EXPIRY_BYTES + MAC_BYTES || bytes.toString('base64url') !== token) return null;
      const body = bytes.subarray(0, MEMBER_BYTES + EXPIRY_BYTES);
      if (!timingSafeEqual(bytes.subarray(MEMBER_BYTES + EXPIRY_BYTES), mac(body))) return null;
      if (body.readUInt32BE(MEMBER_BYTES) <= now.getTime() / 1000) return null;
      const hex = body.subarray(0, MEMBER_BYTES).toString('hex');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
  };
}
