import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config/env.ts';

/**
 * The `customerId` of a poster address: an unforgeable token naming one member for one offer until it
 * expires. Without it anyone could have any offer drawn, VIP and restricted ones included, made out to
 * any name. Layout (base64url, 59 characters, so it fits the address's 64): the member id (16 bytes),
 * the expiry in Unix seconds (4 bytes), then the first 24 bytes of an HMAC-SHA256 over a purpose
 * label, the offer id and both fields.
 */
export interface PosterTokens {
  issue(offerId: number, memberId: string, now?: Date): string;
  /** The member the token names, or null when it is forged, for another offer, or expired. */
  verify(offerId: number, token: string, now?: Date): string | null;
}

const MEMBER_BYTES = 16;
const EXPIRY_BYTES = 4;
const MAC_BYTES = 24;
const TOKEN_BYTES = MEMBER_BYTES + EXPIRY_BYTES + MAC_BYTES;
const PURPOSE = 'venue-pass offer poster v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toUuid(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function createPosterTokens({ secret, ttlSeconds }: { secret: Buffer | string; ttlSeconds: number }): PosterTokens {
  const mac = (offerId: number, body: Buffer) =>
    createHmac('sha256', secret).update(`${PURPOSE}\0${offerId}\0`).update(body).digest().subarray(0, MAC_BYTES);

  return {
    issue(offerId, memberId, now = new Date()) {
      if (!UUID.test(memberId)) throw new Error('A poster token names a member by their uuid');
      const body = Buffer.alloc(MEMBER_BYTES + EXPIRY_BYTES);
      Buffer.from(memberId.replaceAll('-', ''), 'hex').copy(body);
      body.writeUInt32BE(Math.floor(now.getTime() / 1000) + ttlSeconds, MEMBER_BYTES);
      return Buffer.concat([body, mac(offerId, body)]).toString('base64url');
    },
    verify(offerId, token, now = new Date()) {
      const bytes = Buffer.from(token, 'base64url');
      // Re-encoding catches characters base64url decoding would silently skip.
      if (bytes.length !== TOKEN_BYTES || bytes.toString('base64url') !== token) return null;
      const body = bytes.subarray(0, MEMBER_BYTES + EXPIRY_BYTES);
      if (!timingSafeEqual(bytes.subarray(MEMBER_BYTES + EXPIRY_BYTES), mac(offerId, body))) return null;
      if (body.readUInt32BE(MEMBER_BYTES) <= now.getTime() / 1000) return null;
      return toUuid(body.subarray(0, MEMBER_BYTES));
    },
  };
}

/**
 * Signs with POSTER_SIGNING_SECRET, which a public address must set (env.ts refuses to start without
 * it). A loopback run signs with a random secret of its own, so its poster links end with the process.
 */
export function posterTokensFromConfig(config: AppConfig): PosterTokens {
  return createPosterTokens({
    secret: config.env.POSTER_SIGNING_SECRET ?? randomBytes(32),
    ttlSeconds: config.env.POSTER_LINK_TTL_DAYS * 86_400,
  });
}
