import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ConsentPurpose } from '@venue-pass/contracts';
import type { AppConfig } from '../../config/env.ts';

/**
 * The unsubscribe link of a member's e-mails of one consent (ADR 077): `/unsubscribe/{token}`, where the
 * token is the consent's number (1 byte: marketing e-mails or the weekly digest), the member's id
 * (16 bytes) and the first 16 bytes of an HMAC-SHA256 over a label, that number and that id, in base64url
 * (44 characters). It does not expire: a link in an old e-mail must still work (RFC 8058 asks the link to
 * keep working for a long time), and all it can do is withdraw the consent it names.
 */
export interface UnsubscribeLinks {
  url(memberId: string, purpose: ConsentPurpose): string;
  /** The header fields of every e-mail sent by a consent: RFC 2369's List-Unsubscribe and RFC 8058's one-click POST. */
  headers(memberId: string, purpose: ConsentPurpose): Record<string, string>;
  /** The member and consent a token names, or null when it is malformed or forged. */
  verify(token: string): { memberId: string; purpose: ConsentPurpose } | null;
}

/** A consent's number in a token: append only, since links in sent e-mails carry them. */
const PURPOSES: readonly ConsentPurpose[] = ['marketing-email', 'weekly-digest'];

const MEMBER_BYTES = 16;
const MAC_BYTES = 16;
const PURPOSE = 'venue-pass unsubscribe v2';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const UNSUBSCRIBE_PATH = '/unsubscribe';

function toUuid(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function createUnsubscribeLinks({ secret, publicUrl }: { secret: Buffer | string; publicUrl: string }): UnsubscribeLinks {
  const mac = (signed: Buffer) => createHmac('sha256', secret).update(`${PURPOSE}\0`).update(signed).digest().subarray(0, MAC_BYTES);
  const token = (memberId: string, purpose: ConsentPurpose) => {
    if (!UUID.test(memberId)) throw new Error('An unsubscribe token names a member by their uuid');
    const signed = Buffer.concat([Buffer.of(PURPOSES.indexOf(purpose)), Buffer.from(memberId.replaceAll('-', ''), 'hex')]);
    return Buffer.concat([signed, mac(signed)]).toString('base64url');
  };
  const url = (memberId: string, purpose: ConsentPurpose) => `${publicUrl}${UNSUBSCRIBE_PATH}/${token(memberId, purpose)}`;
  return {
    url,
    headers: (memberId, purpose) => ({ 'List-Unsubscribe': `<${url(memberId, purpose)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }),
    verify(value) {
      const bytes = Buffer.from(value, 'base64url');
      // Re-encoding catches characters base64url decoding would silently skip.
      if (bytes.length !== 1 + MEMBER_BYTES + MAC_BYTES || bytes.toString('base64url') !== value) return null;
      const signed = bytes.subarray(0, 1 + MEMBER_BYTES);
      if (!timingSafeEqual(bytes.subarray(1 + MEMBER_BYTES), mac(signed))) return null;
      const purpose = PURPOSES[signed[0]!];
      return purpose ? { memberId: toUuid(signed.subarray(1)), purpose } : null;
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
