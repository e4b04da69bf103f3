import { expect, test, type Page } from '@playwright/test';
import { withFakeCamera } from './chromium.ts';
import { DEMO_PROMOTER, DEMO_VOUCHERS } from '../server/src/modules/vouchers/demo-vouchers.ts';
import { formBuilderMessages } from '../web/src/components/form-builder/messages.ts';
import { lazyPageMessages } from '../web/src/app/routes/lazy-page-messages.ts';
import { pageMessages } from '../web/src/app/routes/messages.ts';
import { layoutMessages } from '../web/src/components/layout/messages.ts';
import { consentMessages } from '../web/src/features/consent/messages.ts';
import { mobileSignupMessages } from '../web/src/features/mobile-signup/messages.ts';
import { offerMessages } from '../web/src/features/offers/messages.ts';
import { photoMessages } from '../web/src/features/photo/messages.ts';
import { promoterMessages } from '../web/src/features/promoters/messages.ts';
import { studentMessages } from '../web/src/features/student/messages.ts';
import { accountMessages, mobileVerificationMessages } from '../web/src/features/users/account-messages.ts';
import { userMessages } from '../web/src/features/users/messages.ts';
import { venueHeadingMessages } from '../web/src/features/venues/heading-messages.ts';
import { venueMessages } from '../web/src/features/venues/messages.ts';
import { verificationMessages } from '../web/src/features/verification/messages.ts';
import { voucherMessages } from '../web/src/features/vouchers/messages.ts';
import { walletMessages } from '../web/src/features/wallet/messages.ts';
import { mobileCodeFor, newMemberSavesMobileNumber, registerByEmail } from './onboarding.ts';
import { signInOnProvider, uniqueEmail } from './session.ts';
import { expectAccessible } from './axe.ts';

// Issue 3: "axe-core reports no serious or critical violation on any member page". Every page of the
// member site and the public pages no other spec scans, each in the state a member meets it in.

const DEMO = { email: 'demo@venuepass.example', password: 'VenuePass-demo-2025', firstName: 'Alex' };
const VIP = { email: 'vip@venuepass.example', password: 'VenuePass-vip-2025', firstName: 'Jordan' };
const STUDENT = { email: 'student@venuepass.example', password: 'VenuePass-student-2025' };

// The fake camera plays the one-face fixture, so /photo is scanned with a live preview (as e2e/photo.spec.ts).
test.use({ launchOptions: withFakeCamera('accessibility') });

async function signInAsDemo(page: Page) {
  await page.goto('/login');
  await signInOnProvider(page, DEMO);
  await expect(page.getByRole('heading', { name: userMessages.welcomeBack(DEMO.firstName) })).toBeVisible();
}

test('the dashboard, its card and the full-screen QR code', async ({ page }) => {
  await signInAsDemo(page);
  const card = page.getByRole('region', { name: userMessages.loyaltyCard });
  await expect(card.getByRole('img', { name: userMessages.qrLabel })).toBeVisible();
  await expectAccessible(page, 'the dashboard');

  await card.getByRole('button', { name: walletMessages.showFullScreen }).click();
  await expect(page.getByTestId('full-screen-qr-code')).toBeVisible();
  await expectAccessible(page, 'the full-screen QR code');
});

test('/my-account, with the date picker open', async ({ page }) => {
  await signInAsDemo(page);
  await page.getByRole('link', { name: userMessages.myAccount }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: userMessages.myAccount })).toBeVisible();
  await expect(page.getByRole('textbox', { name: accountMessages.firstName })).toHaveValue(DEMO.firstName);
  await expectAccessible(page, '/my-account');

  await page.getByRole('combobox', { name: accountMessages.dateOfBirth }).click();
  await expect(page.getByRole('dialog', { name: formBuilderMessages.chooseDate })).toBeVisible();
  await expectAccessible(page, '/my-account with the date picker open');
});

