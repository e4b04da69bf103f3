import type { ColumnType, Generated, Selectable } from 'kysely';

export interface PromotersTable {
  id: Generated<number>;
  /** Random 128-bit base64url code used in /promoter/{uniqueCode} links. */
  unique_code: string;
  name: string;
  promotion_id: number;
  is_active: Generated<boolean>;
  daily_quota: Generated<number>;
  revoked_at: Date | null;
  created_at: ColumnType<Date, never, never>;
  /** Bumped by a trigger on every update (optimistic concurrency of the console). */
  version: ColumnType<number, never, never>;
  updated_at: ColumnType<Date, never, never>;
}
export type PromoterRow = Selectable<PromotersTable>;

export type PromoterSendOutcome =
  | 'sent'
  | 'already_received'
  | 'invalid_number'
  | 'country_not_allowed'
  | 'rate_limited'
  | 'quota_exceeded'
  | 'offer_ended'
  | 'failed';

/** Every promoter send: who, which number, when and with what outcome. */
export interface PromoterSendsTable {
  id: Generated<string>;
  promoter_id: number;
  phone_number: string | null;
  outcome: PromoterSendOutcome;
  promo_code_id: string | null;
  client_ip: string | null;
  created_at: ColumnType<Date, never, never>;
}
