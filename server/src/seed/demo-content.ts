import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { WeeklyAvailability } from '../modules/offers/offers.table.ts';
import { ROLES } from '@venue-pass/contracts';
import { type AccountsRepository, clientRoles, memberRoles } from '../oidc/accounts.repository.ts';
import { seedDemoVouchers } from '../modules/vouchers/demo-vouchers.ts';
import { seedDemoHistory } from './demo-history.ts';
import { seedDemoStaff } from './demo-staff.ts';

/** The embedded provider's accounts, when it runs; with Keycloak the realm holds the demo accounts (docs/KEYCLOAK.md). */
export interface EmbeddedAccounts {
  accounts: AccountsRepository;
  /** The issuer of the embedded provider's tokens: the demo members' rows name it, so they start onboarded. */
  issuer: string;
  /** The client whose roles the API reads (API_AUDIENCE); demo accounts get their roles under it. */
  apiAudience: string;
}

/** The demo member named in the README. */
export const DEMO_MEMBER = {
  email: 'demo@venuepass.example',
  password: 'VenuePass-demo-2025',
  givenName: 'Alex',
  familyName: 'Morgan',
} as const;

/** A second demo account whose member is VIP, to show /vip with offers. */
export const DEMO_VIP_MEMBER = {
  email: 'vip@venuepass.example',
  password: 'VenuePass-vip-2025',
  givenName: 'Jordan',
  familyName: 'Reyes',
} as const;

/** The demo operator named in the README: the console at /admin (client role admin of the API). */
export const DEMO_OPERATOR = {
  email: 'admin@venuepass.example',
  password: 'VenuePass-admin-2025',
  givenName: 'Olive',
  familyName: 'Operator',
} as const;

/**
 * A demo registration source: /r/0BUBKPZkyJM0NA6xI03gfA is its sign-up link. The code is fixed so the
 * README and tests can name it; real sources get a random code (generateRegistrationCode).
 */
export const DEMO_REGISTRATION_SOURCE = { code: '0BUBKPZkyJM0NA6xI03gfA', name: 'Summer Launch Party' } as const;

const NO_END = '9999-12-31T23:59:59Z';
// Ends are the last second of a day on the scheme's clock (London), with that day's offset written out.
const evenings: WeeklyAvailability = {
  monday: null,
  tuesday: { start: '17:00', stop: '23:00' },
  wednesday: { start: '17:00', stop: '23:00' },
  thursday: { start: '17:00', stop: '23:00' },
  friday: { start: '17:00', stop: '23:59' },
  saturday: { start: '12:00', stop: '23:59' },
  sunday: { start: '12:00', stop: '20:00' },
};
const daytime: WeeklyAvailability = {
  monday: { start: '08:00', stop: '17:00' },
  tuesday: { start: '08:00', stop: '17:00' },
  wednesday: { start: '08:00', stop: '17:00' },
  thursday: { start: '08:00', stop: '17:00' },
  friday: { start: '08:00', stop: '17:00' },
  saturday: { start: '09:00', stop: '16:00' },
  sunday: null,
};

const venues = [
  {
    slug: 'copper-kettle',
    name: 'The Copper Kettle',
    description: 'Independent café on Market Street roasting its own beans, with cakes baked every morning.',
    website: 'https://copperkettle.example',
    address: '14 Market Street',
    openingHours: daytime,
    offers: [
      { name: 'Free pastry with any coffee', description: 'Pick any pastry from the counter when you buy a hot drink.', availability: daytime, end: NO_END },
      {
        name: 'Student flat white',
        description: 'Any size flat white for £1.50 with a confirmed student e-mail.',
        availability: daytime,
        end: NO_END,
        requirement: 'StudentEmail' as const,
      },
    ],
  },
  {
    slug: 'harbour-lights',
    name: 'Harbour Lights',
    description: 'Waterfront bar with live acoustic sets from Thursday to Sunday.',
    website: 'https://harbourlights.example',
    address: '3 Quayside',
    openingHours: evenings,
    offers: [
      { name: '2 for 1 cocktails', description: 'Two cocktails from the classics menu for the price of one.', availability: evenings, end: '2027-03-31T23:59:59+01:00' },
      {
        name: 'Skip the queue',
        description: 'Straight past the Saturday queue for you and a guest.',
        availability: evenings,
        end: NO_END,
        requirement: 'Photo' as const,
      },
    ],
  },
  {
    slug: 'saffron-and-smoke',
    name: 'Saffron & Smoke',
    description: 'Charcoal grill and mezze kitchen in the old tram depot.',
    website: 'https://saffronandsmoke.example',
    address: 'The Old Tram Depot, Depot Road',
    openingHours: evenings,
    offers: [
      { name: '20% off food', description: 'Twenty percent off the food bill for up to four people.', availability: evenings, end: NO_END },
      {
        name: "Chef's table for two",
        description: 'A seat at the pass with a tasting menu from the chef, drinks included.',
        availability: evenings,
        end: NO_END,
        isVip: true,
      },
    ],
  },
  {
    slug: 'lantern-theatre',
    name: 'The Lantern Theatre',
    description: 'A 300-seat theatre staging new writing, comedy and touring productions.',
    website: 'https://lanterntheatre.example',
    address: '22 Castle Street',
    openingHours: evenings,
    offers: [
      { name: 'Half-price preview tickets', description: 'Half price on tickets for preview performances, subject to availability.', availability: evenings, end: '2026-12-31T23:59:59Z' },
      {
        name: 'Free programme',
        description: 'A printed programme with any ticket, for members with a verified account.',
        availability: evenings,
        end: NO_END,
        requirement: 'VerifiedAccount' as const,
      },
    ],
  },
  {
    slug: 'northside-climbing',
    name: 'Northside Climbing',
    description: 'Bouldering centre with routes for beginners and regulars, open late.',
    website: null,
    address: 'Unit 5, Northside Works, Mill Road',
    openingHours: daytime,
    offers: [
      { name: 'Free shoe hire', description: 'Climbing shoes hired free with any day pass.', availability: daytime, end: NO_END },
    ],
  },
  {
    slug: 'velvet-room',
    name: 'The Velvet Room',
    description: 'Late-night cocktail lounge with a jazz trio on Fridays.',
    website: 'https://velvetroom.example',
    address: '9 Cellar Steps',
    openingHours: evenings,
    offers: [
      { name: 'Complimentary welcome drink', description: 'A glass of prosecco on arrival for members.', availability: evenings, end: NO_END },
      {
        name: 'Reserved booth on jazz night',
        description: 'A booth held for you and three friends on Fridays, with a bottle of champagne.',
        availability: evenings,
        end: '2027-06-30T22:59:59Z',
        isVip: true,
      },
    ],
  },
];

