import { expect, test, type Browser, type Page } from '@playwright/test';
import { cardNumberFromUserId } from '../packages/contracts/src/card-number.ts';
import { DEMO_MANAGER, DEMO_STAFF, DEMO_STAFF_VENUE } from '../server/src/seed/demo-staff.ts';
import { layoutMessages } from '../web/src/components/layout/messages.ts';
import { formMessages } from '../web/src/features/admin/form/messages.ts';
import { offerMessages as consoleOfferMessages } from '../web/src/features/admin/offers/messages.ts';
import { reviewMessages } from '../web/src/features/admin/review/messages.ts';
import { shellMessages } from '../web/src/features/admin/shell/messages.ts';
import { toastMessages } from '../web/src/features/admin/toast/messages.ts';
import { venueMessages as consoleVenueMessages } from '../web/src/features/admin/venues/messages.ts';
import { partnerMessages } from '../web/src/features/partner/messages.ts';
import { staffMessages } from '../web/src/features/staff/messages.ts';
import { expectAccessible } from './axe.ts';
import { fetchProfile, signInOnProvider } from './session.ts';

// Issue 25, done means: a venue manager edits their venue and proposes an offer, the operator approves it,
// a member sees it, staff redeem it, and the manager's figures count it.

const OPERATOR = { email: 'admin@venuepass.example', password: 'VenuePass-admin-2025' };
const DEMO = { email: 'demo@venuepass.example', password: 'VenuePass-demo-2025', firstName: 'Alex' };
// Names unique to this run, so a rerun on the same data never meets its own records.
const run = Date.now().toString(36);

/** A signed-in page of its own browser context, opened at `path`. */
async function signedInAt(browser: Browser, path: string, account: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await page.goto(path);
  await signInOnProvider(page, account);
  return page;
}

