import {
  AdminMessages,
  AdminOfferInputSchema,
  AdminOfferListQuerySchema,
  AdminOfferUpdateSchema,
  AdminVenueInputSchema,
  AdminVenueListQuerySchema,
  AdminVenueLogoInputSchema,
  AdminVenueUpdateSchema,
} from '@venue-pass/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NINE_TO_FIVE } from '../../../test/helpers/admin.ts';
import { type TestDatabase, createTestDatabase } from '../../../test/helpers/database.ts';
import { EVERY_VENUE, type Scope } from '../auth/scope.ts';
import type { Actor } from './admin-actor.ts';
import { createAdminOffersService } from './offers/admin-offers.service.ts';
import { createAdminVenuesService } from './venues/admin-venues.service.ts';

const actor: Actor = { issuer: 'https://issuer.test', subject: 'caller-1', email: 'caller@test.example' };
const venueFields = { description: 'Pub', website: null, address: '1 High Street', timeZone: 'Europe/London', openingHours: NINE_TO_FIVE, active: true };
const offerFields = {
  title: 'Free pastry',
  description: 'With any coffee.',
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: '2099-12-31T00:00:00Z',
  availability: NINE_TO_FIVE,
  requirement: 'None',
  vip: false,
  redemptionRule: 'daily',
  active: true,
};

// The same console services serve the operator (every venue) and a caller of some venues, the venue
// manager of issue 25: records of another venue are refused (403) and nothing is written (ADR 083).
describe('the console services within a scope of venues', () => {
  let database: TestDatabase;
  let venues: ReturnType<typeof createAdminVenuesService>;
  let offers: ReturnType<typeof createAdminOffersService>;
  let ours: number;
  let theirs: number;
  let ourOffer: number;
  let theirOffer: number;
  let scope: Scope;

  beforeAll(async () => {
    database = await createTestDatabase();
    venues = createAdminVenuesService(database.db);
    offers = createAdminOffersService(database.db);
    ours = (await venues.create(actor, EVERY_VENUE, AdminVenueInputSchema.parse({ ...venueFields, name: 'The Anchor' }))).id;
    theirs = (await venues.create(actor, EVERY_VENUE, AdminVenueInputSchema.parse({ ...venueFields, name: 'Bell Inn' }))).id;
    ourOffer = (await offers.create(actor, EVERY_VENUE, AdminOfferInputSchema.parse({ ...offerFields, venueId: ours }))).id;
    theirOffer = (await offers.create(actor, EVERY_VENUE, AdminOfferInputSchema.parse({ ...offerFields, venueId: theirs }))).id;
    scope = { kind: 'venues', venueIds: [ours] };
  });
  afterAll(() => database.destroy());

  const counts = async () => {
    const count = async (table: 'venues' | 'offers' | 'audit_log' | 'venue_logos') =>
      Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await database.db.selectFrom('offers').select(['id', 'version', 'venue_id', 'deleted_at']).orderBy('id').execute();
    const venueRows = await database.db.selectFrom('venues').select(['id', 'version', 'deleted_at', 'logo_url']).orderBy('id').execute();
    return { venues: await count('venues'), offers: await count('offers'), audit: await count('audit_log'), logos: await count('venue_logos'), rows, venueRows };
  };

  const refusedAsNotOurs = async (attempt: Promise<unknown>) => {
    await expect(attempt).rejects.toMatchObject({ kind: 'forbidden', message: AdminMessages.notYourVenue });
  };

  it('lists and reads only the venues and offers of the scope', async () => {
    expect((await venues.list(scope, AdminVenueListQuerySchema.parse({}))).items.map((each) => each.id)).toEqual([ours]);
    expect((await offers.list(scope, AdminOfferListQuerySchema.parse({}))).items.map((each) => each.id)).toEqual([ourOffer]);
    expect((await offers.list(scope, AdminOfferListQuerySchema.parse({ venueId: theirs }))).items).toEqual([]);
    expect((await offers.list({ kind: 'venues', venueIds: [] }, AdminOfferListQuerySchema.parse({}))).items).toEqual([]);
    expect((await venues.get(scope, ours)).id).toBe(ours);
    expect((await offers.get(scope, ourOffer)).id).toBe(ourOffer);
    await refusedAsNotOurs(venues.get(scope, theirs));
    await refusedAsNotOurs(offers.get(scope, theirOffer));
    await refusedAsNotOurs(offers.preview(scope, theirOffer));
  });

  it("refuses creating, changing and deleting another venue's records, and writes nothing, the audit log included", async () => {
    const before = await counts();
    const theirVenue = await venues.get(EVERY_VENUE, theirs);
    const theirOfferNow = await offers.get(EVERY_VENUE, theirOffer);
    const ourOfferNow = await offers.get(EVERY_VENUE, ourOffer);
    const logo = (await sharp({ create: { width: 8, height: 8, channels: 4, background: '#c00' } }).png().toBuffer()).toString('base64');

    await refusedAsNotOurs(venues.create(actor, scope, AdminVenueInputSchema.parse({ ...venueFields, name: 'New Inn' })));
    await refusedAsNotOurs(venues.update(actor, scope, theirs, AdminVenueUpdateSchema.parse({ ...venueFields, name: 'Bell', version: theirVenue.version })));
    await refusedAsNotOurs(venues.uploadLogo(actor, scope, theirs, AdminVenueLogoInputSchema.parse({ imageData: logo, version: theirVenue.version })));
    await refusedAsNotOurs(venues.remove(actor, scope, theirs, theirVenue.version));
    await refusedAsNotOurs(offers.create(actor, scope, AdminOfferInputSchema.parse({ ...offerFields, title: 'Other', venueId: theirs })));
    await refusedAsNotOurs(offers.update(actor, scope, theirOffer, AdminOfferUpdateSchema.parse({ ...offerFields, venueId: theirs, version: theirOfferNow.version })));
    // Nor may an offer of theirs be moved to their venue, or one of theirs taken over.
    await refusedAsNotOurs(offers.update(actor, scope, ourOffer, AdminOfferUpdateSchema.parse({ ...offerFields, venueId: theirs, version: ourOfferNow.version })));
    await refusedAsNotOurs(offers.update(actor, scope, theirOffer, AdminOfferUpdateSchema.parse({ ...offerFields, venueId: ours, version: theirOfferNow.version })));
    await refusedAsNotOurs(offers.remove(actor, scope, theirOffer, theirOfferNow.version));

    expect(await counts()).toEqual(before);
  });

  it('changes the records of the scope, each with its audit entry', async () => {
    const before = await counts();
    const venue = await venues.get(scope, ours);
    const renamed = await venues.update(actor, scope, ours, AdminVenueUpdateSchema.parse({ ...venueFields, name: 'The Anchor Inn', version: venue.version }));
    expect(renamed.name).toBe('The Anchor Inn');
    const created = await offers.create(actor, scope, AdminOfferInputSchema.parse({ ...offerFields, title: 'Second pastry', venueId: ours }));
    const current = await offers.get(scope, ourOffer);
    expect((await offers.update(actor, scope, ourOffer, AdminOfferUpdateSchema.parse({ ...offerFields, title: 'Two pastries', venueId: ours, version: current.version }))).title).toBe('Two pastries');
    await offers.remove(actor, scope, created.id, created.version);
    const after = await counts();
    expect(after.offers).toBe(before.offers + 1);
    expect(after.audit).toBe(before.audit + 4);
  });
});
