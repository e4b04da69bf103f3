import { screen, within } from '@testing-library/react';
import { AdminMessages, OfferLockReasonText, WEEKDAYS, type AdminOffer, type AdminOfferPreview } from '@venue-pass/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { OTHER_TIME_ZONES, onMachineInTimeZone } from '../../../testing/machine-time-zone.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderConsolePage } from '../testing/render-console-page.tsx';
import { unlockSteps } from '../../offers/messages.ts';
import { formMessages } from '../form/messages.ts';
import { makeAdminVenue, makeOperatorTokens } from '../testing/admin-factories.ts';
import { offerMessages as m } from './messages.ts';
import { AdminOfferPage } from './offer-page.tsx';

const venue = makeAdminVenue({ id: 4, name: 'The Lantern' });
const availability = { ...makeAdminVenue().openingHours, fridayStartTime: '17:00', fridayStopTime: '23:00' };
const offer: AdminOffer = {
  id: 12,
  venueId: 4,
  venueName: 'The Lantern',
  title: 'Two for one',
  description: 'Two drinks for the price of one.',
  startsAt: '2026-06-01T09:00:00.000Z',
  endsAt: '2026-09-01T09:00:00.000Z',
  availability,
  requirement: 'Photo',
  vip: false,
  redemptionRule: 'daily',
  active: true,
  version: 3,
  createdAt: '2026-05-01T09:00:00.000Z',
  updatedAt: '2026-05-01T09:00:00.000Z',
};
const offerVenue = { id: 4, name: 'The Lantern', logoUrl: '/media/venues/4.png', description: '', isFavourite: false };
const preview: AdminOfferPreview = {
  unlocked: { id: 12, name: 'Two for one', description: offer.description, dateVisibleTo: offer.endsAt, venue: offerVenue, dealAvailability: availability, requirement: 'Photo', locked: false },
  locked: { id: 12, name: 'Two for one', venue: offerVenue, requirement: 'Photo', locked: true },
  atTheCounter: null,
};

function showStoredOffer(answer: AdminOfferPreview = preview, stored: AdminOffer = offer) {
  server.use(
    http.get(`${API_HOST}/admin/offers/12`, () => HttpResponse.json(stored)),
    http.get(`${API_HOST}/admin/offers/12/preview`, () => HttpResponse.json(answer)),
    http.get(`${API_HOST}/admin/venues`, () => HttpResponse.json({ items: [venue], nextCursor: null })),
  );
  return renderConsolePage(<AdminOfferPage />, { path: '/admin/offers/:id', route: '/admin/offers/12', signedIn: makeOperatorTokens() });
}

function showNewOffer() {
  server.use(http.get(`${API_HOST}/admin/venues`, () => HttpResponse.json({ items: [venue], nextCursor: null })));
  return renderConsolePage(<AdminOfferPage />, { path: '/admin/offers/:id', route: '/admin/offers/new', signedIn: makeOperatorTokens() });
}

const dayFields = WEEKDAYS.map((day) => ({
  from: formMessages.from(formMessages.weekdays[day]),
  until: formMessages.until(formMessages.weekdays[day]),
}));

