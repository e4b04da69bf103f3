import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config/env.ts';

/**
 * The unsubscribe link of a member's marketing e-mails (ADR 077): `/unsubscribe/{token}`, where the
 * token is the member's id (16 bytes) and the first 16 bytes of an HMAC-SHA256 over a purpose label and
 * that id, in base64url (43 characters). It does not expire: a link in an old e-mail must still work
 * (RFC 8058 asks the link to keep working for a long time), and all it can do is withdraw a consent.
 */
export interface UnsubscribeLinks {
  url(memberId: string): string;
  /** The header fields of every marketing e-mail: RFC 2369's List-Unsubscribe and RFC 8058's one-click POST. */
  headers(memberId: string): Record<string, string>;
  /** The member a token names, or null when it is malformed or forged. */
  verify(token: string): string | null;
}

const MEMBER_BYTES = 16;
const MAC_BYTES = 16;
const PURPOSE = 'venue-pass unsubscribe v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const UNSUBSCRIBE_PATH = '/unsubscribe';

function toUuid(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function createUnsubscribeLinks({ secret, publicUrl }: { secret: Buffer | string; publicUrl: string }): UnsubscribeLinks {
  const mac = (member: Buffer) => createHmac('sha256', secret).update(`${PURPOSE}\0`).update(member).digest().subarray(0, MAC_BYTES);
  const token = (memberId: string) => {
    if (!UUID.test(memberId)) throw new Error('An unsubscribe token names a member by their uuid');
    const member = Buffer.from(memberId.replaceAll('-', ''), 'hex');
    return Buffer.concat([member, mac(member)]).toString('base64url');
  };
  const url = (memberId: string) => `${publicUrl}${UNSUBSCRIBE_PATH}/${token(memberId)}`;
  return {
    url,
    headers: (memberId) => ({ 'List-Unsubscribe': `<${url(memberId)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }),
    verify(value) {
      const bytes = Buffer.from(value, 'base64url');
      // Re-encoding catches characters base64url decoding would silently skip.
      if (bytes.length !== MEMBER_BYTES + MAC_BYTES || bytes.toString('base64url') !== value) return null;
      const member = bytes.subarray(0, MEMBER_BYTES);
      if (!timingSafeEqual(bytes.subarray(MEMBER_BYTES), mac(member))) return null;
      return toUuid(member);
    },
  };
}

/**
 * Signs with UNSUBSCRIBE_SECRET, which a public address must set (env.ts refuses to start without it).
 * A loopback run signs with a random secret of its own, so its links end with the process.
 */
export function unsubscribeLinksFromConfig(config: AppConfig): UnsubscribeLinks {
  return createUnsubscribeLinks({ secret: config.env.UNSUBSCRIBE_SECRET ?? randomBytes(32), publicUrl: config.publicUrl });
}
