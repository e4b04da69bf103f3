import {
  OfferLockReasonText,
  StaffMessages,
  type PromoCode,
  type StaffCard,
  type StaffRedemption,
  type StaffVenue,
  type StaffVoucher,
  type StaffVoucherStatus,
} from '@venue-pass/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_HOST, makeTokenSet } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { staffMessages as m } from '../messages.ts';
import type { QrDecoder } from '../qr-decoder.ts';
import { STAFF_VENUE_STORAGE_KEY } from '../venue-storage.ts';
import { StaffPage, type StaffPageProps } from './staff-page.tsx';

const USER_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const CARD_NUMBER = '0F8FAD5BD9CB';
const PROMO_CODE_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const HARBOUR: StaffVenue = { id: 2, name: 'Harbour Lights', logoUrl: '/media/venues/harbour-lights.svg', timeZone: 'Europe/London' };
const KETTLE: StaffVenue = { id: 1, name: 'The Copper Kettle', logoUrl: '/media/venues/copper-kettle.svg', timeZone: 'Europe/London' };

function makeCard(overrides: Partial<StaffCard> = {}): StaffCard {
  return {
    firstName: 'Alex',
    lastInitial: 'M',
    photoUrl: '/api/staff/photos/signed-token',
    badges: { verified: true, student: false, vip: true },
    offers: [
      { id: 11, name: 'Welcome drink', description: 'A glass on arrival.', redemptionRule: 'once', status: 'available', lockReason: null, usedAt: null },
      { id: 12, name: 'Coffee of the day', description: 'Daily.', redemptionRule: 'daily', status: 'used', lockReason: null, usedAt: '2026-11-25T09:05:00Z' },
      { id: 13, name: 'Student flat white', description: 'Students.', redemptionRule: 'weekly', status: 'locked', lockReason: 'NotStudent', usedAt: null },
    ],
    ...overrides,
  };
}

function makeRedemption(overrides: Partial<StaffRedemption> = {}): StaffRedemption {
  return {
    id: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
    kind: 'offer',
    venueId: HARBOUR.id,
    title: 'Welcome drink',
    memberFirstName: 'Alex',
    redeemedAt: new Date().toISOString(),
    undoableUntil: new Date(Date.now() + 120_000).toISOString(),
    undone: false,
    ...overrides,
  };
}

function makePromoCode(overrides: Partial<PromoCode> = {}): PromoCode {
  return {
    id: PROMO_CODE_ID,
    code: 'AB12CD34EF',
    promotionName: 'Free dessert',
    venueName: HARBOUR.name,
    expiresAt: '2099-01-31T12:00:00Z',
    isRedeemed: false,
    redeemedAt: null,
    ...overrides,
  };
}

function venues(list: StaffVenue[]) {
  server.use(http.get(`${API_HOST}/staff/venues`, () => HttpResponse.json(list)));
}

/** A refusal of the card lookup: its status and message. */
interface Refused {
  status: number;
  message: string;
}

/** The card lookup answering `answers` in turn (the last one from then on), recording each request's URL. */
function cardLookup(...answers: Array<StaffCard | Refused>) {
  const requests: URL[] = [];
  server.use(
    http.get(`${API_HOST}/staff/cards/:cardId`, ({ request }) => {
      requests.push(new URL(request.url));
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      return 'status' in answer ? HttpResponse.json({ message: answer.message }, { status: answer.status }) : HttpResponse.json(answer);
    }),
  );
  return requests;
}

function makeStaffVoucher(overrides: Partial<Extract<StaffVoucher, { status: StaffVoucherStatus }>> = {}): StaffVoucher {
  return {
    status: 'redeemable',
    code: 'AB12CD34EF',
    promotionName: 'Free dessert',
    venueName: HARBOUR.name,
    expiresAt: '2099-01-31T12:00:00Z',
    redeemedAt: null,
    redeemedVenueName: null,
    ...overrides,
  };
}