test('/my-account while the member verifies their mobile number', async ({ page }) => {
  const last = String(Date.now() % 10_000).padStart(4, '0');
  await newMemberSavesMobileNumber(page, `07400 14${last}`);
  const verification = page.getByRole('region', { name: mobileVerificationMessages.title });
  await expect(verification.getByText(mobileVerificationMessages.notVerified)).toBeVisible();
  await expectAccessible(page, '/my-account with an unverified mobile number');

  await verification.getByRole('button', { name: mobileVerificationMessages.verify }).click();
  const codeEntry = verification.getByRole('textbox', { name: mobileVerificationMessages.codeLabel });
  await expect(codeEntry).toBeFocused();
  await expectAccessible(page, '/my-account with the texted code asked for');

  const code = await mobileCodeFor(page.request, `+44740014${last}`);
  await codeEntry.fill(code === '000000' ? '111111' : '000000');
  await verification.getByRole('button', { name: mobileVerificationMessages.confirm }).click();
  await expect(verification.getByRole('alert')).toHaveText(mobileVerificationMessages.codeMismatch);
  await expectAccessible(page, '/my-account after a wrong texted code');

  await codeEntry.fill(code);
  await verification.getByRole('button', { name: mobileVerificationMessages.confirm }).click();
  await expect(verification.getByText(mobileVerificationMessages.verified, { exact: true })).toBeVisible();
  await expectAccessible(page, '/my-account with a verified mobile number');
});

test('/verify, for a member who has just registered', async ({ page }) => {
  const email = uniqueEmail();
  await registerByEmail(page, { firstName: 'Ada', lastName: 'Lovelace', email, password: 'engines-1843' });
  await expect(page.getByRole('heading', { level: 1, name: verificationMessages.title })).toBeVisible();
  await expectAccessible(page, '/verify');

  await expect(page.getByText(`We have e-mailed a code to ${email}.`)).toBeVisible();
  await page.getByLabel(verificationMessages.codeLabel).fill('AAAAAA');
  await page.getByRole('button', { name: verificationMessages.verify }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page, '/verify after a wrong code');

  // Leaving an onboarding dialog shows the dashboard as it is before verification, with its banner.
  await page.goto('/mail');
  await page.getByRole('dialog', { name: consentMessages.title }).getByRole('button', { name: consentMessages.cancel }).click();
  await expect(page.getByText(userMessages.unverifiedBanner)).toBeVisible();
  await expectAccessible(page, 'the dashboard of an unverified member');
});

test('the onboarding dialogs: /mail, /student-email and /student-verification', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/mail');
  await expect(page.getByRole('dialog', { name: consentMessages.title })).toBeVisible();
  await expectAccessible(page, '/mail');

  await page.goto('/student-email');
  await expect(page.getByRole('dialog', { name: studentMessages.title })).toBeVisible();
  await expectAccessible(page, '/student-email');

  await page.goto('/student-verification/AAAAAAAAAAAAAAAA');
  const verification = page.getByRole('dialog', { name: studentMessages.verificationTitle });
  await expect(verification.getByRole('alert')).toHaveText(studentMessages.verificationFailed);
  await expectAccessible(page, '/student-verification with an unknown code');
});

test('/student-email as the student meets it after signing in, with an error', async ({ page }) => {
  await page.goto('/login');
  await signInOnProvider(page, STUDENT);
  const dialog = page.getByRole('dialog', { name: studentMessages.title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(studentMessages.emailLabel).fill('sam@gmail.com');
  await dialog.getByRole('button', { name: studentMessages.send }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expectAccessible(page, '/student-email with a refused address');
});

test('/photo with the camera preview', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/photo');
  // The dialog's own box is empty (its panel is fixed), so its content shows it is open.
  const dialog = page.getByRole('dialog', { name: photoMessages.title });
  await expect(dialog.getByLabel(photoMessages.previewLabel).or(dialog.getByText(photoMessages.cameraUnavailable))).toBeVisible();
  await expectAccessible(page, '/photo');
});

test('/wallet, /venues, /offers with an offer open, and /vip', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { level: 1, name: lazyPageMessages.wallet })).toBeVisible();
  await expectAccessible(page, '/wallet');

  await page.goto('/venues');
  await expect(page.getByRole('heading', { level: 1, name: venueHeadingMessages.ourVenues })).toBeVisible();
  await expect(page.getByRole('button', { name: venueMessages.favourite('The Velvet Room') })).toBeVisible();
  await expectAccessible(page, '/venues');

  await page.goto('/offers');
  await expect(page.getByRole('heading', { level: 1, name: offerMessages.offersTitle })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page, '/offers');

  await page.getByRole('button', { name: offerMessages.detailsOf('2 for 1 cocktails') }).click();
  await expect(page.getByRole('dialog', { name: '2 for 1 cocktails' })).toBeVisible();
  await expectAccessible(page, 'an open offer');

  await page.goto('/vip');
  await expect(page.getByRole('heading', { level: 1, name: offerMessages.vipTitle })).toBeVisible();
  await expect(page.getByText(offerMessages.emptyVip)).toBeVisible();
  await expectAccessible(page, '/vip');
});