/**
 * Loads demo venues, offers and the demo member into an empty database, so a first `npm start`
 * shows a working scheme. Content that is already there is left alone, so this runs on every start.
 */
export async function seedDemoContent(db: Kysely<Database>, embedded: EmbeddedAccounts | null): Promise<void> {
  if (embedded) {
    const { accounts, apiAudience } = embedded;
    for (const demo of [DEMO_MEMBER, DEMO_VIP_MEMBER]) {
      if (!(await accounts.findByEmail(demo.email))) await accounts.create({ ...demo, roles: memberRoles(apiAudience) });
    }
    // The operator role of the same client the members' role belongs to.
    if (!(await accounts.findByEmail(DEMO_OPERATOR.email))) await accounts.create({ ...DEMO_OPERATOR, roles: clientRoles(apiAudience, ROLES.admin) });
  }
  await db
    .insertInto('registration_sources')
    .values(DEMO_REGISTRATION_SOURCE)
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  if (embedded) await seedOnboardedMembers(db, embedded);
  const existing = await db.selectFrom('venues').select('id').limit(1).executeTakeFirst();
  // Promotions and the staff venue's offers link to venues by name, so they are added once the venues exist.
  if (!existing) await seedDemoVenues(db);
  await seedDemoVouchers(db);
  await seedDemoStaff(db, embedded);
  if (embedded) await seedDemoHistory(db, embedded, [DEMO_MEMBER, DEMO_VIP_MEMBER, DEMO_STUDENT_MEMBER].map((demo) => demo.email));
}

async function seedDemoVenues(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const venue of venues) {
      const { id } = await trx
        .insertInto('venues')
        .values({
          name: venue.name,
          description: venue.description,
          logo_url: `/media/venues/${venue.slug}.svg`,
          website: venue.website,
          // Every listing complete, as the console's and the venue manager's forms require (issue 25).
          address: venue.address,
          opening_hours: JSON.stringify(venue.openingHours),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const offer of venue.offers) {
        await trx
          .insertInto('offers')
          .values({
            venue_id: id,
            name: offer.name,
            description: offer.description,
            date_visible_to: offer.end,
            availability: JSON.stringify(offer.availability),
            is_vip: 'isVip' in offer ? offer.isVip : false,
            requirement: 'requirement' in offer ? offer.requirement : 'None',
          })
          .execute();
      }
    }
  });
}

/** A demo member who must confirm a student e-mail address, to show /student-email and its link. */
export const DEMO_STUDENT_MEMBER = {
  email: 'student@venuepass.example',
  password: 'VenuePass-student-2025',
  givenName: 'Sam',
  familyName: 'Patel',
} as const;

/**
 * Demo members are already verified and have consented, so signing in as one shows the dashboard
 * rather than the onboarding dialogs. Their member rows are created here, as the first GET /api/me
 * would create them from the token (issuer and subject = the account id); an existing row is left alone.
 */
async function seedOnboardedMembers(db: Kysely<Database>, { accounts, issuer, apiAudience }: EmbeddedAccounts): Promise<void> {
  if (!(await accounts.findByEmail(DEMO_STUDENT_MEMBER.email))) await accounts.create({ ...DEMO_STUDENT_MEMBER, roles: memberRoles(apiAudience) });
  for (const demo of [DEMO_MEMBER, DEMO_VIP_MEMBER, DEMO_STUDENT_MEMBER]) {
    const account = await accounts.findByEmail(demo.email);
    if (!account) continue;
    const created = await db
      .insertInto('members')
      .values({
        issuer,
        subject: account.id,
        email: account.email,
        first_name: account.given_name,
        last_name: account.family_name,
        is_verified: true,
        mailing_consent_at: new Date(),
        // Who is VIP is data on the member (R-SCOPE-08: a VIP list); the second demo account shows it.
        is_vip: demo === DEMO_VIP_MEMBER,
        student_verification: demo === DEMO_STUDENT_MEMBER ? 'PendingEmailAddress' : 'NotRequired',
      })
      .onConflict((conflict) => conflict.columns(['issuer', 'subject']).doNothing())
      .returning('id')
      .executeTakeFirst();
    // Members of some standing, as the demo shows them: welcomed back, not greeted as new. created_at is the
    // database's own column (the app never writes it), hence a statement of its own.
    if (created) await sql`update members set created_at = now() - interval '90 days' where id = ${created.id}`.execute(db);
  }
}