/** The staff voucher look-up answering `answers` in turn (the last one from then on), recording each request's URL. */
function voucherLookup(...answers: Array<StaffVoucher | number>) {
  const requests: URL[] = [];
  server.use(
    http.get(`${API_HOST}/staff/vouchers/:voucher`, ({ request }) => {
      requests.push(new URL(request.url));
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      return typeof answer === 'number' ? HttpResponse.json({ message: 'There is no promo code with this id.' }, { status: answer }) : HttpResponse.json(answer);
    }),
  );
  return requests;
}

const staffTokens = () => makeTokenSet({ claims: { resource_access: { 'venue-pass-api': { roles: ['staff'] } }, 'pos-site-id': ['1', '2'] } });

function renderStaffPage(props: StaffPageProps = {}) {
  return renderWithProviders(<StaffPage {...props} />, { path: '/staff', signedIn: staffTokens() });
}

async function typeEntry(user: ReturnType<typeof renderStaffPage>['user'], text: string) {
  const field = await screen.findByLabelText(m.manualEntry);
  await user.clear(field);
  await user.type(field, text);
  await user.click(screen.getByRole('button', { name: m.check }));
}

const result = () => screen.getByRole('region', { name: m.result });

/** The refusal a tap on Redeem came to, shown over the screen. */
async function refusal() {
  return within(await screen.findByRole('dialog', { name: m.notRedeemed })).getByRole('alert');
}

/** Gives this test's navigator these properties, shadowing jsdom's own until the test ends. */
function stubNavigator(properties: Record<string, unknown>) {
  for (const [name, value] of Object.entries(properties)) Object.defineProperty(navigator, name, { value, configurable: true });
}

beforeEach(() => {
  stubNavigator({ vibrate: vi.fn(() => true) });
});

afterEach(() => {
  localStorage.clear();
  for (const name of ['vibrate', 'mediaDevices']) Reflect.deleteProperty(navigator, name);
});

