import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { StaffMessages } from '@venue-pass/contracts';
import { DEMO_STAFF, DEMO_STAFF_OFFERS, DEMO_STAFF_VENUE } from '../server/src/seed/demo-staff.ts';
import { DEMO_PROMOTER, DEMO_VOUCHERS } from '../server/src/modules/vouchers/demo-vouchers.ts';
import { layoutMessages } from '../web/src/components/layout/messages.ts';
import { accountMessages } from '../web/src/features/auth/messages.ts';
import { staffMessages } from '../web/src/features/staff/messages.ts';
import { promoterMessages } from '../web/src/features/promoters/messages.ts';
import { userMessages } from '../web/src/features/users/messages.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { writeQrVideo } from './fake-camera.ts';
import { readFromOutbox, registerByEmail, verifyAndConsent } from './onboarding.ts';
import { decodeQrCode } from './qr.ts';
import { fetchProfile, signInOnProvider, uniqueEmail } from './session.ts';
import { expectAccessible } from './axe.ts';

const ONCE_OFFER = DEMO_STAFF_OFFERS.find((offer) => offer.redemptionRule === 'once')!.name;

/**
 * A browser whose camera films `video` (made in the test from a real QR code), with the camera
 * allowed, so /staff reads it exactly as a phone held over the code would.
 */
async function browserFilming(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
}

/** /staff as the demo staff account: the guard sends it through sign-in and back. */
async function openStaffScreen(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, permissions: ['camera'] });
  const page = await context.newPage();
  await page.goto('/staff');
  await signInOnProvider(page, DEMO_STAFF);
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { level: 1, name: staffMessages.title })).toBeVisible();
  await expect(page.getByText(DEMO_STAFF_VENUE, { exact: true })).toBeVisible();
  return page;
}

/** A second tab of the same staff session (a colleague's view of the same card), opened from the first. */
async function secondTab(page: Page): Promise<Page> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.evaluate(() => window.open('/staff'))]);
  await expect(tab.getByRole('heading', { level: 1, name: staffMessages.title })).toBeVisible();
  return tab;
}

/** Nothing wider than the screen, so no sideways scrolling at the counter. */
async function expectFits(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('staff read a member card with the camera, redeem a once-only offer, undo it, and see it in Today', async ({ page, baseURL }) => {
  // The member: registered, verified, with a photo, showing the card QR on their dashboard.
  const email = uniqueEmail();
  await registerByEmail(page, { firstName: 'Grace', lastName: 'Hopper', email, password: 'compiler-1952' });
  await verifyAndConsent(page, email);
  const photo = readFileSync(path.resolve('server/test/fixtures/one-face.jpg')).toString('base64');
  const uploaded = await page.evaluate(async (photoData) => {
    const { access_token: token } = JSON.parse(sessionStorage.getItem('token') ?? '{}') as { access_token: string };
    const response = await fetch('/api/me/photo', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ photoData }),
    });
    return response.status;
  }, photo);
  expect(uploaded).toBe(200);
  await page.goto('/');
  const qr = page.getByRole('region', { name: userMessages.loyaltyCard }).getByRole('img', { name: userMessages.qrLabel });
  await expect(qr).toBeVisible();
  const userId = await decodeQrCode(page, qr);
  expect(userId).toBe((await fetchProfile(page)).userId);

  const browser = await browserFilming(writeQrVideo(userId!, test.info().outputPath('member-card.y4m')));
  try {
    const staff = await openStaffScreen(browser, baseURL!);
    const result = staff.getByRole('region', { name: staffMessages.result });
    await expect(result.getByText('Grace H.')).toBeVisible();
    const memberPhoto = result.getByRole('img', { name: staffMessages.memberPhoto('Grace H.') });
    await expect(memberPhoto).toBeVisible();
    await expect.poll(() => memberPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(result.getByText(staffMessages.verified, { exact: true })).toBeVisible();
    await expectAccessible(staff, '/staff with a member card');

    // A colleague's screen shows the same card before either redeems.
    const colleague = await secondTab(staff);
    const colleagueResult = colleague.getByRole('region', { name: staffMessages.result });
    await expect(colleagueResult.getByText('Grace H.')).toBeVisible();

    // On a phone, scrolled down to the offers as a barman would be (issue 22 item 3).
    await staff.setViewportSize({ width: 390, height: 844 });
    await staff.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const redeemOnce = result.getByRole('button', { name: staffMessages.redeemOffer(ONCE_OFFER) });
    await redeemOnce.click();
    const outcome = staff.getByRole('dialog', { name: staffMessages.redeemed });
    await expect(outcome).toContainText(staffMessages.redeemedTitle(ONCE_OFFER));
    await expect(outcome).toBeInViewport({ ratio: 1 });
    await expect(outcome.getByRole('heading', { name: staffMessages.redeemed })).toBeInViewport();
    await expect(outcome.getByRole('button', { name: staffMessages.done })).toBeInViewport();
    await expectAccessible(staff, '/staff showing a redemption');

    await colleagueResult.getByRole('button', { name: staffMessages.redeemOffer(ONCE_OFFER) }).click();
    await expect(colleague.getByRole('dialog', { name: staffMessages.notRedeemed }).getByRole('alert')).toHaveText(StaffMessages.alreadyUsed);
    await colleague.close();

    await outcome.getByRole('button', { name: staffMessages.undo }).click();
    await staff.getByRole('dialog', { name: staffMessages.undone }).getByRole('button', { name: staffMessages.done }).click();
    // Where the finger was, after the outcome is dismissed: the offer just used, not the next one's Redeem.
    await staff.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await redeemOnce.scrollIntoViewIfNeeded();
    const box = (await redeemOnce.boundingBox())!;
    await redeemOnce.click();
    await expect(staff.getByRole('dialog', { name: staffMessages.redeemed })).toBeInViewport();
    await staff.getByRole('button', { name: staffMessages.done }).click();
    await expect(redeemOnce).toBeHidden();
    const underFinger = await staff.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('li')?.querySelector('p')?.textContent,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(underFinger).toBe(ONCE_OFFER);
    await staff.setViewportSize({ width: 1280, height: 720 });

    await staff.getByRole('tab', { name: staffMessages.todayTab }).click();
    const rows = staff.getByRole('row').filter({ hasText: ONCE_OFFER });
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Grace');
    await expect(rows.first()).not.toContainText(staffMessages.undoneMark);
    await expect(rows.nth(1)).toContainText(staffMessages.undoneMark);
    await expectAccessible(staff, "/staff's Today tab");

    await staff.getByRole('tab', { name: staffMessages.scanTab }).click();
    await expect(result.getByText('Grace H.')).toBeVisible();
    await expectFits(staff, 360, 640);
    await expect(result.getByText('Grace H.')).toBeInViewport();
    await expectFits(staff, 640, 360);
    await expect(staff.getByLabel(staffMessages.camera)).toBeInViewport();
  } finally {
    await browser.close();
  }
});

