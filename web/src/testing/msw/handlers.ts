import { http, HttpResponse } from 'msw';
import { API_HOST, makeConfig, makeProfile, TEST_ORIGIN } from '../factories.ts';

/** What the server answers when a test does not say otherwise. */
export const defaultHandlers = [
  http.get(`${TEST_ORIGIN}/config/config.json`, () => HttpResponse.json(makeConfig())),
  http.get(`${TEST_ORIGIN}/version.json`, () => HttpResponse.json({ version: '1.2.3' })),
  http.get(`${API_HOST}/venues`, () => HttpResponse.json([])),
  http.get(`${API_HOST}/me`, () => HttpResponse.json(makeProfile())),
  http.get(`${API_HOST}/me/weekly-digest`, () => HttpResponse.json({ subscribed: false, favouriteVenues: 0 })),
  // A verification code already on its way, so /verify sends none by itself.
  http.get(`${API_HOST}/me/verify`, () =>
    HttpResponse.json({ sent: { sentTo: 'ada@example.com', expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() } }),
  ),
  http.get(`${API_HOST}/registration-sources/:code`, () => HttpResponse.json({ found: false, name: null })),
  // The console's home, which an operator lands on: a scheme with nothing happening yet.
  http.get(`${API_HOST}/admin/overview`, () => {
    const quiet = { signUps: 0, redemptions: 0, vouchersIssued: 0, vouchersRedeemed: 0 };
    return HttpResponse.json({ today: quiet, last7Days: quiet, messagesWaiting: 0, contactMessagesOpen: 0, proposalsWaiting: 0 });
  }),
];
