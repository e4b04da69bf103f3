import { expect, test, type Page } from '@playwright/test';
import { fetchProfile, signInOnProvider } from './session.ts';

const DEMO = { email: 'demo@venuepass.example', password: 'VenuePass-demo-2025', firstName: 'Alex' };

/** The refresh token a tab keeps in its session storage. */
function heldRefreshToken(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (JSON.parse(sessionStorage.getItem('token') ?? '{}') as { refresh_token?: string }).refresh_token);
}

/** Waits until the tab holds a refresh token other than `previous` (not merely none, as after a sign-out). */
async function renewedFrom(page: Page, previous: string | undefined): Promise<string> {
  await expect.poll(async () => {
    const held = await heldRefreshToken(page);
    return held !== undefined && held !== previous;
  }).toBe(true);
  return (await heldRefreshToken(page))!;
}

test('two tabs sharing a session refresh it once and both stay signed in', async ({ context, page }) => {
  await context.clock.install();
  await page.goto('/login');
  await signInOnProvider(page, DEMO);
  await expect(page.getByRole('heading', { name: `Welcome back, ${DEMO.firstName}` })).toBeVisible();

  // A tab opened from this one starts with a copy of its session storage: the same refresh token.
  const [second] = await Promise.all([context.waitForEvent('page'), page.evaluate(() => void window.open('/', '_blank'))]);
  await expect(second.getByRole('heading', { name: `Welcome back, ${DEMO.firstName}` })).toBeVisible();
  const shared = await heldRefreshToken(page);
  expect(shared).toBeTruthy();
  expect(await heldRefreshToken(second)).toBe(shared);

  const spent: string[] = [];
  context.on('request', (request) => {
    const form = new URLSearchParams(request.postData() ?? '');
    if (request.url().endsWith('/protocol/openid-connect/token') && form.get('grant_type') === 'refresh_token') {
      spent.push(form.get('refresh_token') ?? '');
    }
  });

  // Both tabs' timers fall due together: 5 s before the stored expiry of the 5-minute access token
  // (exp − 30 s). Then back to the real time, which the provider dates the new tokens by.
  await context.clock.fastForward('04:26');
  await context.clock.setSystemTime(Date.now());

  const renewed = await renewedFrom(page, shared);
  await expect.poll(() => heldRefreshToken(second)).toBe(renewed);
  // The provider saw the shared token once: a second use would have revoked the grant.
  expect(spent.filter((token) => token === shared)).toHaveLength(1);
  expect(new Set(spent).size).toBe(spent.length);

  for (const tab of [page, second]) {
    await expect(tab.getByRole('heading', { name: `Welcome back, ${DEMO.firstName}` })).toBeVisible();
    expect((await fetchProfile(tab)).emailAddress).toBe(DEMO.email);
  }
  // The renewed token still works at the provider: the grant was not revoked.
  await context.clock.fastForward('04:26');
  await context.clock.setSystemTime(Date.now());
  await renewedFrom(page, renewed);
  await expect(page.getByRole('heading', { name: `Welcome back, ${DEMO.firstName}` })).toBeVisible();
});