test('staff read a voucher QR with the camera and redeem it once', async ({ page, baseURL }) => {
  // A voucher sent the usual way: the demo promoter's link texts it to a phone.
  await page.goto(`/promoter/${DEMO_PROMOTER.uniqueCode}`);
  await page.getByLabel(promoterMessages.phoneNumber).fill('07700 900611');
  await page.getByRole('button', { name: promoterMessages.send }).click();
  await expect(page.getByRole('status')).toHaveText(promoterMessages.sent);
  const promoCodeId = await readFromOutbox(page.request, '+447700900611', /\/q\/([A-Za-z0-9_-]{22})/, 'whatsapp');

  const browser = await browserFilming(writeQrVideo(promoCodeId, test.info().outputPath('voucher.y4m')));
  try {
    const staff = await openStaffScreen(browser, baseURL!);
    const result = staff.getByRole('region', { name: staffMessages.result });
    await expect(result.getByText(DEMO_VOUCHERS.instant.name)).toBeVisible();
    await expect(result.getByText(staffMessages.voucherVenue(DEMO_VOUCHERS.instant.venue), { exact: true })).toBeVisible();
    await expectAccessible(staff, '/staff with a voucher');

    await result.getByRole('button', { name: staffMessages.redeem }).click();
    const outcome = staff.getByRole('dialog', { name: staffMessages.redeemed });
    await expect(outcome).toContainText(staffMessages.redeemedTitle(DEMO_VOUCHERS.instant.name));

    await outcome.getByRole('button', { name: staffMessages.undo }).click();
    await staff.getByRole('dialog', { name: staffMessages.undone }).getByRole('button', { name: staffMessages.done }).click();
    await result.getByRole('button', { name: staffMessages.redeem }).click();
    await expect(staff.getByRole('dialog', { name: staffMessages.redeemed })).toBeVisible();

    // Scanned again later, the voucher says at once that it was used.
    await staff.reload();
    await expect(result.getByRole('alert')).toContainText(staffMessages.voucherAlreadyRedeemed);
    await expect(result.getByRole('alert')).toContainText(` at ${DEMO_VOUCHERS.instant.venue}.`);
    await expect(result.getByRole('button', { name: staffMessages.redeem })).toBeHidden();

    await staff.getByRole('tab', { name: staffMessages.todayTab }).click();
    const rows = staff.getByRole('row').filter({ hasText: DEMO_VOUCHERS.instant.name });
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(staffMessages.voucherKind);
  } finally {
    await browser.close();
  }
});

test('staff who sign in from the home page land on the staff screen, and My Account has no member profile', async ({ page }) => {
  const profileRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/me')) profileRequests.push(request.url());
  });
  await page.goto('/');
  await page.getByRole('navigation', { name: layoutMessages.mainNavigation }).getByRole('link', { name: layoutMessages.login }).click();
  await signInOnProvider(page, DEMO_STAFF);

  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { level: 1, name: staffMessages.title })).toBeVisible();

  await page.getByRole('navigation', { name: layoutMessages.mainNavigation }).getByRole('link', { name: layoutMessages.myAccount }).click();
  await expect(page.getByRole('heading', { level: 1, name: accountMessages.myAccount })).toBeVisible();
  await expect(page.getByText(accountMessages.signedInAs(`${DEMO_STAFF.givenName} ${DEMO_STAFF.familyName}`))).toBeVisible();
  await expect(page.getByRole('link', { name: accountMessages.openStaffScreen })).toHaveAttribute('href', '/staff');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(profileRequests).toEqual([]);
});

test('a member without the staff role is told they are not allowed on /staff', async ({ page }) => {
  await page.goto('/staff');
  await signInOnProvider(page, { email: 'demo@venuepass.example', password: 'VenuePass-demo-2025' });
  await expect(page).toHaveURL(/\/access-denied$/);
});
