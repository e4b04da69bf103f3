import { ROLES, type RedemptionRule } from '@venue-pass/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { WeeklyAvailability } from '../modules/offers/offers.table.ts';
import { clientRoles } from '../oidc/accounts.repository.ts';
import type { EmbeddedAccounts } from './demo-content.ts';

/**
 * The demo staff account named in the README: staff at the demo staff venue and nothing else, as the
 * console creates staff, so it lands on /staff and has no member onboarding (issue 22 item 5).
 */
export const DEMO_STAFF = {
  email: 'staff@venuepass.example',
  password: 'VenuePass-staff-2025',
  givenName: 'Robin',
  familyName: 'Hale',
} as const;

/** The demo venue manager named in the README: runs Harbour Lights' listing at /partner (issue 25). */
export const DEMO_MANAGER = {
  email: 'manager@venuepass.example',
  password: 'VenuePass-manager-2025',
  givenName: 'Morgan',
  familyName: 'Quay',
} as const;

/** The demo venue the staff and manager accounts work at: it has offers of every redemption rule and a voucher promotion. */
export const DEMO_STAFF_VENUE = 'Harbour Lights';

const ALL_DAY = { start: '00:00', stop: '23:59' };
// Open all week and all day, so the staff screen can be tried at any hour.
const always: WeeklyAvailability = {
  monday: ALL_DAY, tuesday: ALL_DAY, wednesday: ALL_DAY, thursday: ALL_DAY, friday: ALL_DAY, saturday: ALL_DAY, sunday: ALL_DAY,
};

/** One demo offer per redemption rule at the staff venue. */
export const DEMO_STAFF_OFFERS: { name: string; description: string; redemptionRule: RedemptionRule }[] = [
  { name: 'First drink on the house', description: 'Your first drink at Harbour Lights is on us: once per member.', redemptionRule: 'once' },
  { name: 'Bar snack of the day', description: 'A bowl of the day’s bar snack with any drink, once a day.', redemptionRule: 'daily' },
  { name: 'Burger and a pint', description: 'The harbour burger with a pint for £12, once a week.', redemptionRule: 'weekly' },
  { name: 'Free soft-drink refills', description: 'Refills of any soft drink, as often as you like.', redemptionRule: 'unlimited' },
];

/**
 * Adds the staff venue's demo offers and the demo staff and manager accounts when they are missing, so
 * existing demo databases get them too. Without the embedded provider (`embedded` null) the realm holds
 * those accounts (docs/KEYCLOAK.md).
 */
export async function seedDemoStaff(db: Kysely<Database>, embedded: EmbeddedAccounts | null): Promise<void> {
  const venue = await db.selectFrom('venues').select('id').where('name', '=', DEMO_STAFF_VENUE).executeTakeFirst();
  if (!venue) return;
  const existing = new Set(
    (await db.selectFrom('offers').select('name').where('venue_id', '=', venue.id).execute()).map((offer) => offer.name),
  );
  const missing = DEMO_STAFF_OFFERS.filter((offer) => !existing.has(offer.name));
  if (missing.length > 0) {
    await db
      .insertInto('offers')
      .values(
        missing.map((offer) => ({
          venue_id: venue.id,
          name: offer.name,
          description: offer.description,
          date_visible_to: '9999-12-31T23:59:59Z',
          availability: JSON.stringify(always),
          redemption_rule: offer.redemptionRule,
        })),
      )
      .execute();
  }
  if (!embedded) return;
  for (const [account, role] of [[DEMO_STAFF, ROLES.staff], [DEMO_MANAGER, ROLES.manager]] as const) {
    if (!(await embedded.accounts.findByEmail(account.email))) {
      await embedded.accounts.create({ ...account, roles: clientRoles(embedded.apiAudience, role), posSiteIds: [venue.id] });
    }
  }
}
