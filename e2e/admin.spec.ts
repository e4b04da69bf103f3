import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { cardNumberFromUserId } from '../packages/contracts/src/card-number.ts';
import { layoutMessages } from '../web/src/components/layout/messages.ts';
import { listMessages } from '../web/src/features/admin/list/messages.ts';
import { faqAdminMessages } from '../web/src/features/admin/faq/messages.ts';
import { formMessages } from '../web/src/features/admin/form/messages.ts';
import { homeMessages } from '../web/src/features/admin/home/messages.ts';
import { memberMessages } from '../web/src/features/admin/members/messages.ts';
import { offerMessages as adminOfferMessages } from '../web/src/features/admin/offers/messages.ts';
import { promoterMessages as adminPromoterMessages } from '../web/src/features/admin/promoters/messages.ts';
import { promotionMessages } from '../web/src/features/admin/promotions/messages.ts';
import { reportMessages } from '../web/src/features/admin/reports/messages.ts';
import { shellMessages } from '../web/src/features/admin/shell/messages.ts';
import { staffMessages as adminStaffMessages } from '../web/src/features/admin/staff/messages.ts';
import { toastMessages } from '../web/src/features/admin/toast/messages.ts';
import { venueMessages as adminVenueMessages } from '../web/src/features/admin/venues/messages.ts';
import { contactMessages } from '../web/src/features/contact/messages.ts';
import { faqMessages } from '../web/src/features/faq/messages.ts';
import { offerMessages } from '../web/src/features/offers/messages.ts';
import { promoterMessages } from '../web/src/features/promoters/messages.ts';
import { staffMessages } from '../web/src/features/staff/messages.ts';
import { DEMO_STAFF } from '../server/src/seed/demo-staff.ts';
import { registerByEmail } from './onboarding.ts';
import { fetchAsMember, fetchProfile, signInOnProvider, uniqueEmail } from './session.ts';
import { expectAccessible } from './axe.ts';

// Issue 12: the scheme's operator runs it from the console at /admin, signed in as the demo operator.

const OPERATOR = { email: 'admin@venuepass.example', password: 'VenuePass-admin-2025' };
const DEMO = { email: 'demo@venuepass.example', password: 'VenuePass-demo-2025', firstName: 'Alex' };
// Names unique to this run, so a rerun on the same data never meets its own records.
const run = Date.now().toString(36);

/** Opens a console page as the operator: the guard sends them to sign in and back to the page. */
async function openConsole(page: Page, path: string, heading: string) {
  await page.goto(path);
  const signInHeading = page.getByRole('heading', { level: 1, name: 'Sign in' });
  const target = page.getByRole('heading', { level: 1, name: heading });
  await expect(signInHeading.or(target)).toBeVisible({ timeout: 15_000 });
  if (await signInHeading.isVisible()) {
    await signInOnProvider(page, OPERATOR);
  }
  await expect(target).toBeVisible({ timeout: 15_000 });
}

/** A page in a browser context of its own: a member beside the operator. */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

const nextYear = `${new Date().getFullYear() + 1}-12-31T23:00`;