test('a venue manager edits their venue and proposes an offer; once the operator approves it, a member sees it, staff redeem it and the figures count it', async ({ page, browser }) => {
  // Five people in four browsers, one after the other.
  test.slow();
  const description = `Harbour views and live jazz on Fridays (${run}).`;
  const offerTitle = `Jazz night pint ${run}`;

  // The manager signs in from the home page and lands in their venue area, at its figures.
  await page.goto('/login');
  await signInOnProvider(page, DEMO_MANAGER);
  await expect(page).toHaveURL(/\/partner\/figures$/);
  await expect(page.getByRole('heading', { level: 1, name: partnerMessages.figuresTitle })).toBeVisible();
  await expect(page.getByRole('navigation', { name: layoutMessages.mainNavigation }).getByRole('link', { name: layoutMessages.partner })).toBeVisible();
  await expectAccessible(page, "the manager's figures");

  // Our venue: the listing only, saved under the manager's name.
  await page.getByRole('navigation', { name: partnerMessages.navLabel }).getByRole('link', { name: partnerMessages.areas.venue }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: consoleVenueMessages.editTitle(DEMO_STAFF_VENUE) })).toBeVisible();
  await expect(page.getByLabel(consoleVenueMessages.name)).toHaveCount(0);
  await page.getByLabel(consoleVenueMessages.description).fill(description);
  await page.getByRole('button', { name: formMessages.save }).click();
  await expect(page.getByRole('status', { name: toastMessages.region })).toContainText(consoleVenueMessages.savedToast(DEMO_STAFF_VENUE));
  await expectAccessible(page, "the manager's venue");

  // Our offers: a new offer goes to the scheme for review.
  await page.goto('/partner/offers/new');
  await expect(page.getByRole('heading', { level: 1, name: partnerMessages.newOffer })).toBeVisible();
  await page.getByLabel(consoleOfferMessages.venue, { exact: true }).selectOption({ label: DEMO_STAFF_VENUE });
  await page.getByLabel(consoleOfferMessages.offerTitle).fill(offerTitle);
  await page.getByLabel(consoleOfferMessages.description).fill('A pint of the house ale on jazz nights.');
  await page.getByRole('checkbox', { name: new RegExp(`^${formMessages.noEnd}`) }).check();
  await page.getByLabel(consoleOfferMessages.redemptionRule).selectOption({ label: consoleOfferMessages.redemptionRules.unlimited });
  await page.getByRole('button', { name: partnerMessages.sendForReview }).click();
  await expect(page).toHaveURL(/\/partner\/offers$/);
  const proposals = page.getByRole('region', { name: partnerMessages.proposalsTitle });
  await expect(proposals.getByRole('listitem').filter({ hasText: offerTitle })).toContainText(partnerMessages.states.pending);
  await expectAccessible(page, "the manager's offers");

  // The member sees the new description at once, and nothing of the offer before the operator approves it.
  const member = await signedInAt(browser, '/login', DEMO);
  await expect(member.getByRole('heading', { name: `Welcome back, ${DEMO.firstName}` })).toBeVisible();
  const cardNumber = cardNumberFromUserId((await fetchProfile(member)).userId);
  await member.goto('/venues');
  await expect(member.getByText(description)).toBeVisible();
  await member.goto('/offers');
  await expect(member.getByRole('article').first()).toBeVisible();
  await expect(member.getByRole('article', { name: offerTitle })).toHaveCount(0);

  // The operator approves it from the console's Review queue.
  const operator = await signedInAt(browser, '/admin/review', OPERATOR);
  await expect(operator.getByRole('heading', { name: reviewMessages.newOffer(offerTitle) })).toBeVisible();
  await expectAccessible(operator, 'the review queue');
  await operator.getByRole('button', { name: reviewMessages.approveOf(offerTitle) }).click();
  await expect(operator.getByRole('status', { name: toastMessages.region })).toContainText(reviewMessages.approved(offerTitle));
  await operator.context().close();

  // The manager sees it live, and the member can now open it.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: offerTitle });
  await expect(row).toContainText(partnerMessages.live);
  await expect(row).toContainText(partnerMessages.states.approved);
  await member.goto('/offers');
  await expect(member.getByRole('article', { name: offerTitle })).toBeVisible();
  await member.context().close();

  // Staff at the venue redeem it on the member's card number.
  const staff = await signedInAt(browser, '/staff', DEMO_STAFF);
  await expect(staff.getByRole('heading', { level: 1, name: staffMessages.title })).toBeVisible();
  await staff.getByLabel(staffMessages.manualEntry).fill(cardNumber);
  await staff.getByRole('button', { name: staffMessages.check }).click();
  await staff.getByRole('button', { name: staffMessages.redeemOffer(offerTitle) }).click();
  await expect(staff.getByRole('dialog', { name: staffMessages.redeemed })).toContainText(staffMessages.redeemedTitle(offerTitle));
  await staff.context().close();

  // The manager's figures count the redemption against the new offer.
  await page.goto('/partner/figures');
  const perOffer = page.getByRole('table', { name: partnerMessages.perOffer });
  await expect(perOffer.getByRole('row').filter({ hasText: offerTitle })).toContainText(`${offerTitle}${DEMO_STAFF_VENUE}1`);
  await expectAccessible(page, "the manager's figures with a redemption");
});

test('staff and members are not allowed into the venue area', async ({ browser }) => {
  const staff = await signedInAt(browser, '/partner', DEMO_STAFF);
  await expect(staff).toHaveURL(/\/access-denied$/);
  await staff.context().close();
  const member = await signedInAt(browser, '/partner/offers', DEMO);
  await expect(member).toHaveURL(/\/access-denied$/);
  await expect(member.getByRole('navigation', { name: layoutMessages.mainNavigation }).getByRole('link', { name: layoutMessages.partner })).toHaveCount(0);
  await member.context().close();
});

test('the venue area fits a phone, its areas behind the Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/partner/offers');
  await signInOnProvider(page, DEMO_MANAGER);
  await expect(page.getByRole('heading', { level: 1, name: partnerMessages.offersTitle })).toBeVisible();
  await page.getByRole('button', { name: shellMessages.menu, exact: true }).click();
  await page.getByRole('link', { name: partnerMessages.areas.staff }).click();
  await expect(page).toHaveURL(/\/partner\/staff$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Nothing wider than the phone: wide tables scroll inside their own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
