import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { cardNumberFromUserId } from '@venue-pass/contracts';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_MANAGER, DEMO_STAFF, DEMO_STAFF_OFFERS, DEMO_STAFF_VENUE } from '../server/src/seed/demo-staff.ts';
import { staffMessages } from '../web/src/features/staff/messages.ts';
import { offerMessages } from '../web/src/features/offers/messages.ts';
import { userMessages } from '../web/src/features/users/messages.ts';
import { expectAccessible } from './axe.ts';
import { fetchProfile, signInOnProvider } from './session.ts';

// Issue 22, done means: each side's main screens walked as its users meet them, on a phone (390x844) and a
// laptop (1280x800), with axe finding nothing serious or critical on any of them. With SCREENSHOTS_DIR set
// (`npm run screenshots`), each screen is also saved there, so docs/screenshots is made and refreshed by this walk.

const SIZES = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } } as const;
const DEMO = { email: 'demo@venuepass.example', password: 'VenuePass-demo-2025', firstName: 'Alex' };
const OPERATOR = { email: 'admin@venuepass.example', password: 'VenuePass-admin-2025' };
const screenshotsDir = process.env['SCREENSHOTS_DIR'];

/** Checks the screen with axe and, when asked to, saves it as `<size>/<name>.png`. */
async function look(page: Page, size: keyof typeof SIZES, name: string): Promise<void> {
  await expectAccessible(page, `${name} at ${size}`);
  if (!screenshotsDir) return;
  const file = path.resolve(screenshotsDir, size, `${name}.png`);
  mkdirSync(path.dirname(file), { recursive: true });
  // Animations and the caret settle before the picture is taken, so a refresh changes only what changed.
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
}

/** A console page by its address, once its heading shows. */
async function consolePage(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

for (const [size, viewport] of Object.entries(SIZES) as [keyof typeof SIZES, (typeof SIZES)[keyof typeof SIZES]][]) {
  test.describe(`walks at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test(`a visitor (${size})`, async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Our Venues' }).getByRole('img').first()).toBeVisible();
      await look(page, size, 'visitor-1-landing');

      await page.goto('/offers');
      await expect(page.getByRole('heading', { level: 2, name: offerMessages.catalogueTitle })).toBeVisible();
      await look(page, size, 'visitor-2-offers');

      await page.goto('/venues');
      await expect(page.getByRole('button', { name: /^Favourite / }).first()).toBeVisible();
      await look(page, size, 'visitor-3-venues');

      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await look(page, size, 'visitor-4-sign-in');
    });

    test(`a member (${size})`, async ({ page }) => {
      await page.goto('/login');
      await signInOnProvider(page, DEMO);
      await expect(page.getByRole('heading', { name: userMessages.welcomeBack(DEMO.firstName) })).toBeVisible();
      await expect(page.getByRole('img', { name: userMessages.qrLabel })).toBeVisible();
      await look(page, size, 'member-1-card');

      await page.goto('/offers');
      const details = page.getByRole('button', { name: /^Details of / }).first();
      await expect(details).toBeVisible();
      await look(page, size, 'member-2-offers');

      await details.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await look(page, size, 'member-3-offer');

      await page.goto('/my-account');
      await expect(page.getByRole('heading', { level: 1, name: userMessages.myAccount })).toBeVisible();
      await expect(page.getByRole('textbox').first()).not.toHaveValue('');
      await look(page, size, 'member-4-account');
    });

    test(`staff at the venue (${size})`, async ({ page, browser }) => {
      // The demo member's card number, as printed under their QR code.
      const member = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
      await member.goto('/login');
      await signInOnProvider(member, DEMO);
      await expect(member.getByRole('img', { name: userMessages.qrLabel })).toBeVisible();
      const cardNumber = cardNumberFromUserId((await fetchProfile(member)).userId);
      await member.context().close();

      await page.goto('/staff');
      await signInOnProvider(page, DEMO_STAFF);
      await expect(page.getByRole('heading', { level: 1, name: staffMessages.title })).toBeVisible();
      await expect(page.getByText(DEMO_STAFF_VENUE, { exact: true })).toBeVisible();
      await look(page, size, 'staff-1-scan');

      await page.getByLabel(staffMessages.manualEntry).fill(cardNumber);
      await page.getByRole('button', { name: staffMessages.check }).click();
      const unlimited = DEMO_STAFF_OFFERS.find((offer) => offer.redemptionRule === 'unlimited')!.name;
      const redeem = page.getByRole('button', { name: staffMessages.redeemOffer(unlimited) });
      await expect(redeem).toBeVisible();
      await look(page, size, 'staff-2-card');

      await redeem.click();
      await expect(page.getByText(staffMessages.redeemedTitle(unlimited))).toBeVisible();
      await look(page, size, 'staff-3-redeemed');
    });

    test(`the operator (${size})`, async ({ page }) => {
      await page.goto('/admin');
      await signInOnProvider(page, OPERATOR);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await look(page, size, 'operator-1-home');

      const screens: [string, string][] = [
        ['/admin/members?q=demo', 'operator-2-members'],
        ['/admin/venues', 'operator-3-venues'],
        ['/admin/offers', 'operator-4-offers'],
        ['/admin/reports', 'operator-5-reports'],
        ['/admin/audit-log', 'operator-6-audit-log'],
        ['/admin/review', 'operator-7-review'],
      ];
      for (const [address, name] of screens) {
        await consolePage(page, address);
        await look(page, size, name);
      }
    });

    test(`a venue manager (${size})`, async ({ page }) => {
      await page.goto('/partner');
      await signInOnProvider(page, DEMO_MANAGER);
      await expect(page).toHaveURL(/\/partner\/figures$/);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await look(page, size, 'manager-1-figures');

      const screens: [string, string][] = [
        ['/partner/venues', 'manager-2-venue'],
        ['/partner/offers', 'manager-3-offers'],
        ['/partner/staff', 'manager-4-staff'],
      ];
      for (const [address, name] of screens) {
        await consolePage(page, address);
        await look(page, size, name);
      }
    });
  });
}
