import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { WeeklyAvailability } from '../modules/offers/offers.table.ts';
import type { AccountsRepository } from '../oidc/accounts.repository.ts';

/** The demo member named in the README. */
export const DEMO_MEMBER = {
  email: 'demo@venuepass.example',
  password: 'VenuePass-demo-2025',
  givenName: 'Alex',
  familyName: 'Morgan',
} as const;

const NO_END = '9999-12-31T23:59:59Z';
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
    offers: [
      { name: 'Free pastry with any coffee', description: 'Pick any pastry from the counter when you buy a hot drink.', availability: daytime, end: NO_END },
    ],
  },
  {
    slug: 'harbour-lights',
    name: 'Harbour Lights',
    description: 'Waterfront bar with live acoustic sets from Thursday to Sunday.',
    website: 'https://harbourlights.example',
    offers: [
      { name: '2 for 1 cocktails', description: 'Two cocktails from the classics menu for the price of one.', availability: evenings, end: '2027-03-31T23:59:59Z' },
    ],
  },
  {
    slug: 'saffron-and-smoke',
    name: 'Saffron & Smoke',
    description: 'Charcoal grill and mezze kitchen in the old tram depot.',
    website: 'https://saffronandsmoke.example',
    offers: [
      { name: '20% off food', description: 'Twenty percent off the food bill for up to four people.', availability: evenings, end: NO_END },
    ],
  },
  {
    slug: 'lantern-theatre',
    name: 'The Lantern Theatre',
    description: 'A 300-seat theatre staging new writing, comedy and touring productions.',
    website: 'https://lanterntheatre.example',
    offers: [
      { name: 'Half-price preview tickets', description: 'Half price on tickets for preview performances, subject to availability.', availability: evenings, end: '2026-12-31T23:59:59Z' },
    ],
  },
  {
    slug: 'northside-climbing',
    name: 'Northside Climbing',
    description: 'Bouldering centre with routes for beginners and regulars, open late.',
    website: null,
    offers: [
      { name: 'Free shoe hire', description: 'Climbing shoes hired free with any day pass.', availability: daytime, end: NO_END },
    ],
  },
  {
    slug: 'velvet-room',
    name: 'The Velvet Room',
    description: 'Late-night cocktail lounge with a jazz trio on Fridays.',
    website: 'https://velvetroom.example',
    offers: [
      { name: 'Complimentary welcome drink', description: 'A glass of prosecco on arrival for members.', availability: evenings, end: NO_END },
    ],
  },
];

/**
 * Loads demo venues, offers and the demo member into an empty database, so a first `npm start`
 * shows a working scheme. Content that is already there is left alone, so this runs on every start.
 */
export async function seedDemoContent(db: Kysely<Database>, accounts: AccountsRepository | null): Promise<void> {
  if (accounts && !(await accounts.findByEmail(DEMO_MEMBER.email))) {
    await accounts.create(DEMO_MEMBER);
  }
  const existing = await db.selectFrom('venues').select('id').limit(1).executeTakeFirst();
  if (existing) return;

  await db.transaction().execute(async (trx) => {
    for (const venue of venues) {
      const { id } = await trx
        .insertInto('venues')
        .values({
          name: venue.name,
          description: venue.description,
          logo_url: `/media/venues/${venue.slug}.svg`,
          website: venue.website,
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
          })
          .execute();
      }
    }
  });
}
