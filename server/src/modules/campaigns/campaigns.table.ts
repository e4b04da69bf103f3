import type { CampaignAudience, CampaignStatus } from '@venue-pass/contracts';
import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';

/** An e-mail campaign to consenting members (ADR 078). */
export interface CampaignsTable {
  /** bigint, which the driver reads as a string. */
  id: Generated<string>;
  subject: string;
  body: string;
  promoted_kind: 'offer' | 'venue' | null;
  promoted_id: number | null;
  audience: JSONColumnType<CampaignAudience, string, string>;
  status: CampaignStatus;
  send_at: ColumnType<Date, Date | string, Date | string>;
  /** The operator's e-mail address (operators are not erased as members are). */
  created_by: string;
  created_at: ColumnType<Date, never, never>;
  started_at: Date | null;
  finished_at: Date | null;
}
export type CampaignRow = Selectable<CampaignsTable>;

/** One member a campaign's message was queued for; the key keeps it to one (ADR 078). */
export interface CampaignRecipientsTable {
  campaign_id: string;
  member_id: string;
  outbox_message_id: string;
  queued_at: ColumnType<Date, never, never>;
}