test('the operator adds a venue with a logo and a photo offer, which members see locked until they add a photo', async ({ page, browser }) => {
  const venueName = `Lantern ${run}`;
  const offerTitle = `Photo night ${run}`;

  await openConsole(page, '/admin/venues/new', adminVenueMessages.newVenue);
  await expectAccessible(page, 'the new venue form');
  await page.getByLabel(adminVenueMessages.name).fill(venueName);
  await page.getByLabel(adminVenueMessages.description).fill('Lanterns and live music by the river.');
  await page.getByLabel(adminVenueMessages.address).fill('1 River Walk');
  // Typed without https://, which the form adds as the operator leaves the field.
  await page.getByLabel(adminVenueMessages.website).fill('lantern.example');
  await page.getByLabel(adminVenueMessages.website).blur();
  await expect(page.getByLabel(adminVenueMessages.website)).toHaveValue('https://lantern.example');
  const timeZone = page.getByRole('combobox', { name: adminVenueMessages.timeZone });
  await expect(timeZone).toHaveValue('Europe/London');
  await timeZone.fill('dublin');
  await page.getByRole('option', { name: 'Europe/Dublin' }).click();
  await expect(timeZone).toHaveValue('Europe/Dublin');
  await page.getByLabel(formMessages.from(formMessages.weekdays.friday)).fill('17:00');
  await page.getByLabel(formMessages.until(formMessages.weekdays.friday)).fill('23:00');
  await page.getByRole('button', { name: formMessages.create }).click();
  await expect(page.getByRole('heading', { level: 1, name: adminVenueMessages.editTitle(venueName) })).toBeVisible();

  await page.getByLabel(adminVenueMessages.chooseLogo).setInputFiles('server/test/fixtures/one-face.jpg');
  await expect(page.getByRole('img', { name: adminVenueMessages.logoPreview })).toBeVisible();
  await page.getByRole('button', { name: adminVenueMessages.uploadLogo }).click();
  await expect(page.getByText(adminVenueMessages.logoUploaded)).toBeVisible();
  await expect(page.getByRole('img', { name: adminVenueMessages.currentLogo(venueName) })).toHaveAttribute('src', /^\/media\/venue-logos\//);
  await expectAccessible(page, 'a venue with its logo');

  await openConsole(page, '/admin/offers/new', adminOfferMessages.newOffer);
  await page.getByLabel(adminOfferMessages.venue, { exact: true }).selectOption({ label: venueName });
  await page.getByLabel(adminOfferMessages.offerTitle).fill(offerTitle);
  await page.getByLabel(adminOfferMessages.description).fill('A free drink for every member with a photo.');
  await page.getByLabel(adminOfferMessages.endsAt, { exact: true }).fill(nextYear);
  await page.getByLabel(adminOfferMessages.requirement).selectOption({ label: adminOfferMessages.requirements.Photo });
  await page.getByRole('button', { name: formMessages.create }).click();
  await expect(page.getByRole('heading', { level: 1, name: adminOfferMessages.editTitle(offerTitle) })).toBeVisible();
  const preview = page.getByRole('complementary', { name: adminOfferMessages.preview });
  await expect(preview.getByRole('article', { name: offerTitle })).toHaveCount(2);
  await expectAccessible(page, 'an offer with its preview');

  // The demo member has a verified account and no photo.
  const member = await newPage(browser);
  await member.goto('/login');
  await signInOnProvider(member, DEMO);
  await expect(member.getByRole('heading', { name: `Welcome back, ${DEMO.firstName}` })).toBeVisible();
  await member.goto('/venues');
  await expect(member.getByRole('img', { name: venueName })).toHaveAttribute('src', /\/media\/venue-logos\//);
  await member.goto('/offers');
  const locked = member.getByRole('article', { name: offerTitle });
  await expect(locked).toContainText('Add your photo to unlock this offer');
  await member.context().close();
});

test('the operator creates a promotion and a promoter, whose link sends until it is revoked', async ({ page, browser }) => {
  const promotionName = `Freshers ${run}`;
  const promoterName = `Sam ${run}`;

  await openConsole(page, '/admin/promotions/new', promotionMessages.newPromotion);
  await page.getByLabel(promotionMessages.name).fill(promotionName);
  await page.getByLabel(promotionMessages.requireVerification).uncheck();
  await page.getByLabel(promotionMessages.endsAt).fill(nextYear);
  await page.getByRole('button', { name: formMessages.create }).click();
  await expect(page.getByRole('heading', { level: 1, name: promotionMessages.editTitle(promotionName) })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code of the link/ })).toBeVisible();
  await expectAccessible(page, 'a promotion with its poster');

  await page.getByRole('link', { name: promotionMessages.promoters }).click();
  await expect(page.getByRole('heading', { level: 1, name: adminPromoterMessages.title })).toBeVisible();
  // Made as venues and offers are: from a 'New' button, on a page of its own.
  await page.getByRole('link', { name: adminPromoterMessages.newPromoter }).click();
  await expect(page.getByRole('heading', { level: 1, name: adminPromoterMessages.newPromoter })).toBeVisible();
  await expect(page.getByLabel(adminPromoterMessages.promotion)).toHaveValue(/\d+/);
  await page.getByLabel(adminPromoterMessages.name).fill(promoterName);
  await page.getByRole('button', { name: formMessages.create }).click();
  await expect(page.getByRole('heading', { level: 1, name: adminPromoterMessages.detailTitle(promoterName) })).toBeVisible();
  await expect(page.getByRole('status', { name: toastMessages.region })).toContainText(adminPromoterMessages.createdToast(promoterName));
  const link = await page.getByRole('region', { name: promoterName }).getByRole('link').first().getAttribute('href');
  expect(link).toMatch(/\/promoter\/[A-Za-z0-9_-]+$/);
  await expectAccessible(page, 'a new promoter with its link and code');

  const promoter = await newPage(browser);
  await promoter.goto(link!);
  await promoter.getByLabel(promoterMessages.phoneNumber).fill('07700 900611');
  await promoter.getByRole('button', { name: promoterMessages.send }).click();
  await expect(promoter.getByRole('status')).toHaveText(promoterMessages.sent);

  await page.reload();
  await expect(page.getByRole('cell', { name: adminPromoterMessages.outcomes.sent })).toBeVisible();
  await page.getByRole('button', { name: adminPromoterMessages.revoke }).click();
  await page.getByRole('dialog', { name: adminPromoterMessages.revokeTitle }).getByRole('button', { name: adminPromoterMessages.revoke }).click();
  await expect(page.getByText(/the link sends nothing more/)).toBeVisible();

  // Revoked: the link sends nothing more, whether the page still offers the form or not.
  await promoter.reload();
  const phone = promoter.getByLabel(promoterMessages.phoneNumber);
  await expect(phone.or(promoter.getByRole('alert'))).toBeVisible();
  if (await phone.isVisible()) {
    await phone.fill('07700 900612');
    await promoter.getByRole('button', { name: promoterMessages.send }).click();
  }
  await expect(promoter.getByRole('alert')).toBeVisible();
  await expect(promoter.getByText(promoterMessages.sent)).toHaveCount(0);
  await promoter.context().close();
});

