import type { Kysely } from 'kysely';
import { type Campaign, type CampaignAudience, type CampaignContent, type CampaignInput, CampaignMessages, type CampaignPreview } from '@venue-pass/contracts';
import type { Database, Executor } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { promotedCard, renderCampaignEmail } from '../../campaigns/campaign-email.ts';
import { CampaignEmailTexts } from '../../campaigns/messages.ts';
import { type CampaignWithCounts, createCampaignsRepository } from '../../campaigns/campaigns.repository.ts';
import { createOutboxRepository } from '../../outbox/outbox.repository.ts';
import type { Actor } from '../admin-actor.ts';
import { auditedChange } from '../audited-change.ts';

/** A send time this close to now (or past) reads as a mistake rather than "now". */
const PAST_SLACK_MS = 60_000;

function toCampaign(row: CampaignWithCounts): Campaign {
  return {
    id: Number(row.id),
    subject: row.subject,
    body: row.body,
    promotes: row.promoted_kind && row.promoted_id ? { kind: row.promoted_kind, id: row.promoted_id } : null,
    audience: row.audience,
    status: row.status,
    sendAt: row.send_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    counts: { queued: row.queued, sent: row.sent, failed: row.failed, unsubscribed: row.unsubscribed },
  };
}

/** What the audit log keeps of a campaign: what it says and to whom, not its counts. */
const snapshot = ({ counts: _counts, ...campaign }: Campaign) => campaign;

export interface AdminCampaignsOptions {
  db: Kysely<Database>;
  publicUrl: string;
  /** Has the sending job look at once, so a campaign sent now starts now rather than at the job's next minute. */
  wakeSender?: () => Promise<void>;
}

/** The console's Messages area (ADR 078): writing, previewing, testing, sending and following campaigns. */
export function createAdminCampaignsService({ db, publicUrl, wakeSender = async () => {} }: AdminCampaignsOptions) {
  async function cardOf(executor: Executor, content: Pick<CampaignContent, 'promotes'>) {
    const card = await promotedCard(executor, content.promotes, publicUrl);
    if (content.promotes && !card) {
      const message = content.promotes.kind === 'offer' ? CampaignMessages.unknownOffer : CampaignMessages.unknownVenue;
      throw new DomainError('invalid', message, { fields: { promotes: [message] } });
    }
    return card;
  }

  return {
    async list(): Promise<Campaign[]> {
      return (await createCampaignsRepository(db).list()).map(toCampaign);
    },

    async countAudience(audience: CampaignAudience): Promise<number> {
      return createCampaignsRepository(db).countAudience(audience);
    },

    async preview(content: CampaignContent): Promise<CampaignPreview> {
      const { subject, html, text } = await renderCampaignEmail(content, await cardOf(db, content), null);
      return { subject, html, text };
    },

    /** Sends the e-mail to the operator alone, marked as a test; audited like every campaign action. */
    async sendTest(actor: Actor, content: CampaignContent): Promise<{ to: string }> {
      return auditedChange(db, {
        actor,
        change: async (trx) => {
          const email = await renderCampaignEmail(content, await cardOf(trx, content), null);
          await createOutboxRepository(trx).enqueue({ channel: 'email', kind: 'campaign', to: actor.email, subject: CampaignEmailTexts.testSubject(email.subject), text: email.text, html: email.html });
          return {
            answer: { to: actor.email },
            audit: { action: 'send-test', entityType: 'campaign', entityId: 'test', before: null, after: { subject: content.subject, to: actor.email } },
          };
        },
      });
    },

    /** Schedules the campaign (now, or at its time); the scheduled job sends it (campaign-sends.ts). */
    async create(actor: Actor, input: CampaignInput, now = new Date()): Promise<Campaign> {
      const sendAt = input.sendAt ? new Date(input.sendAt) : now;
      if (sendAt.getTime() < now.getTime() - PAST_SLACK_MS) {
        throw new DomainError('invalid', CampaignMessages.sendAtPast, { fields: { sendAt: [CampaignMessages.sendAtPast] } });
      }
      const created = await auditedChange(db, {
        actor,
        change: async (trx) => {
          await cardOf(trx, input);
          const campaigns = createCampaignsRepository(trx);
          if ((await campaigns.countAudience(input.audience)) === 0) {
            throw new DomainError('invalid', CampaignMessages.noRecipients, { fields: { audience: [CampaignMessages.noRecipients] } });
          }
          const id = await campaigns.insert(input, sendAt, actor.email);
          const after = toCampaign((await campaigns.find(id))!);
          return { answer: after, audit: { action: input.sendAt ? 'schedule' : 'send', entityType: 'campaign', entityId: id, before: null, after: snapshot(after) } };
        },
      });
      // Stored first: the job reads the campaign from the database, whichever instance takes it.
      if (!input.sendAt) await wakeSender();
      return created;
    },

    /** Cancels a campaign that has not started sending. */
    async cancel(actor: Actor, id: number): Promise<Campaign> {
      return auditedChange(db, {
        actor,
        // Not locked: the cancel's own conditional update decides against the job starting the send.
        lock: (trx) => createCampaignsRepository(trx).find(id),
        change: async (trx, before) => {
          const campaigns = createCampaignsRepository(trx);
          if (!(await campaigns.cancel(id))) throw new DomainError('conflict', CampaignMessages.notScheduled);
          const after = toCampaign((await campaigns.find(id))!);
          return { answer: after, audit: { action: 'cancel', entityType: 'campaign', entityId: id, before: snapshot(toCampaign(before)), after: snapshot(after) } };
        },
      });
    },
  };
}
export type AdminCampaignsService = ReturnType<typeof createAdminCampaignsService>;
