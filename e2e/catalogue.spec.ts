import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { offerMessages } from '../web/src/features/offers/messages.ts';
import { signInOnProvider } from './session.ts';

const DEMO = { email: 'demo@venuepass.example', password: 'VenuePass-demo-2025', firstName: 'Alex' };
const VIP = { email: 'vip@venuepass.example', password: 'VenuePass-vip-2025', firstName: 'Jordan' };

/** WCAG 2.1 AA violations axe finds on the page as it is now. */
async function accessibilityViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function signIn(page: Page, account: { email: string; password: string; firstName: string }) {
  await page.goto('/login');
  await signInOnProvider(page, account);
  await expect(page.getByRole('heading', { name: `Welcome back, ${account.firstName}` })).toBeVisible();
}

test('the demo member favourites a venue, sees it first on /venues and /offers, and opens an offer', async ({ page }) => {
  await signIn(page, DEMO);

  await page.getByRole('navigation').getByRole('link', { name: 'Venues', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Venues' })).toBeVisible();
  const venues = page.getByRole('list').filter({ has: page.getByRole('img', { name: 'The Velvet Room' }) }).getByRole('listitem');
  await expect(venues.first()).toHaveAttribute('aria-label', 'Harbour Lights');
  // Visit Site only where a website is set.
  await expect(venues.filter({ hasText: 'Northside Climbing' }).getByRole('link')).toHaveCount(0);
  await expect(venues.filter({ hasText: 'Harbour Lights' }).getByRole('link', { name: /^Visit Site/ })).toHaveAttribute('target', '_blank');

  const star = page.getByRole('button', { name: 'Favourite The Velvet Room' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(venues.first()).toHaveAttribute('aria-label', 'The Velvet Room');

  await page.reload();
  await expect(venues.first()).toHaveAttribute('aria-label', 'The Velvet Room');
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('navigation').getByRole('link', { name: 'Offers', exact: true }).first().click();
  const groups = page.getByRole('heading', { level: 2 });
  await expect(groups.first()).toHaveText('The Velvet Room');
  await expect(page.getByRole('button', { name: 'Favourite The Velvet Room' })).toHaveAttribute('aria-pressed', 'true');

  // The demo member has a verified account but no photo: the photo offer says how to unlock it.
  await expect(page.getByRole('article', { name: 'Free programme' }).getByRole('button', { name: /^Details/ })).toBeVisible();
  const locked = page.getByRole('article', { name: 'Skip the queue' });
  await expect(locked).toContainText('Add your photo to unlock this offer');
  await expect(locked.getByRole('link')).toHaveAttribute('href', '/photo');
  await expect(locked.getByRole('button')).toHaveCount(0);

  await page.getByRole('button', { name: 'Details of 2 for 1 cocktails' }).click();
  const dialog = page.getByRole('dialog', { name: '2 for 1 cocktails' });
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/offers\/\d+$/);
  await expect(dialog).toContainText('Valid until');
  await expect(dialog.getByRole('definition').first()).toHaveText('Not Available');
  await expect(dialog.getByRole('definition').nth(1)).toHaveText('5:00 PM - 11:00 PM');
  const detailsUrl = page.url();
  expect(await accessibilityViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/offers');

  // Without the offer in navigation state the address leads back to the list.
  await page.goto(detailsUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  await expect(page).toHaveURL(/\/offers$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Leave the demo member as the seed made them, so the test can run again on the same data.
  await page.getByRole('button', { name: 'Favourite The Velvet Room' }).click();
  await expect(page.getByRole('button', { name: 'Favourite The Velvet Room' })).toHaveAttribute('aria-pressed', 'false');
});

test('a visitor is asked to log in on /offers, sees what members get there, and sees the VIP empty state', async ({ page }) => {
  await page.goto('/offers');
  await expect(page.getByText('Why not login to see your exclusive offers?')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('main').getByRole('link', { name: offerMessages.register })).toHaveAttribute('href', '/register');
  // The seeded catalogue: each venue with its offer titles, VIP offers left out, details kept for members.
  const harbour = page.getByRole('region', { name: 'Harbour Lights' });
  await expect(harbour.getByRole('listitem').filter({ hasText: 'Skip the queue' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Details/ })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText("Chef's table for two");

  await page.goto('/vip');
  await page.getByRole('link', { name: 'See all offers' }).click();
  await expect(page).toHaveURL(/\/offers$/);
});

test('the VIP member sees VIP offers on /vip and opens one', async ({ page }) => {
  await signIn(page, VIP);
  await page.getByRole('navigation').getByRole('link', { name: 'VIP', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'VIP Offers' })).toBeVisible();

  await page.getByRole('button', { name: "Details of Chef's table for two" }).click();
  const dialog = page.getByRole('dialog', { name: "Chef's table for two" });
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/vip\/\d+$/);
  // No end date (year 9999): no 'Valid until'.
  await expect(dialog).not.toContainText('Valid until');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/vip$/);
});

test('on a phone, /offers does not move under the reader while the offers arrive', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The answers arrive after the page has painted its loading state, as on a phone's network.
  await page.route(/\/api\/offers(\/catalogue)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/offers');
  await expect(page.getByText(offerMessages.emptyOffers)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();

  // Shifts not caused by the reader's input, as the browser reports them (the Layout Instability API).
  const shifts = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(
            list
              .getEntries()
              .map((entry) => entry as PerformanceEntry & { value: number; hadRecentInput: boolean })
              .filter((entry) => !entry.hadRecentInput)
              .map((entry) => entry.value),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve([]), 1_000);
      }),
  );
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
});
