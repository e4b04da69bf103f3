import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type RenderedEmail, renderEmail } from '../email/render-email.ts';
import { createOffersRepository } from '../offers/offers.repository.ts';
import { createOutboxRepository } from '../outbox/outbox.repository.ts';
import { type ScheduledJob, repeatBatches } from '../scheduled-jobs/scheduler.ts';
import type { UnsubscribeLinks } from '../unsubscribe/unsubscribe-links.ts';
import { digestEmail } from './digest-email.ts';
import { digestWeekAt } from './digest-week.ts';
import { createWeeklyDigestRepository } from './weekly-digest.repository.ts';

/** How often an instance looks for digests to send; the week's go out within this of Monday 09:00. */
const DIGEST_EVERY_SECONDS = 900;
/** Members one batch handles: their e-mails are rendered first, then stored in one short transaction. */
const DIGEST_BATCH = 100;

export interface WeeklyDigestJobOptions {
  db: Kysely<Database>;
  /** Each digest carries the member's one-click link that stops it (ADR 077). */
  links: UnsubscribeLinks;
  publicUrl: string;
  now?: () => Date;
}

/**
 * Sends each member who asked for it one digest a week of the offers new at their favourite venues (none
 * when nothing is new). The e-mails and the note that the member had the week's go in one transaction, and
 * each e-mail's idempotency key names member and week: a run cut short, retried or run twice sends no copy.
 */
export function weeklyDigestJob({ db, links, publicUrl, now = () => new Date() }: WeeklyDigestJobOptions): ScheduledJob {
  const digests = createWeeklyDigestRepository(db);
  const offers = createOffersRepository(db);
  return {
    name: 'weekly-digest',
    everySeconds: DIGEST_EVERY_SECONDS,
    async run(run) {
      const { week, sendFrom, since } = digestWeekAt(now());
      let sent = 0;
      const { count, more } = await repeatBatches(run, DIGEST_BATCH, async (size) => {
        const members = await digests.dueFor(week, size);
        const emails: { member: { id: string; email: string }; email: RenderedEmail }[] = [];
        for (const member of members) {
          const news = await offers.newAtFavourites(member.id, since, sendFrom);
          if (news.length > 0) emails.push({ member, email: await renderEmail(digestEmail(news, { publicUrl, unsubscribeUrl: links.url(member.id, 'weekly-digest') })) });
        }
        await db.transaction().execute(async (trx) => {
          const outbox = createOutboxRepository(trx);
          for (const { member, email } of emails) {
            await outbox.enqueue({
              channel: 'email',
              kind: 'weekly_digest',
              to: member.email,
              subject: email.subject,
              text: email.text,
              html: email.html,
              headers: links.headers(member.id, 'weekly-digest'),
              idempotencyKey: `weekly-digest:${member.id}:${week}`,
            });
          }
          await createWeeklyDigestRepository(trx).markHandled(
            members.map((member) => member.id),
            week,
          );
        });
        sent += emails.length;
        return members.length;
      });
      return { counts: { members: count, sent }, more };
    },
  };
}
