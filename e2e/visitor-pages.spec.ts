import { expect, test, type Page } from '@playwright/test';
import { configMessages } from '../web/src/config/messages.ts';
import { offerMessages } from '../web/src/features/offers/messages.ts';
import { pageMessages } from '../web/src/app/routes/messages.ts';
import { signInOnProvider } from './session.ts';

const DEMO = { email: 'demo@venuepass.example', password: 'VenuePass-demo-2025', firstName: 'Alex' };

/** What the browser reports as wrong: script errors and console errors (a refused inline script among them). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test("a visitor's landing and /offers are painted before any script file runs", async ({ page }) => {
  const errors = collectErrors(page);
  await page.route('**/assets/*.js', (route) => route.abort());

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: pageMessages.landingTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: pageMessages.registerNow })).toHaveAttribute('href', '/register');

  await page.goto('/offers');
  await expect(page.getByText(offerMessages.emptyOffers)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: offerMessages.register })).toHaveAttribute('href', '/register');
  // Only the refused script files: index.html's own script ran under the page's CSP.
  expect(errors.filter((error) => !error.includes('net::ERR_FAILED'))).toEqual([]);
});

test('the app takes the painted landing over where it stands: the same text, the venues filled in, links working', async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelector('main p')?.setAttribute('data-painted-by-server', '');
    });
  });
  await page.goto('/');
  // The carousel's venue only arrives once the app runs.
  await expect(page.getByRole('main').locator('figure')).toBeVisible();
  await expect(page.getByText(pageMessages.landingText)).toHaveAttribute('data-painted-by-server', '');

  await page.getByRole('link', { name: pageMessages.registerNow }).click();
  await expect(page).toHaveURL(/\/register$/);
  expect(errors).toEqual([]);
});

test("a member's tab shows 'Loading', never the landing, until their own home is drawn", async ({ page }) => {
  await page.goto('/login');
  await signInOnProvider(page, DEMO);
  await expect(page.getByRole('heading', { name: `Welcome back, ${DEMO.firstName}` })).toBeVisible();

  // The app's scripts held back: what the member sees is what index.html shows them.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  const reload = page.reload();
  await expect(page.getByRole('status')).toHaveText(configMessages.loading);
  await expect(page.getByRole('heading', { name: pageMessages.landingTitle })).toHaveCount(0);
  release();
  await reload;
  await expect(page.getByRole('heading', { name: `Welcome back, ${DEMO.firstName}` })).toBeVisible();
});

test('nothing on the landing moves while the app takes it over and the venue logo arrives', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  const logo = page.getByRole('main').locator('figure img');
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  // A frame after the logo's, so a shift it caused has been reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
});
