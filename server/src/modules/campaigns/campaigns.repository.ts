import type { CampaignAudience, CampaignInput } from '@venue-pass/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import type { CampaignRow } from './campaigns.table.ts';

/** A campaign with how its messages fared. */
export interface CampaignWithCounts extends CampaignRow {
  queued: number;
  sent: number;
  failed: number;
  unsubscribed: number;
}

/**
 * Members in an audience whose marketing consent holds now: the condition is read in the statement that
 * picks them, so a withdrawal committed before it is always seen. Filters narrow one another.
 */
export function audienceMembers(db: Executor, audience: CampaignAudience): SelectQueryBuilder<Database, 'members', { id: string; email: string }> {
  let query = db
    .selectFrom('members')
    .select(['members.id', 'members.email'])
    .where('members.mailing_consent_at', 'is not', null)
    .where('members.erased_at', 'is', null);
  if (audience.students) query = query.where('members.student_verification', '=', 'Verified');
  if (audience.vip) query = query.where('members.is_vip', '=', true);
  if (audience.verifiedOnly) query = query.where('members.is_verified', '=', true);
  if (audience.favouriteVenueIds.length > 0) {
    const venues = audience.favouriteVenueIds;
    query = query.where(({ exists, selectFrom }) =>
      exists(selectFrom('favourite_venues').select(sql`1`.as('one')).whereRef('favourite_venues.member_id', '=', 'members.id').where('favourite_venues.venue_id', 'in', venues)),
    );
  }
  return query;
}

export function createCampaignsRepository(db: Executor) {
  const withCounts = () =>
    db
      .selectFrom('campaigns as c')
      .selectAll('c')
      .select([
        sql<number>`(select count(*)::int from campaign_recipients r where r.campaign_id = c.id)`.as('queued'),
        sql<number>`(select count(*)::int from campaign_recipients r join outbox_messages o on o.id = r.outbox_message_id where r.campaign_id = c.id and o.status = 'sent')`.as('sent'),
        sql<number>`(select count(*)::int from campaign_recipients r join outbox_messages o on o.id = r.outbox_message_id where r.campaign_id = c.id and o.status = 'failed')`.as('failed'),
        // Withdrawn through the e-mail's own link, after it was queued.
        sql<number>`(select count(*)::int from campaign_recipients r where r.campaign_id = c.id and exists (
          select 1 from consent_events e where e.member_id = r.member_id and not e.granted and e.source = 'unsubscribe-link' and e.created_at >= r.queued_at))`.as('unsubscribed'),
      ]);

  return {
    async countAudience(audience: CampaignAudience): Promise<number> {
      const row = await db
        .selectFrom(audienceMembers(db, audience).as('audience'))
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow();
      return row.count;
    },

    async insert(input: CampaignInput, sendAt: Date, createdBy: string): Promise<number> {
      const row = await db
        .insertInto('campaigns')
        .values({
          subject: input.subject,
          body: input.body,
          promoted_kind: input.promotes?.kind ?? null,
          promoted_id: input.promotes?.id ?? null,
          audience: JSON.stringify(input.audience),
          status: 'scheduled',
          send_at: sendAt,
          created_by: createdBy,
          started_at: null,
          finished_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async find(id: number): Promise<CampaignWithCounts | undefined> {
      return withCounts().where('c.id', '=', String(id)).executeTakeFirst();
    },

    /** Newest first. */
    async list(limit = 100): Promise<CampaignWithCounts[]> {
      return withCounts().orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(limit).execute();
    },

    /** Cancels a campaign that has not started; whether it did. */
    async cancel(id: number): Promise<boolean> {
      const result = await db.updateTable('campaigns').set({ status: 'cancelled' }).where('id', '=', String(id)).where('status', '=', 'scheduled').executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;
