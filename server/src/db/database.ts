import type { Kysely, Transaction } from 'kysely';
import type { IdpAccountsTable, IdpModelsTable, IdpSettingsTable } from '../oidc/identity.tables.ts';
import type { MembersTable } from '../modules/me/members.table.ts';
import type { FavouriteVenuesTable, VenuesTable } from '../modules/venues/venues.table.ts';
import type { OffersTable } from '../modules/offers/offers.table.ts';
import type { OutboxMessagesTable } from '../modules/outbox/outbox.table.ts';
import type { MemberCodesTable } from '../modules/onboarding/member-codes.table.ts';
import type { ConsentEventsTable } from '../modules/onboarding/consent-events.table.ts';
import type { MemberRegistrationSourcesTable, RegistrationSourcesTable } from '../modules/registration-sources/registration-sources.table.ts';
import type { ContactFormSubmissionsTable } from '../modules/contact/contact.table.ts';
import type { MemberPhotosTable } from '../modules/photos/photos.table.ts';
import type { WalletDownloadsTable, WalletSettingsTable } from '../modules/wallet/wallet.table.ts';
import type { PromoCodePoolsTable, PromotionsTable } from '../modules/promotions/promotions.table.ts';
import type { PromoCodeRedemptionsTable, PromoCodesTable } from '../modules/promo-codes/promo-codes.table.ts';
import type { PromoterSendsTable, PromotersTable } from '../modules/promoters/promoters.table.ts';
import type { MobileSignupsTable } from '../modules/mobile-signup/mobile-signup.table.ts';
import type { RateLimitCountersTable } from '../modules/rate-limits/rate-limits.table.ts';
import type { IdempotentRequestsTable } from '../modules/idempotency/idempotency.table.ts';
import type { OfferRedemptionsTable, StaffLookupsTable } from '../modules/staff/staff.tables.ts';
import type { AuditLogTable } from '../modules/admin/audit/audit.table.ts';
import type { VenueLogosTable } from '../modules/admin/venues/venue-logos.table.ts';
import type { AccountActionTokensTable } from '../oidc/action-tokens.table.ts';
import type { ScheduledJobsTable } from '../modules/scheduled-jobs/scheduled-jobs.table.ts';
import type { FaqItemsTable } from '../modules/faq/faq-items.table.ts';
import type { CampaignRecipientsTable, CampaignsTable } from '../modules/campaigns/campaigns.table.ts';
import type { WeeklyDigestSendsTable } from '../modules/weekly-digest/weekly-digest.table.ts';

/** Every table the server reads or writes; one entry per migration-created table. */
export interface Database {
  idp_accounts: IdpAccountsTable;
  idp_settings: IdpSettingsTable;
  idp_models: IdpModelsTable;
  members: MembersTable;
  venues: VenuesTable;
  offers: OffersTable;
  favourite_venues: FavouriteVenuesTable;
  outbox_messages: OutboxMessagesTable;
  member_codes: MemberCodesTable;
  consent_events: ConsentEventsTable;
  registration_sources: RegistrationSourcesTable;
  member_registration_sources: MemberRegistrationSourcesTable;
  contact_form_submissions: ContactFormSubmissionsTable;
  member_photos: MemberPhotosTable;
  wallet_settings: WalletSettingsTable;
  wallet_downloads: WalletDownloadsTable;
  promotions: PromotionsTable;
  promo_code_pools: PromoCodePoolsTable;
  promo_codes: PromoCodesTable;
  promo_code_redemptions: PromoCodeRedemptionsTable;
  promoters: PromotersTable;
  promoter_sends: PromoterSendsTable;
  mobile_signups: MobileSignupsTable;
  rate_limit_counters: RateLimitCountersTable;
  idempotent_requests: IdempotentRequestsTable;
  offer_redemptions: OfferRedemptionsTable;
  staff_lookups: StaffLookupsTable;
  audit_log: AuditLogTable;
  venue_logos: VenueLogosTable;
  account_action_tokens: AccountActionTokensTable;
  scheduled_jobs: ScheduledJobsTable;
  faq_items: FaqItemsTable;
  campaigns: CampaignsTable;
  campaign_recipients: CampaignRecipientsTable;
  weekly_digest_sends: WeeklyDigestSendsTable;
}

/** What a repository runs its SQL on: the database, or the transaction of the change it belongs to. */
export type Executor = Kysely<Database> | Transaction<Database>;
