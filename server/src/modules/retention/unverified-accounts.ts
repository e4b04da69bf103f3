import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import { memberRoles } from '../../oidc/accounts.repository.ts';
import { createAuditRepository } from '../admin/audit/audit.repository.ts';
import { emptyMessagesTo } from './outbox-bodies.ts';
import { PURGED_NUMBER_PREFIX } from './visitor-phone-numbers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const olderThan = (days: number) => sql<Date>`now() - make_interval(days => ${days})`;

/**
 * An embedded-provider account that grants what registration gives and nothing more: the member role and
 * no venue. Any other roles or venues (staff, operators, an account once given either) and retention
 * leaves the account alone.
 */
const grantsOnlyMembership = (apiAudience: string) =>
  sql<boolean>`idp_accounts.roles = ${JSON.stringify(memberRoles(apiAudience))}::jsonb and idp_accounts.pos_site_ids = '[]'::jsonb`;

/** The member's embedded-provider account, by primary key: a subject that is no UUID (another issuer's) has none. */
const accountOfMember = sql<string>`case when members.subject ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$' then members.subject::uuid end`;

/** The member's sign-in account, when it grants anything beyond membership. */
function hasOtherGrants(eb: ExpressionBuilder<Database, 'members'>, apiAudience: string) {
  return eb.exists(
    eb
      .selectFrom('idp_accounts')
      .select('idp_accounts.id')
      .where('idp_accounts.id', '=', accountOfMember)
      .where(sql<boolean>`not (${grantsOnlyMembership(apiAudience)})`),
  );
}

/**
 * Deletes, in one transaction, up to `batchSize` members who signed up more than `olderThanDays` ago and
 * never verified their e-mail address, and says how many. Only members nothing counts: no redemption and
 * no voucher of theirs (a member with either is using the scheme, verified or not, and the reports count
 * them), and whose sign-in account grants only membership.
 *
 * Deleting the row takes with it (by cascade) their photo, codes, favourites, pass downloads, sign-up
 * source and the stored answers that name them; staff look-ups of their card lose the member. What no
 * foreign key reaches is handled as erasure handles it (ADR 040): messages to them are emptied, a sign-up
 * link they completed no longer marks their number registered, the console's audit entries about them
 * keep who, what and when only, and their embedded-provider account goes with its sessions and grants.
 */
export async function deleteNeverVerifiedMembers(
  db: Kysely<Database>,
  { olderThanDays, batchSize, apiAudience }: { olderThanDays: number; batchSize: number; apiAudience: string },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const members = await trx
      .selectFrom('members')
      .select(['id', 'email', 'mobile_number', 'subject'])
      // The predicate of the index members_never_verified.
      .where(sql<boolean>`not members.is_verified`)
      .where('erased_at', 'is', null)
      .where('created_at', '<', olderThan(olderThanDays))
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('offer_redemptions').select('id').whereRef('offer_redemptions.member_id', '=', 'members.id'))))
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('promo_codes').select('id').whereRef('promo_codes.member_id', '=', 'members.id'))))
      .where((eb) => eb.not(hasOtherGrants(eb, apiAudience)))
      .limit(batchSize)
      // A member verifying at this moment holds their row: skipped now, and verified by the next run.
      .forUpdate()
      .skipLocked()
      .execute();
    if (members.length === 0) return 0;
    const ids = members.map((member) => member.id);
    const accountIds = members.map((member) => member.subject).filter((subject) => UUID.test(subject));

    await emptyMessagesTo(trx, members.flatMap((member) => [member.email, ...(member.mobile_number ? [member.mobile_number] : [])]));
    await trx
      .updateTable('mobile_signups')
      .set({ mobile_number: sql<string>`${PURGED_NUMBER_PREFIX} || id` })
      .where('member_id', 'in', ids)
      .execute();
    await createAuditRepository(trx).redactMembers(ids);
    await trx.deleteFrom('members').where('id', 'in', ids).execute();
    await deleteAccounts(trx, accountIds);
    return members.length;
  });
}

/**
 * Deletes up to `batchSize` embedded-provider accounts created more than `olderThanDays` ago that grant
 * only membership and never became a member (registered, and never opened the member pages), and says
 * how many.
 */
export async function deleteAccountsWithoutMember(
  db: Kysely<Database>,
  { olderThanDays, batchSize, apiAudience }: { olderThanDays: number; batchSize: number; apiAudience: string },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const accounts = await trx
      .selectFrom('idp_accounts')
      .select('id')
      .where('created_at', '<', olderThan(olderThanDays))
      .where(grantsOnlyMembership(apiAudience))
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('members').select('members.id').where('members.subject', '=', sql<string>`idp_accounts.id::text`))))
      .limit(batchSize)
      .forUpdate()
      .skipLocked()
      .execute();
    await deleteAccounts(
      trx,
      accounts.map((account) => account.id),
    );
    return accounts.length;
  });
}

/** The accounts and whatever the provider stored for them: nobody signs in as them again. */
async function deleteAccounts(db: Executor, accountIds: string[]): Promise<void> {
  if (accountIds.length === 0) return;
  await db.deleteFrom('idp_models').where(sql<string>`payload->>'accountId'`, 'in', accountIds).execute();
  await db.deleteFrom('idp_accounts').where('id', 'in', accountIds).execute();
}
