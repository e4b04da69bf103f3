import type { Kysely } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import * as createIdentity from './migrations/2026_11_23_000001_create_identity.ts';
import * as createMembers from './migrations/2026_11_23_000002_create_members.ts';
import * as createCatalogue from './migrations/2026_11_23_000003_create_catalogue.ts';
import * as createOutbox from './migrations/2026_11_23_000004_create_outbox.ts';
import * as constrainOfferRequirements from './migrations/2026_11_23_110000_constrain_offer_requirements.ts';
import * as createMemberCodes from './migrations/2026_11_23_120000_create_member_codes.ts';
import * as createPhotosAndWallet from './migrations/2026_11_23_140000_create_photos_and_wallet.ts';
import * as createVouchers from './migrations/2026_11_23_150000_create_vouchers.ts';
import * as createRegistrationSourcesAndContact from './migrations/2026_11_23_160000_create_registration_sources_and_contact.ts';
import * as linkMobileSignupsToSources from './migrations/2026_11_23_170000_link_mobile_signups_to_sources.ts';
import * as poolsForMembers from './migrations/2026_11_25_100000_pools_for_members.ts';
import * as verifiedMobileNumbers from './migrations/2026_11_25_110000_verified_mobile_numbers.ts';
import * as venueStaff from './migrations/2026_11_25_130000_venue_staff.ts';
import * as operatorConsole from './migrations/2026_11_25_140000_operator_console.ts';
import * as catalogueChangeNotifications from './migrations/2026_11_25_150000_catalogue_change_notifications.ts';
import * as memberChangeNotifications from './migrations/2026_11_25_160000_member_change_notifications.ts';
import * as reportDayIndexes from './migrations/2026_11_28_100000_report_day_indexes.ts';
import * as erasedMembersStayErased from './migrations/2026_11_28_120000_erased_members_stay_erased.ts';
import * as idempotentAnswersNameTheirMember from './migrations/2026_11_28_120100_idempotent_answers_name_their_member.ts';
import * as grantChangeNotifications from './migrations/2026_11_29_210600_grant_change_notifications.ts';
import * as memberSearchStatistics from './migrations/2026_11_30_100000_member_search_statistics.ts';
import * as scheduledJobsAndRetention from './migrations/2026_11_30_120000_scheduled_jobs_and_retention.ts';
import * as accountActionTokens from './migrations/2026_12_01_100000_account_action_tokens.ts';
import * as createFaqItems from './migrations/2026_12_01_100500_create_faq_items.ts';
import * as consentEvents from './migrations/2026_12_01_110000_consent_events.ts';
import * as consoleOverviewAndAuditLabels from './migrations/2026_12_01_120000_console_overview_and_audit_labels.ts';
import * as messageTemplatesAndDeliveryStatus from './migrations/2026_12_02_100000_message_templates_and_delivery_status.ts';
import * as outboxHeaders from './migrations/2026_12_02_110000_outbox_headers.ts';
import * as campaigns from './migrations/2026_12_02_110100_campaigns.ts';
import * as accountsByRole from './migrations/2026_12_02_130000_accounts_by_role.ts';
import * as weeklyDigest from './migrations/2026_12_02_140000_weekly_digest.ts';
import * as offerRedemptionDays from './migrations/2026_12_03_110000_offer_redemption_days.ts';
import * as redemptionCsvDays from './migrations/2026_12_07_100000_redemption_csv_days.ts';
import * as offerProposals from './migrations/2026_12_04_100000_offer_proposals.ts';

// Listed by hand rather than read from a folder, so the same code runs from source or a bundle.
const migrations: Record<string, Migration> = {
  '2026_11_23_000001_create_identity': createIdentity,
  '2026_11_23_000002_create_members': createMembers,
  '2026_11_23_000003_create_catalogue': createCatalogue,
  '2026_11_23_000004_create_outbox': createOutbox,
  '2026_11_23_110000_constrain_offer_requirements': constrainOfferRequirements,
  '2026_11_23_120000_create_member_codes': createMemberCodes,
  '2026_11_23_140000_create_photos_and_wallet': createPhotosAndWallet,
  '2026_11_23_150000_create_vouchers': createVouchers,
  '2026_11_23_160000_create_registration_sources_and_contact': createRegistrationSourcesAndContact,
  '2026_11_23_170000_link_mobile_signups_to_sources': linkMobileSignupsToSources,
  '2026_11_25_100000_pools_for_members': poolsForMembers,
  '2026_11_25_110000_verified_mobile_numbers': verifiedMobileNumbers,
  '2026_11_25_130000_venue_staff': venueStaff,
  '2026_11_25_140000_operator_console': operatorConsole,
  '2026_11_25_150000_catalogue_change_notifications': catalogueChangeNotifications,
  '2026_11_25_160000_member_change_notifications': memberChangeNotifications,
  '2026_11_28_100000_report_day_indexes': reportDayIndexes,
  '2026_11_28_120000_erased_members_stay_erased': erasedMembersStayErased,
  '2026_11_28_120100_idempotent_answers_name_their_member': idempotentAnswersNameTheirMember,
  '2026_11_29_210600_grant_change_notifications': grantChangeNotifications,
  '2026_11_30_100000_member_search_statistics': memberSearchStatistics,
  '2026_11_30_120000_scheduled_jobs_and_retention': scheduledJobsAndRetention,
  '2026_12_01_100000_account_action_tokens': accountActionTokens,
  '2026_12_01_100500_create_faq_items': createFaqItems,
  '2026_12_01_110000_consent_events': consentEvents,
  '2026_12_01_120000_console_overview_and_audit_labels': consoleOverviewAndAuditLabels,
  '2026_12_02_100000_message_templates_and_delivery_status': messageTemplatesAndDeliveryStatus,
  '2026_12_02_110000_outbox_headers': outboxHeaders,
  '2026_12_02_110100_campaigns': campaigns,
  '2026_12_02_130000_accounts_by_role': accountsByRole,
  '2026_12_02_140000_weekly_digest': weeklyDigest,
  '2026_12_03_110000_offer_redemption_days': offerRedemptionDays,
  '2026_12_04_100000_offer_proposals': offerProposals,
  '2026_12_07_100000_redemption_csv_days': redemptionCsvDays,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
const migratorOf = (db: Kysely<any>) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

/** Brings the schema up to date; several instances starting together are serialised by Kysely's lock. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see migratorOf
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error, results } = await migratorOf(db).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/** The names of the migrations this code knows that the database has not run. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see migratorOf
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  return (await migratorOf(db).getMigrations()).filter((migration) => !migration.executedAt).map((migration) => migration.name);
}
