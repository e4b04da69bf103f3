import type { IdpAccountsTable, IdpModelsTable, IdpSettingsTable } from '../oidc/identity.tables.ts';
import type { MembersTable } from '../modules/me/members.table.ts';
import type { FavouriteVenuesTable, VenuesTable } from '../modules/venues/venues.table.ts';
import type { OffersTable } from '../modules/offers/offers.table.ts';
import type { OutboxMessagesTable } from '../modules/outbox/outbox.table.ts';

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
}
