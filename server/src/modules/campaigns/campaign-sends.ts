import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { createOutboxRepository } from '../outbox/outbox.repository.ts';
import type { JobRun, ScheduledJob } from '../scheduled-jobs/scheduler.ts';
import type { UnsubscribeLinks } from '../unsubscribe/unsubscribe-links.ts';
import { promotedCard, renderCampaignEmail } from './campaign-email.ts';
import { audienceMembers } from './campaigns.repository.ts';
import type { CampaignRow } from './campaigns.table.ts';

export const CAMPAIGN_SENDS_JOB = 'campaign-sends';

export interface CampaignSendsOptions {
  db: Kysely<Database>;
  links: UnsubscribeLinks;
  publicUrl: string;
  /** Messages queued per run, all campaigns together; the job runs once a minute (CAMPAIGN_SENDS_PER_MINUTE). */
  perMinute: number;
  /** Members queued per transaction: each is rendered inside it, a few milliseconds apiece. */
  batchSize?: number;
  /** Overridable so a test can make a run die partway, as a crash or a restart would. */
  render?: typeof renderCampaignEmail;
}

/** The idempotency key of a member's message of a campaign: a second run cannot queue it again. */
export const campaignMessageKey = (campaignId: string, memberId: string) => `campaign:${campaignId}:${memberId}`;

/**
 * Queues campaigns that are due into the outbox, at most `perMinute` messages a run (ADR 078). The job
 * runs under the scheduler's lease, so one instance at a time; each batch is one transaction that locks
 * the campaign's row, picks members of the audience whose consent holds now and who have no
 * campaign_recipients row yet, and writes their outbox message and that row together. A run that dies
 * loses only its open batch; the next run (on any instance) goes on where the committed ones stopped,
 * and the recipients' key and the outbox's idempotency key keep anyone from getting it twice even if two
 * runs did overlap.
 */
export function createCampaignSends({ db, links, publicUrl, perMinute, batchSize = 50, render = renderCampaignEmail }: CampaignSendsOptions) {
  /** Queues up to `size` members of the campaign; how many, or null when it is no longer to be sent. */
  async function queueBatch(campaignId: string, size: number): Promise<number | null> {
    return db.transaction().execute(async (trx) => {
      const campaign = await trx
        .selectFrom('campaigns')
        .selectAll()
        .where('id', '=', campaignId)
        .where('status', 'in', ['scheduled', 'sending'])
        .forUpdate()
        .executeTakeFirst();
      if (!campaign) return null;
      if (campaign.status === 'scheduled') {
        await trx.updateTable('campaigns').set({ status: 'sending', started_at: new Date() }).where('id', '=', campaignId).execute();
      }
      const members = await audienceMembers(trx, campaign.audience)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('campaign_recipients').select('campaign_recipients.member_id').whereRef('campaign_recipients.member_id', '=', 'members.id').where('campaign_recipients.campaign_id', '=', campaignId))),
        )
        .orderBy('members.id')
        .limit(size)
        .execute();
      const card = await promotedCard(trx, promotedOf(campaign), publicUrl);
      const outbox = createOutboxRepository(trx);
      for (const member of members) {
        const email = await render(campaign, card, links.url(member.id, 'marketing-email'));
        const { id } = await outbox.enqueue({
          channel: 'email',
          kind: 'campaign',
          to: member.email,
          subject: email.subject,
          text: email.text,
          html: email.html,
          headers: links.headers(member.id, 'marketing-email'),
          idempotencyKey: campaignMessageKey(campaignId, member.id),
        });
        await trx.insertInto('campaign_recipients').values({ campaign_id: campaignId, member_id: member.id, outbox_message_id: id }).onConflict((conflict) => conflict.doNothing()).execute();
      }
      if (members.length < size) {
        await trx.updateTable('campaigns').set({ status: 'sent', finished_at: new Date() }).where('id', '=', campaignId).execute();
      }
      return members.length;
    });
  }

  /** Queues what is due, up to the rate; how many messages it queued. */
  async function queueDue(run: JobRun = { shouldStop: () => false }): Promise<number> {
    let budget = perMinute;
    const due = await db
      .selectFrom('campaigns')
      .select('id')
      .where('status', 'in', ['scheduled', 'sending'])
      .where('send_at', '<=', sql<Date>`now()`)
      .orderBy('send_at')
      .orderBy('id')
      .execute();
    let queued = 0;
    for (const { id } of due) {
      while (budget > 0 && !run.shouldStop()) {
        const size = Math.min(budget, batchSize);
        const done = await queueBatch(id, size);
        if (done === null) break;
        queued += done;
        budget -= done;
        if (done < size) break;
      }
      if (budget <= 0 || run.shouldStop()) break;
    }
    return queued;
  }

  const job: ScheduledJob = {
    name: CAMPAIGN_SENDS_JOB,
    everySeconds: 60,
    // Never "more": the rate is per minute, so what is left waits for the next run.
    run: async (run) => ({ counts: { queued: await queueDue(run) }, more: false }),
  };
  return { job, queueDue };
}

function promotedOf(campaign: CampaignRow) {
  return campaign.promoted_kind && campaign.promoted_id ? { kind: campaign.promoted_kind, id: campaign.promoted_id } : null;
}