test('the operator rewrites an FAQ answer and moves it, and a visitor finds it on the FAQ page from Contact Us', async ({ page, browser }) => {
  const question = 'How do I join?';
  const answer = `Select Login, or scan a poster at a partner venue (${run}).`;
  await openConsole(page, '/admin/faq', faqAdminMessages.title);
  await expect(page.getByRole('button', { name: faqAdminMessages.editOf(question) })).toBeVisible();
  await expectAccessible(page, 'the FAQ area');
  await page.getByRole('button', { name: faqAdminMessages.editOf(question) }).click();
  const form = page.getByRole('form', { name: faqAdminMessages.editOf(question) });
  await form.getByLabel(faqAdminMessages.answer).fill(answer);
  await form.getByRole('button', { name: formMessages.save }).click();
  await expect(page.getByRole('status', { name: toastMessages.region })).toContainText(faqAdminMessages.saved(question));
  await page.getByRole('button', { name: faqAdminMessages.moveDownOf(question) }).click();
  await expect(page.getByRole('status', { name: toastMessages.region })).toContainText(faqAdminMessages.moved(question));

  const visitor = await newPage(browser);
  await visitor.goto('/about/contact-us');
  await visitor.getByRole('link', { name: contactMessages.faqLink }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: faqMessages.title })).toBeVisible();
  const items = visitor.getByRole('main').getByRole('button');
  await expect(items).toHaveCount(6);
  await expect(items.nth(1)).toHaveText(question);
  await items.nth(1).click();
  await expect(visitor.getByText(answer)).toBeVisible();
});

test('the operator finds a member by card number, blocks the card, erases them, and the report totals stay', async ({ page, browser }) => {
  const email = uniqueEmail();
  const member = await newPage(browser);
  await registerByEmail(member, { firstName: 'Erin', lastName: `Erase${run}`, email, password: 'forgotten-2025' });
  await expect(member.getByRole('heading', { level: 1, name: 'Verify Account' })).toBeVisible();
  const cardNumber = cardNumberFromUserId((await fetchProfile(member)).userId);
  await member.context().close();

  await openConsole(page, '/admin/members', memberMessages.title);
  await page.getByLabel(memberMessages.search).fill(cardNumber);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expectAccessible(page, 'the member search');
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `Erin Erase${run}` })).toBeVisible();
  await expectAccessible(page, 'a member');

  await page.getByLabel(memberMessages.blockReason).fill('Card reported lost');
  await page.getByRole('button', { name: memberMessages.blockCard }).click();
  await page.getByRole('dialog', { name: memberMessages.blockTitle }).getByRole('button', { name: memberMessages.blockCard }).click();
  await expect(page.getByRole('button', { name: memberMessages.unblockCard })).toBeVisible();
  const memberId = new URL(page.url()).pathname.split('/').pop()!;
  const detail = await fetchAsMember<{ cardBlocked: boolean; card: { blockedReason: string } }>(page, `/api/admin/members/${memberId}`);
  expect(detail).toMatchObject({ cardBlocked: true, card: { blockedReason: 'Card reported lost' } });

  // At the counter the blocked card is not valid: the demo staff types the printed number.
  const staff = await newPage(browser);
  await staff.goto('/staff');
  await signInOnProvider(staff, DEMO_STAFF);
  await expect(staff.getByRole('heading', { level: 1, name: staffMessages.title })).toBeVisible();
  await staff.getByLabel(staffMessages.manualEntry).fill(cardNumber);
  await staff.getByRole('button', { name: staffMessages.check }).click();
  await expect(staff.getByText(staffMessages.cardNotValid, { exact: true })).toBeVisible();
  await staff.context().close();

  const today = new Date().toISOString().slice(0, 10);
  const reportUrl = `/api/admin/reports/signups-per-day?from=${today}&to=${today}`;
  const signUps = async () => (await fetchAsMember<{ rows: Array<{ signUps: number }> }>(page, reportUrl)).rows.reduce((sum, row) => sum + row.signUps, 0);
  const before = await signUps();
  expect(before).toBeGreaterThan(0);

  await page.getByRole('button', { name: memberMessages.erase }).click();
  const dialog = page.getByRole('dialog', { name: memberMessages.eraseTitle });
  await expect(dialog.getByRole('button', { name: memberMessages.eraseButton })).toBeDisabled();
  await expectAccessible(page, 'the erase dialog');
  await dialog.getByLabel(memberMessages.eraseConfirm).fill(email);
  await dialog.getByRole('button', { name: memberMessages.eraseButton }).click();
  await expect(page.getByText(memberMessages.erased)).toBeVisible();

  await page.getByLabel(memberMessages.search).fill(cardNumber);
  await expect(page.getByText(listMessages.empty)).toBeVisible();
  await page.getByLabel(memberMessages.search).fill(email);
  await expect(page.getByText(listMessages.empty)).toBeVisible();
  expect(await signUps()).toBe(before);
});