describe('AdminOfferPage', () => {
  it("shows the stored offer in the form and the member's card of it, unlocked and locked", async () => {
    server.use(
      http.get(`${API_HOST}/admin/offers/12`, () => HttpResponse.json(offer)),
      http.get(`${API_HOST}/admin/offers/12/preview`, () => HttpResponse.json(preview)),
      http.get(`${API_HOST}/admin/venues`, () => HttpResponse.json({ items: [venue], nextCursor: null })),
    );
    renderConsolePage(<AdminOfferPage />, { path: '/admin/offers/:id', route: '/admin/offers/12', signedIn: makeOperatorTokens() });

    expect(await screen.findByRole('heading', { name: m.editTitle('Two for one') })).toBeInTheDocument();
    expect(screen.getByLabelText(m.offerTitle)).toHaveValue('Two for one');
    expect(screen.getByLabelText(m.requirement)).toHaveValue('Photo');
    expect(screen.getByLabelText(m.redemptionRule)).toHaveValue('daily');
    expect(await screen.findByRole('option', { name: 'The Lantern' })).toBeInTheDocument();
    expect(screen.getByLabelText(m.venue)).toHaveValue('4');

    const previewPanel = screen.getByRole('complementary', { name: m.preview });
    const cards = await within(previewPanel).findAllByRole('article', { name: 'Two for one' });
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Two drinks for the price of one.');
    expect(cards[1]).toHaveTextContent(unlockSteps.Photo.text);
  });

  it('starts a new offer from all day, every day, so an offer saved as the form stands can be used', async () => {
    showNewOffer();
    expect(await screen.findByRole('heading', { name: m.newOffer })).toBeInTheDocument();
    for (const { from, until } of dayFields) {
      expect(screen.getByLabelText(from)).toHaveValue('00:00');
      expect(screen.getByLabelText(until)).toHaveValue('23:59');
    }
  });

  it('refuses an offer with no hours on any day before sending it, saying why', async () => {
    let posted = false;
    server.use(
      http.post(`${API_HOST}/admin/offers`, () => {
        posted = true;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user } = showNewOffer();
    expect(await screen.findByRole('option', { name: 'The Lantern' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(m.venue), '4');
    await user.type(screen.getByLabelText(m.offerTitle), 'Two for one');
    await user.type(screen.getByLabelText(m.description), 'Two drinks for the price of one.');
    await user.type(screen.getByLabelText(m.endsAt), '2027-06-30T23:59');
    for (const { from, until } of dayFields) {
      await user.clear(screen.getByLabelText(from));
      await user.clear(screen.getByLabelText(until));
    }
    await user.click(screen.getByRole('button', { name: formMessages.create }));
    const hours = screen.getByRole('group', { name: m.availability });
    expect(await within(hours).findByText(AdminMessages.neverAvailable)).toBeInTheDocument();
    expect(posted).toBe(false);
  });

  it("says in the operator's words what an empty venue and start need, never 'Invalid ISO datetime'", async () => {
    const { user, container } = showNewOffer();
    await screen.findByRole('heading', { name: m.newOffer });
    await user.clear(screen.getByLabelText(m.startsAt));

    await user.click(screen.getByRole('button', { name: formMessages.create }));

    expect(await screen.findByText(m.fieldErrors.venueId)).toBeInTheDocument();
    expect(screen.getByText(m.fieldErrors.startsAt)).toBeInTheDocument();
    expect(screen.getByLabelText(m.startsAt)).toHaveAttribute('aria-invalid', 'true');
    expect(container).not.toHaveTextContent(/Invalid ISO|Invalid input|expected number/);
  });

  it('marks the venue, title, description and dates as required', async () => {
    showNewOffer();
    await screen.findByRole('heading', { name: m.newOffer });
    for (const label of [m.offerTitle, m.description, m.startsAt, m.endsAt]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByLabelText(m.venue, { selector: 'select' })).toBeRequired();
    expect(screen.getByLabelText(m.vip)).not.toBeRequired();
  });

  it('shows what the staff screen shows for the offer now, in its own words', async () => {
    showStoredOffer({ ...preview, atTheCounter: 'OutsideHours' });
    const previewPanel = await screen.findByRole('complementary', { name: m.preview });
    expect(await within(previewPanel).findByText(m.counterLocked('OutsideHours'))).toBeInTheDocument();
    expect(within(previewPanel).getByText(`Locked: ${OfferLockReasonText.OutsideHours}`)).toBeInTheDocument();
  });

  it('shows that staff can redeem the offer now, and that an inactive one is shown to nobody', async () => {
    const { unmount } = showStoredOffer();
    const previewPanel = await screen.findByRole('complementary', { name: m.preview });
    expect(await within(previewPanel).findByText(m.counterAvailable)).toBeInTheDocument();
    unmount();
    showStoredOffer(preview, { ...offer, active: false });
    expect(await within(await screen.findByRole('complementary', { name: m.preview })).findByText(m.counterInactive)).toBeInTheDocument();
  });
});

describe('AdminOfferPage dates', () => {
  it("reads the typed date back en-GB with the scheme's zone, as members will read it", async () => {
    const { user } = showStoredOffer();
    const endsAt = await screen.findByLabelText(m.endsAt);
    await user.clear(endsAt);
    await user.type(endsAt, '2027-06-30T23:59');
    expect(endsAt).toHaveAccessibleDescription(formMessages.schemeTimeReads('30 June 2027 at 23:59'));
    expect(formMessages.schemeTimeReads('30 June 2027 at 23:59')).toBe('30 June 2027 at 23:59, Europe/London time.');
  });

  it("shows an offer without an end as 'No end' rather than year 9999, and keeps it so on save", async () => {
    let saved: Record<string, unknown> | undefined;
    server.use(
      http.put(`${API_HOST}/admin/offers/12`, async ({ request }) => {
        saved = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...offer, version: 4 });
      }),
    );
    const { user } = showStoredOffer(preview, { ...offer, endsAt: '9999-12-31T23:59:59.000Z' });
    expect(await screen.findByLabelText(formMessages.noEnd)).toBeChecked();
    expect(screen.queryByLabelText(m.endsAt)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: formMessages.save }));
    await expect.poll(() => saved).toBeDefined();
    expect(saved?.['endsAt']).toBe('9999-12-31T23:59:59Z');

    await user.click(screen.getByLabelText(formMessages.noEnd));
    expect(screen.getByLabelText(m.endsAt)).toHaveValue('');
  });
});

// Issue 22 item 2: the console reads and writes an offer's dates on the scheme's clock (London), whatever
// the operator's browser is set to, so members see the day the operator typed.
describe.each(OTHER_TIME_ZONES)('AdminOfferPage in a browser set to %s', (zone) => {
  onMachineInTimeZone(zone);

  it("shows the stored dates and saves the typed ones on London's clock", async () => {
    let saved: Record<string, unknown> | undefined;
    server.use(
      http.put(`${API_HOST}/admin/offers/12`, async ({ request }) => {
        saved = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...offer, version: 4 });
      }),
    );
    // 09:00 on 1 June 2026 and 23:59 on 31 March 2027 in London (British Summer Time on both days).
    const { user } = showStoredOffer(preview, { ...offer, startsAt: '2026-06-01T08:00:00.000Z', endsAt: '2027-03-31T22:59:00.000Z' });
    const endsAt = await screen.findByLabelText(m.endsAt);
    expect(screen.getByLabelText(m.startsAt)).toHaveValue('2026-06-01T09:00');
    expect(endsAt).toHaveValue('2027-03-31T23:59');

    await user.clear(endsAt);
    await user.type(endsAt, '2027-06-30T23:59');
    await user.click(screen.getByRole('button', { name: formMessages.save }));
    await expect.poll(() => saved).toBeDefined();
    expect(Date.parse(String(saved?.['endsAt']))).toBe(Date.parse('2027-06-30T22:59:00Z'));
    expect(Date.parse(String(saved?.['startsAt']))).toBe(Date.parse('2026-06-01T08:00:00Z'));
  });
});