test('/vip with the VIP member\'s offers and one open', async ({ page }) => {
  await page.goto('/login');
  await signInOnProvider(page, VIP);
  await expect(page.getByRole('heading', { name: userMessages.welcomeBack(VIP.firstName) })).toBeVisible();
  await page.goto('/vip');
  await expect(page.getByRole('heading', { level: 1, name: offerMessages.vipTitle })).toBeVisible();
  const details = page.getByRole('button', { name: offerMessages.detailsOf("Chef's table for two") });
  await expect(details).toBeVisible();
  await expectAccessible(page, '/vip with offers');

  await details.click();
  await expect(page.getByRole('dialog', { name: "Chef's table for two" })).toBeVisible();
  await expectAccessible(page, 'an open VIP offer');
});

test('the navigation menus, open, on a phone and on a desktop', async ({ page }) => {
  await page.goto('/');
  // The landing arrives painted; its menu opens once the app has taken it over (ADR 089), as its venues show.
  await expect(page.getByRole('region', { name: 'Our Venues' }).getByRole('img').first()).toBeVisible();
  await page.getByRole('navigation', { name: layoutMessages.mainNavigation }).getByRole('button', { name: layoutMessages.aboutUs }).click();
  await expect(page.getByRole('link', { name: layoutMessages.contactUs }).first()).toBeVisible();
  await expectAccessible(page, 'the About Us menu');

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemo(page);
  await page.getByRole('button', { name: layoutMessages.openMenu }).click();
  await expect(page.getByRole('navigation', { name: layoutMessages.mainNavigation }).getByRole('link', { name: layoutMessages.vip })).toBeVisible();
  await expectAccessible(page, 'the phone menu of a member');
});

test("the provider's sign-in and registration pages", async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/interaction\//);
  await expectAccessible(page, "the provider's sign-in page");

  await signInOnProvider(page, { email: DEMO.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page, "the provider's sign-in page after a wrong password");

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expectAccessible(page, "the provider's registration page");

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page, "the provider's registration page with errors");
});

test('the landing page, /register, the not-found page and /access-denied', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: pageMessages.landingTitle })).toBeVisible();
  await expectAccessible(page, 'the landing page');

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: lazyPageMessages.registerTitle })).toBeVisible();
  await expectAccessible(page, '/register');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: pageMessages.notFoundTitle })).toBeVisible();
  await expectAccessible(page, 'the not-found page');

  await page.goto('/access-denied');
  await expect(page.getByRole('heading', { level: 1, name: lazyPageMessages.accessDeniedTitle })).toBeVisible();
  await expectAccessible(page, '/access-denied');
});

test('the voucher, promoter and mobile registration pages', async ({ page }) => {
  await page.goto(`/voucher/${DEMO_VOUCHERS.verified.publicId}/register`);
  await expect(page.getByRole('heading', { name: DEMO_VOUCHERS.verified.name })).toBeVisible();
  await expect(page.getByLabel(voucherMessages.phoneNumber)).toBeVisible();
  await expectAccessible(page, '/voucher/…/register');

  await page.goto(`/promoter/${DEMO_PROMOTER.uniqueCode}`);
  await expect(page.getByRole('heading', { name: promoterMessages.title })).toBeVisible();
  await expect(page.getByText(promoterMessages.voucher(DEMO_VOUCHERS.instant.name))).toBeVisible();
  await expectAccessible(page, '/promoter/…');

  await page.goto('/mobile-registration');
  await expect(page.getByRole('heading', { name: mobileSignupMessages.title })).toBeVisible();
  await expectAccessible(page, '/mobile-registration');

  await page.getByRole('button', { name: mobileSignupMessages.logoButton }).click();
  await expect(page.getByRole('dialog', { name: mobileSignupMessages.dialogTitle })).toBeVisible();
  await expectAccessible(page, "/mobile-registration's source ID dialog");
});