test('the operator downloads a report as CSV, and the console passes axe', async ({ page }) => {
  await openConsole(page, '/admin/reports', reportMessages.title);
  const report = page.getByRole('region', { name: reportMessages.reports['signups-per-day'], exact: true });
  await expect(report.getByRole('img', { name: reportMessages.chartOf(reportMessages.reports['signups-per-day']) }).or(report.getByText(reportMessages.empty))).toBeVisible();
  await expectAccessible(page, 'the reports');

  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: reportMessages.downloadCsvOf(reportMessages.reports['signups-per-day']) }).click();
  const file = await (await download).path();
  const lines = readFileSync(file, 'utf8').trim().split(/\r?\n/);
  expect(lines[0]).toBe('day,signUps');
  for (const line of lines.slice(1)) {
    expect(line).toMatch(/^\d{4}-\d{2}-\d{2},\d+$/);
  }

  // The demo's six weeks of redemptions at Harbour Lights, a line per day and offer, written by the database.
  const redemptions = page.getByRole('region', { name: reportMessages.reports['redemptions-per-day'], exact: true });
  const redemptionsDownload = page.waitForEvent('download');
  await redemptions.getByRole('button', { name: reportMessages.downloadCsvOf(reportMessages.reports['redemptions-per-day']) }).click();
  const redemptionLines = readFileSync(await (await redemptionsDownload).path(), 'utf8').split('\r\n');
  expect(redemptionLines[0]).toBe('day,venueId,venueName,offerId,offerTitle,redemptions');
  expect(redemptionLines.at(-1)).toBe('');
  expect(redemptionLines.slice(1, -1).length).toBeGreaterThan(0);
  const cell = '("(?:[^"]|"")*"|[^,"]*)';
  for (const line of redemptionLines.slice(1, -1)) {
    expect(line).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2},\\d+,${cell},\\d+,${cell},[1-9]\\d*$`));
  }
  expect(redemptionLines.some((line) => line.includes(',Harbour Lights,'))).toBe(true);

  for (const [path, heading] of [
    ['/admin', homeMessages.title],
    ['/admin/venues', shellMessages.areas.venues],
    ['/admin/vip', shellMessages.areas.vip],
    ['/admin/registration-sources', shellMessages.areas.sources],
    ['/admin/staff', shellMessages.areas.staff],
    ['/admin/members', shellMessages.areas.members],
    ['/admin/contact-messages', shellMessages.areas.contact],
    ['/admin/deliveries', shellMessages.areas.deliveries],
    ['/admin/audit-log', shellMessages.areas.audit],
  ] as const) {
    await openConsole(page, path, heading);
    // A list has loaded its first page (or, on the home, its figures are there) before axe looks.
    await expect(page.getByRole('button', { name: listMessages.next }).or(page.getByRole('list', { name: homeMessages.tilesLabel })).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await expectAccessible(page, path);
  }
});

test('the operator who signs in from the home page lands on the console', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: layoutMessages.mainNavigation }).getByRole('link', { name: layoutMessages.login }).click();
  await signInOnProvider(page, OPERATOR);

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: homeMessages.title })).toBeVisible();
});

test('a member is not allowed into the console', async ({ page }) => {
  await page.goto('/admin/venues');
  await signInOnProvider(page, DEMO);
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
});

// Issue 22, Finish: at a laptop's size every save confirms with a toast, and a destructive act looks
// dangerous and asks first.
test.describe('at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('inviting staff confirms with a toast, and removing them asks first in a red dialog', async ({ page }) => {
    const email = `sam.${run}@staff.example`;
    await openConsole(page, '/admin/staff', adminStaffMessages.title);
    await page.getByRole('link', { name: adminStaffMessages.invite }).click();
    await expect(page.getByRole('heading', { level: 1, name: adminStaffMessages.invite })).toBeVisible();
    await expect(page.getByLabel(adminStaffMessages.email)).toHaveAttribute('aria-required', 'true');
    await page.getByLabel(adminStaffMessages.email).fill(email);
    await page.getByLabel(adminStaffMessages.givenName).fill('Sam');
    await page.getByLabel(adminStaffMessages.familyName).fill('Tester');
    await page.getByRole('checkbox', { name: 'Harbour Lights' }).check();
    await page.getByRole('button', { name: adminStaffMessages.sendInvitation }).click();

    await expect(page.getByRole('heading', { level: 1, name: adminStaffMessages.title })).toBeVisible();
    const toast = page.getByRole('status', { name: toastMessages.region });
    await expect(toast).toContainText(adminStaffMessages.invited(email));
    await expect(toast).toBeInViewport();
    await expectAccessible(page, 'the staff list with a toast');

    await page.getByLabel(adminStaffMessages.search).fill(email);
    const remove = page.getByRole('button', { name: adminStaffMessages.removeOf(email) });
    await expect(remove).toHaveClass(/text-red-900/);
    await remove.click();
    const dialog = page.getByRole('dialog', { name: adminStaffMessages.removeTitle });
    await expect(dialog).toBeInViewport();
    const confirm = dialog.getByRole('button', { name: adminStaffMessages.remove });
    await expect(confirm).toHaveClass(/bg-red-800/);
    await expectAccessible(page, 'the remove-staff dialog');
    await dialog.getByRole('button', { name: formMessages.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();

    await remove.click();
    await page.getByRole('dialog', { name: adminStaffMessages.removeTitle }).getByRole('button', { name: adminStaffMessages.remove }).click();
    await expect(toast).toContainText(adminStaffMessages.removed(email));
    await expect(page.getByText(listMessages.empty)).toBeVisible();
  });
});

// Issue 22 item 2: the console reads and writes dates on the scheme's clock (London), whatever the
// operator's browser is set to, so members see the end day the operator typed, wherever they are.
for (const timezoneId of ['America/Los_Angeles', 'Pacific/Auckland']) {
  test.describe(`with the browsers set to ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('an end typed in the console is the end day members see', async ({ page, browser }) => {
      const offerTitle = `Summer ends ${run} ${timezoneId}`;
      // 30 June: London is on summer time, an hour off UTC, and further still from either browser.
      const year = new Date().getFullYear() + 1;
      const endDay = `30 June ${year}`;

      await openConsole(page, '/admin/offers/new', adminOfferMessages.newOffer);
      await page.getByLabel(adminOfferMessages.venue, { exact: true }).selectOption({ label: 'Harbour Lights' });
      await page.getByLabel(adminOfferMessages.offerTitle).fill(offerTitle);
      await page.getByLabel(adminOfferMessages.description).fill('Until the last minute of June.');
      await page.getByLabel(adminOfferMessages.endsAt, { exact: true }).fill(`${year}-06-30T23:59`);
      await page.getByRole('button', { name: formMessages.create }).click();
      await expect(page.getByRole('heading', { level: 1, name: adminOfferMessages.editTitle(offerTitle) })).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(adminOfferMessages.endsAt, { exact: true })).toHaveValue(`${year}-06-30T23:59`);
      const preview = page.getByRole('complementary', { name: adminOfferMessages.preview });
      await expect(preview.getByRole('article', { name: offerTitle })).toContainText(offerMessages.ends(endDay));

      const member = await (await browser.newContext({ timezoneId })).newPage();
      await member.goto('/login');
      await signInOnProvider(member, DEMO);
      await expect(member.getByRole('heading', { name: `Welcome back, ${DEMO.firstName}` })).toBeVisible();
      await member.goto('/offers');
      await expect(member.getByRole('article', { name: offerTitle })).toContainText(offerMessages.ends(endDay));
      await member.context().close();
    });
  });
}
