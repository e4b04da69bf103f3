import type { Kysely } from 'kysely';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import { EXPIRED_MODELS_BATCH, deleteExpiredModels } from '../../oidc/adapter.ts';
import { createRateLimitCounters } from '../rate-limits/rate-limit-counters.ts';
import { type JobRun, type ScheduledJob, repeatBatches } from '../scheduled-jobs/scheduler.ts';
import { deleteExpiredAccountLinks } from './account-links.ts';
import { deleteOldIdempotentAnswers } from './idempotent-answers.ts';
import { deleteHandledContactMessages } from './contact-messages.ts';
import { emptyOldMessages } from './outbox-bodies.ts';
import { deleteOldStaffLookups } from './staff-lookups.ts';
import { deleteAccountsWithoutMember, deleteNeverVerifiedMembers } from './unverified-accounts.ts';
import { deletePromoterSendNumbers, deleteUnusedSignupNumbers, deleteVoucherNumbers, markEndedPromotions } from './visitor-phone-numbers.ts';

export type RetentionSettings = Pick<
  Env,
  | 'OUTBOX_BODY_RETENTION_DAYS'
  | 'VISITOR_PHONE_RETENTION_DAYS'
  | 'STAFF_LOOKUP_RETENTION_DAYS'
  | 'IDEMPOTENT_ANSWER_RETENTION_HOURS'
  | 'CONTACT_MESSAGE_RETENTION_DAYS'
  | 'UNVERIFIED_ACCOUNT_RETENTION_DAYS'
  | 'API_AUDIENCE'
>;

/** Every purge runs this often, all instances together; a run that stopped at its budget goes on at the next look. */
const RETENTION_EVERY_SECONDS = 300;
/** The search for sign-in accounts that never became members reads every account old enough and every member, so it runs once a day. */
const UNUSED_ACCOUNTS_EVERY_SECONDS = 86_400;
/** Rows one statement changes: a short statement, however large the backlog. */
const BATCH = 1000;
/** Accounts one transaction deletes: each touches a dozen tables. */
const ACCOUNT_BATCH = 100;

/**
 * Runs batches one after another while the run may go on; the counts of each step, and whether any
 * stopped with work left. A step starts only when the ones before it finished.
 */
async function steps(run: JobRun, list: [name: string, size: number, batch: (size: number) => Promise<number>][]) {
  const counts: Record<string, number> = {};
  for (const [name, size, batch] of list) {
    const { count, more } = await repeatBatches(run, size, batch);
    counts[name] = count;
    if (more) return { counts, more };
  }
  return { counts, more: false };
}

/** The retention purges (ADR 065), each a scheduled job with its age from the environment. */
export function retentionJobs(db: Kysely<Database>, settings: RetentionSettings): ScheduledJob[] {
  const job = (name: string, run: ScheduledJob['run'], everySeconds = RETENTION_EVERY_SECONDS): ScheduledJob => ({ name, everySeconds, run });
  // Accounts granting only what registration grants, under the API's client (API_AUDIENCE).
  const accountAge = { olderThanDays: settings.UNVERIFIED_ACCOUNT_RETENTION_DAYS, apiAudience: settings.API_AUDIENCE };
  return [
    job('outbox-bodies', (run) =>
      steps(run, [['messages', BATCH, (size) => emptyOldMessages(db, { olderThanDays: settings.OUTBOX_BODY_RETENTION_DAYS, batchSize: size })]]),
    ),
    job('visitor-phone-numbers', async (run) => {
      const promotions = await markEndedPromotions(db, settings.VISITOR_PHONE_RETENTION_DAYS);
      const result = await steps(run, [
        ['vouchers', BATCH, (size) => deleteVoucherNumbers(db, size)],
        ['promoterSends', BATCH, (size) => deletePromoterSendNumbers(db, size)],
        ['signUpLinks', BATCH, (size) => deleteUnusedSignupNumbers(db, { olderThanDays: settings.VISITOR_PHONE_RETENTION_DAYS, batchSize: size })],
      ]);
      return { counts: { promotions, ...result.counts }, more: result.more };
    }),
    job('staff-lookups', (run) =>
      steps(run, [['lookUps', BATCH, (size) => deleteOldStaffLookups(db, { olderThanDays: settings.STAFF_LOOKUP_RETENTION_DAYS, batchSize: size })]]),
    ),
    job('contact-messages', (run) =>
      steps(run, [['messages', BATCH, (size) => deleteHandledContactMessages(db, { olderThanDays: settings.CONTACT_MESSAGE_RETENTION_DAYS, batchSize: size })]]),
    ),
    job('idempotent-answers', (run) =>
      steps(run, [['answers', BATCH, (size) => deleteOldIdempotentAnswers(db, { olderThanHours: settings.IDEMPOTENT_ANSWER_RETENTION_HOURS, batchSize: size })]]),
    ),
    // The embedded provider's interactions, sessions, grants, codes and tokens, once their own lifetimes
    // have passed (ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS, an hour for a sign-in page; ADR 054).
    job('expired-sign-in-rows', (run) => steps(run, [['rows', EXPIRED_MODELS_BATCH, (size) => deleteExpiredModels(db, size)]])),
    // Staff invitations after their 7 days and password resets after their 30 minutes.
    job('expired-account-links', (run) => steps(run, [['links', BATCH, (size) => deleteExpiredAccountLinks(db, size)]])),
    // Limit counters name client addresses (numbers and e-mail addresses only hashed); once their window
    // has ended they can never be hit again.
    job('ended-rate-limit-windows', (run) => steps(run, [['counters', BATCH, (size) => createRateLimitCounters(db).pruneEnded(size)]])),
    job('unverified-members', (run) => steps(run, [['members', ACCOUNT_BATCH, (size) => deleteNeverVerifiedMembers(db, { ...accountAge, batchSize: size })]])),
    job(
      'unused-sign-in-accounts',
      (run) => steps(run, [['accounts', ACCOUNT_BATCH, (size) => deleteAccountsWithoutMember(db, { ...accountAge, batchSize: size })]]),
      UNUSED_ACCOUNTS_EVERY_SECONDS,
    ),
  ];
}
