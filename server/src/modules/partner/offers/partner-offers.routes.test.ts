import { AdminMessages, OfferReviewMessages, PartnerMessages } from '@venue-pass/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NINE_TO_FIVE, adminToken, asAdmin, asManager, auditRows, databaseDigest } from '../../../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../../../test/helpers/build-app.ts';
import { TEST_AUDIENCE } from '../../../../test/helpers/tokens.ts';

const offerAt = (venueId: number, title = 'Half-price chips') => ({
  venueId,
  title,
  description: 'With any drink.',
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: '2099-12-31T00:00:00Z',
  availability: NINE_TO_FIVE,
  requirement: 'None',
  vip: false,
  redemptionRule: 'unlimited',
  active: true,
});

async function venues(t: TestApp): Promise<[number, number]> {
  const rows = await t.database.db
    .insertInto('venues')
    .values(['The Anchor', 'Bell Inn'].map((name) => ({ name, description: 'Pub', logo_url: '/media/venues/a.svg', website: null })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id) as [number, number];
}

interface Route {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: object;
}

const catalogueTitles = async (t: TestApp): Promise<string[]> =>
  ((await t.app.inject({ method: 'GET', url: '/api/offers/catalogue' })).json() as { offers: { name: string }[] }[]).flatMap((venue) => venue.offers.map((offer) => offer.name));

describe('/api/partner/offers with review (PARTNER_OFFER_REVIEW on)', () => {
  let t: TestApp;
  let anchor: number;
  let bell: number;
  let manager: Record<string, string>;
  let operator: Record<string, string>;
  let liveOffer: { id: number; version: number };

  beforeAll(async () => {
    t = await buildTestApp({ CATALOGUE_CACHE_TTL_SECONDS: '0', MEMBER_CACHE_TTL_SECONDS: '0' });
    [anchor, bell] = await venues(t);
    manager = await asManager(t, [anchor]);
    operator = await asAdmin(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('offer_proposals').execute();
    await t.database.db.deleteFrom('audit_log').execute();
    await t.database.db.deleteFrom('offers').execute();
    const made = await t.app.inject({ method: 'POST', url: '/api/admin/offers', headers: operator, payload: offerAt(anchor, 'Pint of the month') });
    liveOffer = made.json();
  });

  const as = (headers: Record<string, string>, request: Route) => t.app.inject({ ...request, headers });

  it("refuses every partner offer route to anyone but the venue's manager, writing nothing", async () => {
    const routes: Route[] = [
      { method: 'GET', url: '/api/partner/offers' },
      { method: 'GET', url: `/api/partner/offers/${liveOffer.id}` },
      { method: 'GET', url: `/api/partner/offers/${liveOffer.id}/preview` },
      { method: 'POST', url: '/api/partner/offers', payload: offerAt(anchor) },
      { method: 'PUT', url: `/api/partner/offers/${liveOffer.id}`, payload: { ...offerAt(anchor), version: liveOffer.version } },
      { method: 'POST', url: `/api/partner/offers/${liveOffer.id}/pause`, payload: { version: liveOffer.version } },
      { method: 'POST', url: `/api/partner/offers/${liveOffer.id}/resume`, payload: { version: liveOffer.version } },
      { method: 'GET', url: '/api/partner/offer-proposals' },
      { method: 'POST', url: '/api/partner/offer-proposals/1/withdraw', payload: { version: 1 } },
    ];
    const member = await t.sign({ sub: 'member-o', resource_access: { [TEST_AUDIENCE]: { roles: ['member'] } } });
    const staff = await t.sign({ sub: 'staff-o', resource_access: { [TEST_AUDIENCE]: { roles: ['staff'] } }, 'pos-site-id': [String(anchor)] });
    const digest = await databaseDigest(t);
    for (const route of routes) {
      expect((await as({}, route)).statusCode, route.url).toBe(401);
      for (const token of [member, staff, await adminToken(t)]) {
        const refused = await as({ authorization: `Bearer ${token}` }, route);
        expect(refused.statusCode, route.url).toBe(403);
        expect(refused.json().message).toBe(PartnerMessages.managerOnly);
      }
    }
    // Another venue's manager reaches the routes, but none of this venue's offers.
    const other = await asManager(t, [bell], 'manager-bell');
    for (const route of routes.filter((each) => each.url !== '/api/partner/offers' && each.url !== '/api/partner/offer-proposals' && !each.url.includes('offer-proposals/1'))) {
      const refused = await as(other, route);
      expect(refused.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(refused.json().message).toBe(AdminMessages.notYourVenue);
    }
    expect((await as(other, { method: 'GET', url: '/api/partner/offers' })).json().items).toEqual([]);
    expect(await databaseDigest(t)).toBe(digest);
  });

  it('refuses an offer proposed at, or moved to, a venue that is not the manager’s, writing nothing', async () => {
    const digest = await databaseDigest(t);
    const atBell = await as(manager, { method: 'POST', url: '/api/partner/offers', payload: offerAt(bell) });
    expect(atBell.statusCode).toBe(403);
    const moved = await as(manager, { method: 'PUT', url: `/api/partner/offers/${liveOffer.id}`, payload: { ...offerAt(bell), version: liveOffer.version } });
    expect(moved.statusCode).toBe(403);
    expect(await databaseDigest(t)).toBe(digest);
  });

  it('keeps a new offer from members until the operator approves it, under both names in the audit log', async () => {
    const proposed = await as(manager, { method: 'POST', url: '/api/partner/offers', payload: offerAt(anchor) });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const { offer, proposal } = proposed.json();
    expect(offer).toBeNull();
    expect(proposal).toMatchObject({ state: 'pending', offerId: null, venueId: anchor, venueName: 'The Anchor', proposedBy: 'manager-1@test.example' });
    expect(await catalogueTitles(t)).not.toContain('Half-price chips');
    const list = (await as(manager, { method: 'GET', url: '/api/partner/offer-proposals' })).json();
    expect(list.items.map((each: { id: number }) => each.id)).toEqual([proposal.id]);
    // The venue area says what saving does before the manager saves.
    expect(list.review).toBe(true);

    const queue = (await as(operator, { method: 'GET', url: '/api/admin/offer-proposals' })).json();
    expect(queue.items).toEqual([{ proposal, before: null }]);
    const approved = await as(operator, { method: 'POST', url: `/api/admin/offer-proposals/${proposal.id}/approve`, payload: { version: proposal.version } });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().proposal).toMatchObject({ state: 'approved', offerId: approved.json().before.id });
    expect(await catalogueTitles(t)).toContain('Half-price chips');

    const entries = await auditRows(t);
    expect(entries.map((entry) => [entry.action, entry.entity_type, entry.actor_email, entry.label])).toEqual([
      ['create', 'offer', 'operator@test.example', 'Offer "Pint of the month"'],
      ['propose', 'offer_proposal', 'manager-1@test.example', 'Proposal "Half-price chips"'],
      ['approve', 'offer_proposal', 'operator@test.example', 'Proposal "Half-price chips"'],
      ['create', 'offer', 'operator@test.example', 'Offer "Half-price chips"'],
    ]);
    // Decided once: a second approval is refused.
    const again = await as(operator, { method: 'POST', url: `/api/admin/offer-proposals/${proposal.id}/approve`, payload: { version: approved.json().proposal.version } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OfferReviewMessages.alreadyDecided);
  });

  it('leaves a live offer as members see it while a change waits, and shows the manager the reason it was rejected', async () => {
    const changed = await as(manager, { method: 'PUT', url: `/api/partner/offers/${liveOffer.id}`, payload: { ...offerAt(anchor, 'Two pints of the month'), version: liveOffer.version } });
    expect(changed.statusCode, changed.body).toBe(200);
    const { proposal } = changed.json();
    expect(changed.json().offer).toMatchObject({ id: liveOffer.id, title: 'Pint of the month' });
    expect(await catalogueTitles(t)).toEqual(['Pint of the month']);

    const review = (await as(operator, { method: 'GET', url: `/api/admin/offer-proposals/${proposal.id}` })).json();
    expect(review.before).toMatchObject({ title: 'Pint of the month' });
    expect(review.proposal.proposed).toMatchObject({ title: 'Two pints of the month' });

    const noReason = await as(operator, { method: 'POST', url: `/api/admin/offer-proposals/${proposal.id}/reject`, payload: { version: proposal.version, reason: '  ' } });
    expect(noReason.statusCode).toBe(400);
    const rejected = await as(operator, { method: 'POST', url: `/api/admin/offer-proposals/${proposal.id}/reject`, payload: { version: proposal.version, reason: 'Two pints breaks the licence.' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const seen = (await as(manager, { method: 'GET', url: `/api/partner/offers/${liveOffer.id}` })).json();
    expect(seen).toMatchObject({ title: 'Pint of the month', proposal: { state: 'rejected', reason: 'Two pints breaks the licence.' } });
    expect(await catalogueTitles(t)).toEqual(['Pint of the month']);
  });

  it('replaces a waiting change with a newer one, and refuses to approve a change the offer has moved on from', async () => {
    const first = await as(manager, { method: 'PUT', url: `/api/partner/offers/${liveOffer.id}`, payload: { ...offerAt(anchor, 'First idea'), version: liveOffer.version } });
    const second = await as(manager, { method: 'PUT', url: `/api/partner/offers/${liveOffer.id}`, payload: { ...offerAt(anchor, 'Better idea'), version: liveOffer.version } });
    expect(second.json().proposal.id).toBe(first.json().proposal.id);
    expect(second.json().proposal.proposed.title).toBe('Better idea');
    expect((await as(operator, { method: 'GET', url: '/api/admin/offer-proposals' })).json().items).toHaveLength(1);

    const edited = await as(operator, { method: 'PUT', url: `/api/admin/offers/${liveOffer.id}`, payload: { ...offerAt(anchor, 'Operator edit'), version: liveOffer.version } });
    expect(edited.statusCode).toBe(200);
    const digest = await databaseDigest(t);
    const stale = await as(operator, { method: 'POST', url: `/api/admin/offer-proposals/${second.json().proposal.id}/approve`, payload: { version: second.json().proposal.version } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(OfferReviewMessages.offerChangedSince);
    expect(await databaseDigest(t)).toBe(digest);
  });

  it('pauses and resumes without review, and lets the manager withdraw a waiting proposal', async () => {
    const paused = await as(manager, { method: 'POST', url: `/api/partner/offers/${liveOffer.id}/pause`, payload: { version: liveOffer.version } });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().active).toBe(false);
    expect(await catalogueTitles(t)).toEqual([]);
    const resumed = await as(manager, { method: 'POST', url: `/api/partner/offers/${liveOffer.id}/resume`, payload: { version: paused.json().version } });
    expect(resumed.json().active).toBe(true);
    expect(await catalogueTitles(t)).toEqual(['Pint of the month']);

    const proposal = (await as(manager, { method: 'POST', url: '/api/partner/offers', payload: offerAt(anchor) })).json().proposal;
    const withdrawn = await as(manager, { method: 'POST', url: `/api/partner/offer-proposals/${proposal.id}/withdraw`, payload: { version: proposal.version } });
    expect(withdrawn.json()).toMatchObject({ state: 'withdrawn' });
    expect((await as(operator, { method: 'GET', url: '/api/admin/offer-proposals' })).json().items).toEqual([]);
  });

  it('keeps the review queue to operators, writing nothing for anyone else', async () => {
    const proposal = (await as(manager, { method: 'POST', url: '/api/partner/offers', payload: offerAt(anchor) })).json().proposal;
    const digest = await databaseDigest(t);
    for (const route of [
      { method: 'GET', url: '/api/admin/offer-proposals' },
      { method: 'GET', url: `/api/admin/offer-proposals/${proposal.id}` },
      { method: 'POST', url: `/api/admin/offer-proposals/${proposal.id}/approve`, payload: { version: proposal.version } },
      { method: 'POST', url: `/api/admin/offer-proposals/${proposal.id}/reject`, payload: { version: proposal.version, reason: 'No.' } },
    ] satisfies Route[]) {
      const refused = await as(manager, route);
      expect(refused.statusCode, route.url).toBe(403);
      expect(refused.json().message).toBe(AdminMessages.adminOnly);
    }
    expect(await databaseDigest(t)).toBe(digest);
  });
});

describe('/api/partner/offers without review (PARTNER_OFFER_REVIEW off)', () => {
  let t: TestApp;
  let anchor: number;

  beforeAll(async () => {
    t = await buildTestApp({ PARTNER_OFFER_REVIEW: 'false', CATALOGUE_CACHE_TTL_SECONDS: '0' });
    [anchor] = await venues(t);
  });
  afterAll(() => t.close());

  it("puts a manager's new offer and change live at once, with no proposal", async () => {
    const manager = await asManager(t, [anchor]);
    const made = await t.app.inject({ method: 'POST', url: '/api/partner/offers', headers: manager, payload: offerAt(anchor) });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ offer: { title: 'Half-price chips' }, proposal: null });
    expect(await catalogueTitles(t)).toEqual(['Half-price chips']);
    const { id, version } = made.json().offer;
    const changed = await t.app.inject({ method: 'PUT', url: `/api/partner/offers/${id}`, headers: manager, payload: { ...offerAt(anchor, 'Chips and a dip'), active: false, version } });
    // The change is made, but not its pausing: that is the pause route's.
    expect(changed.json()).toMatchObject({ offer: { title: 'Chips and a dip', active: true }, proposal: null });
    expect((await auditRows(t)).map((entry) => [entry.action, entry.actor_email])).toEqual([
      ['create', 'manager-1@test.example'],
      ['update', 'manager-1@test.example'],
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/partner/offer-proposals', headers: manager })).json()).toEqual({ items: [], review: false });
  });
});