describe('StaffPage', () => {
  it('says so when the camera is not available, and offers the manual entry', async () => {
    venues([HARBOUR]);
    renderStaffPage();
    expect(await screen.findByRole('heading', { name: m.title })).toBeInTheDocument();
    expect(await screen.findByText(HARBOUR.name)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(m.cameraUnavailable);
    expect(screen.getByRole('tab', { name: m.scanTab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(m.manualEntry)).toBeInTheDocument();
  });

  it('refuses an entry that is neither a card number nor a voucher code', async () => {
    venues([HARBOUR]);
    const { user } = renderStaffPage();
    await typeEntry(user, 'hello');
    expect(await screen.findByText(m.manualEntryInvalid)).toBeInTheDocument();
  });

  it('shows the member for a typed card number: name, photo, badges and offers with their state', async () => {
    venues([HARBOUR]);
    const requests = cardLookup(makeCard());
    const { user } = renderStaffPage();
    await typeEntry(user, '0f8f ad5b d9cb');

    expect(await screen.findByText('Alex M.')).toBeInTheDocument();
    expect(requests[0]!.pathname).toBe(`/api/staff/cards/${CARD_NUMBER}`);
    expect(requests[0]!.searchParams.get('venueId')).toBe(String(HARBOUR.id));
    expect(screen.getByRole('img', { name: m.memberPhoto('Alex M.') })).toHaveAttribute('src', '/api/staff/photos/signed-token');
    const badges = within(screen.getByRole('list', { name: m.badgesLabel }));
    expect(badges.getByText(m.verified)).toBeInTheDocument();
    expect(badges.getByText(m.vip)).toBeInTheDocument();
    expect(badges.queryByText(m.student)).not.toBeInTheDocument();

    expect(screen.getByRole('button', { name: m.redeemOffer('Welcome drink') })).toHaveTextContent(m.redeem);
    expect(screen.getByText(m.usedAt('25 Nov, 09:05'))).toBeInTheDocument();
    expect(screen.getByText(`${m.locked}: ${OfferLockReasonText.NotStudent}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.redeemOffer('Coffee of the day') })).not.toBeInTheDocument();
  });

  it("shows a big 'Card not valid' for a blocked card", async () => {
    venues([HARBOUR]);
    cardLookup({ status: 404, message: StaffMessages.cardNotValid });
    const { user } = renderStaffPage();
    await typeEntry(user, USER_ID);
    const alert = await within(result()).findByRole('alert');
    expect(alert).toHaveTextContent(StaffMessages.cardNotValid);
    expect(alert).toHaveTextContent(m.cardNotValidHint);
    expect(alert).not.toHaveTextContent(StaffMessages.cardNotFound);
  });

  it('says a mistyped card number was not found, and keeps what was typed to correct it', async () => {
    venues([HARBOUR]);
    const requests = cardLookup({ status: 404, message: StaffMessages.cardNotFound }, makeCard());
    const { user } = renderStaffPage();
    await typeEntry(user, '0f8f ad5b d9cc');
    const alert = await within(result()).findByRole('alert');
    expect(alert).toHaveTextContent(StaffMessages.cardNotFound);
    expect(alert).toHaveTextContent(m.cardNotFoundHint);
    expect(alert).not.toHaveTextContent(StaffMessages.cardNotValid);
    const field = screen.getByLabelText(m.manualEntry);
    expect(field).toHaveValue('0f8f ad5b d9cc');

    await user.type(field, '{Backspace}b');
    await user.click(screen.getByRole('button', { name: m.check }));
    expect(await screen.findByText('Alex M.')).toBeInTheDocument();
    expect(requests.map((request) => request.pathname)).toEqual(['/api/staff/cards/0F8FAD5BD9CC', `/api/staff/cards/${CARD_NUMBER}`]);

    await user.click(screen.getByRole('button', { name: m.clear }));
    expect(screen.getByLabelText(m.manualEntry)).toHaveValue('');
  });

  it('redeems with no confirmation, buzzes, shows the green state with Undo, and the offer as used', async () => {
    venues([HARBOUR]);
    const used = makeCard({
      offers: [{ ...makeCard().offers[0]!, status: 'used', usedAt: '2026-11-25T21:04:00Z' }],
    });
    cardLookup(makeCard(), used);
    const posts: Array<{ body: unknown; key: string | null }> = [];
    const undos: string[] = [];
    server.use(
      http.post(`${API_HOST}/staff/redemptions`, async ({ request }) => {
        posts.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        return HttpResponse.json(makeRedemption(), { status: 201 });
      }),
      http.delete(`${API_HOST}/staff/redemptions/:id`, ({ params }) => {
        undos.push(String(params['id']));
        return HttpResponse.json(makeRedemption({ undone: true, undoableUntil: null }));
      }),
    );
    const { user } = renderStaffPage();
    await typeEntry(user, USER_ID);
    await user.click(await screen.findByRole('button', { name: m.redeemOffer('Welcome drink') }));

    const banner = await screen.findByRole('dialog', { name: m.redeemed });
    expect(banner).toHaveTextContent(m.redeemedTitle('Welcome drink'));
    expect(posts).toEqual([{ body: { cardId: USER_ID, offerId: 11, venueId: HARBOUR.id }, key: expect.stringMatching(/\S+/) }]);
    expect(navigator.vibrate).toHaveBeenCalled();
    expect(await screen.findByText(m.usedAt('25 Nov, 21:04'))).toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: m.undo }));
    expect(await screen.findByRole('dialog', { name: m.undone })).toBeInTheDocument();
    expect(undos).toEqual([makeRedemption().id]);
  });

  it('shows the outcome over the screen with the focus on it, offers no Redeem meanwhile, and keeps the offers where they were', async () => {
    venues([HARBOUR]);
    const happyHour = { ...makeCard().offers[0]!, id: 14, name: 'Happy hour' };
    const [welcome, coffee] = makeCard().offers;
    // The server lists available offers first: once used, Welcome drink would move down and Happy hour up, under the thumb.
    cardLookup(
      makeCard({ offers: [welcome!, happyHour, coffee!] }),
      makeCard({ offers: [happyHour, { ...welcome!, status: 'used', usedAt: '2026-11-25T21:04:00Z' }, coffee!] }),
    );
    server.use(http.post(`${API_HOST}/staff/redemptions`, () => HttpResponse.json(makeRedemption(), { status: 201 })));
    const { user } = renderStaffPage();
    await typeEntry(user, USER_ID);
    await user.click(await screen.findByRole('button', { name: m.redeemOffer('Welcome drink') }));

    const outcome = await screen.findByRole('dialog', { name: m.redeemed });
    expect(outcome).toHaveTextContent(m.redeemedTitle('Welcome drink'));
    await waitFor(() => expect(outcome).toContainElement(document.activeElement as HTMLElement));
    expect(await screen.findByText(m.usedAt('25 Nov, 21:04'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.redeemOffer('Happy hour'), hidden: true })).toBeDisabled();

    await user.click(within(outcome).getByRole('button', { name: m.done }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const offers = within(screen.getByRole('region', { name: m.offersHere })).getAllByRole('listitem');
    expect(offers.map((offer) => offer.querySelector('p')?.textContent)).toEqual(['Welcome drink', 'Happy hour', 'Coffee of the day']);
    expect(screen.getByRole('button', { name: m.redeemOffer('Happy hour') })).toBeEnabled();
  });

  it("says 'Already used' when the server answers 409", async () => {
    venues([HARBOUR]);
    cardLookup(makeCard());
    server.use(http.post(`${API_HOST}/staff/redemptions`, () => HttpResponse.json({ message: StaffMessages.alreadyUsed }, { status: 409 })));
    const { user } = renderStaffPage();
    await typeEntry(user, USER_ID);
    await user.click(await screen.findByRole('button', { name: m.redeemOffer('Welcome drink') }));
    expect(await refusal()).toHaveTextContent(StaffMessages.alreadyUsed);
  });

  it('says the redemption was undone, not that the offer is used, when a retry finds its first attempt undone (409)', async () => {
    venues([HARBOUR]);
    cardLookup(makeCard());
    server.use(http.post(`${API_HOST}/staff/redemptions`, () => HttpResponse.json({ message: StaffMessages.redemptionUndone }, { status: 409 })));
    const { user } = renderStaffPage();
    await typeEntry(user, USER_ID);
    await user.click(await screen.findByRole('button', { name: m.redeemOffer('Welcome drink') }));
    const alert = await refusal();
    expect(alert).toHaveTextContent(StaffMessages.redemptionUndone);
    expect(alert).not.toHaveTextContent(StaffMessages.alreadyUsed);
  });

  it("shows the server's reason when the offer is not available now (422)", async () => {
    venues([HARBOUR]);
    cardLookup(makeCard());
    server.use(
      http.post(`${API_HOST}/staff/redemptions`, () => HttpResponse.json({ message: OfferLockReasonText.OutsideHours }, { status: 422 })),
    );
    const { user } = renderStaffPage();
    await typeEntry(user, USER_ID);
    await user.click(await screen.findByRole('button', { name: m.redeemOffer('Welcome drink') }));
    expect(await refusal()).toHaveTextContent(OfferLockReasonText.OutsideHours);
  });

  it('sends the same Idempotency-Key again when the first attempt got no answer, and a new one for the next redemption', async () => {
    venues([HARBOUR]);
    cardLookup(makeCard());
    const keys: Array<string | null> = [];
    let attempt = 0;
    server.use(
      http.post(`${API_HOST}/staff/redemptions`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        attempt += 1;
        return attempt === 1 ? HttpResponse.error() : HttpResponse.json(makeRedemption(), { status: 201 });
      }),
    );
    const { user } = renderStaffPage();
    await typeEntry(user, USER_ID);
    const redeem = await screen.findByRole('button', { name: m.redeemOffer('Welcome drink') });
    await user.click(redeem);
    expect(await refusal()).toHaveTextContent(m.failed);
    await user.click(screen.getByRole('button', { name: m.done }));
    await user.click(screen.getByRole('button', { name: m.redeemOffer('Welcome drink') }));
    expect(await screen.findByRole('dialog', { name: m.redeemed })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: m.done }));
    await user.click(screen.getByRole('button', { name: m.redeemOffer('Welcome drink') }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('hides Undo once the two minutes are over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    venues([HARBOUR]);
    cardLookup(makeCard());
    server.use(http.post(`${API_HOST}/staff/redemptions`, () => HttpResponse.json(makeRedemption(), { status: 201 })));
    const { user } = renderStaffPage();
    await typeEntry(user, USER_ID);
    await user.click(await screen.findByRole('button', { name: m.redeemOffer('Welcome drink') }));
    const banner = await screen.findByRole('dialog', { name: m.redeemed });
    expect(within(banner).getByRole('button', { name: m.undo })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(121_000));
    expect(within(banner).queryByRole('button', { name: m.undo })).not.toBeInTheDocument();
  });

  describe('vouchers', () => {
    function redeemAnswers(status: number, message = 'refused') {
      server.use(
        http.post(`${API_HOST}/promo-codes/redeem`, () =>
          status === 200
            ? HttpResponse.json({ ...makePromoCode({ isRedeemed: true, redeemedAt: new Date().toISOString() }), redemptionId: makeRedemption().id })
            : HttpResponse.json({ message }, { status }),
        ),
      );
    }

    it('shows a scanned voucher with its promotion, venue and expiry, and redeems it', async () => {
      venues([HARBOUR]);
      const requests = voucherLookup(makeStaffVoucher());
      redeemAnswers(200);
      const { user } = renderStaffPage({ loadDecoder: undefined });
      await typeEntry(user, `https://venuepass.example/q/${PROMO_CODE_ID}`);
      expect(await screen.findByText('Free dessert')).toBeInTheDocument();
      expect(requests[0]!.pathname).toBe(`/api/staff/vouchers/${PROMO_CODE_ID}`);
      expect(requests[0]!.searchParams.get('venueId')).toBe(String(HARBOUR.id));
      expect(screen.getByText(m.voucherVenue(HARBOUR.name))).toBeInTheDocument();
      expect(screen.getByText(m.validUntil('31 January 2099'))).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: m.redeem }));
      const banner = await screen.findByRole('dialog', { name: m.redeemed });
      expect(banner).toHaveTextContent(m.redeemedTitle('Free dessert'));
      expect(within(banner).getByRole('button', { name: m.undo })).toBeInTheDocument();
    });

    it("shows a typed code's promotion, venue and expiry before Redeem", async () => {
      venues([HARBOUR]);
      const requests = voucherLookup(makeStaffVoucher({ promotionName: 'Two for one', venueName: null }));
      const { user } = renderStaffPage();
      await typeEntry(user, 'ab12 cd34ef');
      expect(await screen.findByText('Two for one')).toBeInTheDocument();
      expect(requests[0]!.pathname).toBe('/api/staff/vouchers/AB12CD34EF');
      expect(screen.getByText(m.voucherAnyVenue)).toBeInTheDocument();
      expect(screen.getByText(m.validUntil('31 January 2099'))).toBeInTheDocument();
      expect(screen.getByText(m.voucherCode('AB12CD34EF'))).toBeInTheDocument();
      expect(screen.getByRole('button', { name: m.redeem })).toBeEnabled();
    });

    it('redeems a voucher at the venue chosen on the phone: the request names it', async () => {
      venues([HARBOUR]);
      voucherLookup(makeStaffVoucher());
      const bodies: unknown[] = [];
      server.use(
        http.post(`${API_HOST}/promo-codes/redeem`, async ({ request }) => {
          bodies.push(await request.json());
          return HttpResponse.json({ ...makePromoCode({ isRedeemed: true, redeemedAt: new Date().toISOString() }), redemptionId: makeRedemption().id });
        }),
      );
      const { user } = renderStaffPage();
      await typeEntry(user, 'ab12cd34ef');
      await user.click(await screen.findByRole('button', { name: m.redeem }));
      expect(await screen.findByRole('dialog', { name: m.redeemed })).toBeInTheDocument();
      expect(bodies).toEqual([{ code: 'AB12CD34EF', venueId: HARBOUR.id }]);
    });

    it.each([
      [409, 'refused', m.voucherAlreadyRedeemed],
      [409, StaffMessages.redemptionUndone, StaffMessages.redemptionUndone],
      [410, 'refused', m.voucherExpired],
      [410, StaffMessages.voucherWithdrawn, StaffMessages.voucherWithdrawn],
      [403, StaffMessages.otherVenue, StaffMessages.otherVenue],
    ])('answers a %i (%s) to Redeem with its own message when the voucher looks unchanged', async (status, answer, message) => {
      venues([HARBOUR]);
      voucherLookup(makeStaffVoucher());
      redeemAnswers(status, answer);
      const { user } = renderStaffPage();
      await typeEntry(user, 'ab12cd34ef');
      await user.click(await screen.findByRole('button', { name: m.redeem }));
      expect(await refusal()).toHaveTextContent(message);
    });

    it('says when and where a voucher was used when Redeem is refused, and offers Redeem no more', async () => {
      venues([HARBOUR]);
      const usedThere = makeStaffVoucher({ status: 'redeemed', redeemedAt: '2026-11-25T20:30:00Z', redeemedVenueName: KETTLE.name });
      voucherLookup(makeStaffVoucher(), usedThere);
      redeemAnswers(409);
      const { user } = renderStaffPage();
      await typeEntry(user, 'ab12cd34ef');
      await user.click(await screen.findByRole('button', { name: m.redeem }));
      const said = `${m.voucherAlreadyRedeemed} ${m.redeemedWhen('25 Nov, 20:30', KETTLE.name)}`;
      expect(await refusal()).toHaveTextContent(said);
      await user.click(screen.getByRole('button', { name: m.done }));
      expect(within(result()).getByRole('alert')).toHaveTextContent(said);
      expect(screen.queryByRole('button', { name: m.redeem })).not.toBeInTheDocument();
    });

    it('says at once that a voucher was redeemed (when and where), has expired or was withdrawn, with no Redeem', async () => {
      venues([HARBOUR]);
      voucherLookup(
        makeStaffVoucher({ status: 'redeemed', redeemedAt: '2026-11-25T20:30:00Z', redeemedVenueName: HARBOUR.name }),
        makeStaffVoucher({ status: 'expired', expiresAt: '2020-01-01T00:00:00Z' }),
        makeStaffVoucher({ status: 'withdrawn' }),
      );
      const { user } = renderStaffPage();
      await typeEntry(user, PROMO_CODE_ID);
      expect(await within(result()).findByRole('alert')).toHaveTextContent(`${m.voucherAlreadyRedeemed} ${m.redeemedWhen('25 Nov, 20:30', HARBOUR.name)}`);
      expect(screen.queryByRole('button', { name: m.redeem })).not.toBeInTheDocument();
      await typeEntry(user, 'ZyXwVuTsRqPoNmLkJiHgFe');
      expect(await screen.findByText(m.voucherExpired)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: m.redeem })).not.toBeInTheDocument();
      await typeEntry(user, 'ab12cd34ef');
      expect(await screen.findByText(m.voucherWithdrawn)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: m.redeem })).not.toBeInTheDocument();
    });

    it("names the venue of another venue's voucher, and shows nothing else of it and no Redeem", async () => {
      venues([HARBOUR]);
      voucherLookup({ status: 'otherVenue', venueName: KETTLE.name });
      const { user } = renderStaffPage();
      await typeEntry(user, 'ab12cd34ef');
      expect(await within(result()).findByRole('alert')).toHaveTextContent(m.voucherOtherVenue(KETTLE.name));
      expect(within(result()).getByText(m.voucherCode('AB12CD34EF'))).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: m.redeem })).not.toBeInTheDocument();
    });

    it('says a voucher code was not found', async () => {
      venues([HARBOUR]);
      voucherLookup(404);
      const { user } = renderStaffPage();
      await typeEntry(user, 'ab12cd34ef');
      expect(await within(result()).findByRole('alert')).toHaveTextContent(m.voucherNotFound);
    });
  });

  it('asks staff at several venues to pick one, and remembers it on the device', async () => {
    venues([KETTLE, HARBOUR]);
    const requests = cardLookup(makeCard());
    const { user, unmount } = renderStaffPage();
    const picker = await screen.findByLabelText(m.venue);
    expect(screen.queryByRole('tab', { name: m.scanTab })).not.toBeInTheDocument();
    await user.selectOptions(picker, HARBOUR.name);
    expect(localStorage.getItem(STAFF_VENUE_STORAGE_KEY)).toBe(String(HARBOUR.id));
    await typeEntry(user, USER_ID);
    await screen.findByText('Alex M.');
    expect(requests[0]!.searchParams.get('venueId')).toBe(String(HARBOUR.id));
    unmount();

    renderStaffPage();
    expect(await screen.findByLabelText(m.venue)).toHaveValue(String(HARBOUR.id));
    expect(screen.getByRole('tab', { name: m.scanTab })).toBeInTheDocument();
  });

  it("lists today's redemptions of the venue, newest first, with Undo on the staff member's own recent one", async () => {
    venues([HARBOUR]);
    const voucher = makeRedemption({
      id: '00000000-0000-4000-8000-000000000002',
      kind: 'voucher',
      title: 'Free dessert',
      memberFirstName: null,
      redeemedAt: '2026-11-25T21:45:00Z',
    });
    const offer = makeRedemption({
      id: '00000000-0000-4000-8000-000000000001',
      title: 'Welcome drink',
      redeemedAt: '2026-11-25T19:10:00Z',
      undoableUntil: null,
    });
    let undone = false;
    server.use(
      http.get(`${API_HOST}/staff/redemptions`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('venueId')).toBe(String(HARBOUR.id));
        const redemptions = [offer, undone ? { ...voucher, undone: true, undoableUntil: null } : voucher];
        return HttpResponse.json({ venueId: HARBOUR.id, date: '2026-11-25', redemptions });
      }),
      http.delete(`${API_HOST}/staff/redemptions/${voucher.id}`, () => {
        undone = true;
        return HttpResponse.json({ ...voucher, undone: true, undoableUntil: null });
      }),
    );
    const { user } = renderStaffPage();
    await user.click(await screen.findByRole('tab', { name: m.todayTab }));
    expect(await screen.findByRole('heading', { name: m.todayTitle })).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      `21:45${m.voucherKind}: Free dessert—${m.undo}`,
      `19:10${m.offerKind}: Welcome drinkAlex`,
    ]);

    await user.click(screen.getByRole('button', { name: m.undoOf('Free dessert') }));
    expect(await screen.findByText(m.undoneMark)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.undoOf('Free dessert') })).not.toBeInTheDocument();
  });

  it('reads a card from the camera without a button press, once while it stays in view', async () => {
    venues([HARBOUR]);
    const requests = cardLookup(makeCard());
    const stop = vi.fn();
    const track = { stop, getCapabilities: () => ({ torch: true }), applyConstraints: vi.fn(async () => undefined) };
    stubNavigator({ mediaDevices: { getUserMedia: vi.fn(async () => ({ getTracks: () => [track], getVideoTracks: () => [track] })) } });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const decoder: QrDecoder = { decode: vi.fn(async () => [USER_ID]) };
    const { user, unmount } = renderStaffPage({ loadDecoder: async () => decoder });

    expect(await screen.findByText('Alex M.')).toBeInTheDocument();
    expect(screen.getByText(m.pointAtCode)).toBeInTheDocument();
    await waitFor(() => expect(vi.mocked(decoder.decode).mock.calls.length).toBeGreaterThan(2));
    expect(requests).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: m.torchOn }));
    expect(track.applyConstraints).toHaveBeenCalledWith({ advanced: [{ torch: true }] });
    expect(screen.getByRole('button', { name: m.torchOff })).toHaveAttribute('aria-pressed', 'true');

    unmount();
    expect(stop).toHaveBeenCalled();
  });
});
