import { expect, test } from '@playwright/test';
import { readFromOutbox, registerByEmail, verificationCodeFor } from './onboarding.ts';
import { layoutMessages } from '../web/src/components/layout/messages.ts';
import { userMessages } from '../web/src/features/users/messages.ts';
import { fetchProfile, signInOnProvider, uniqueEmail } from './session.ts';

const STUDENT = { email: 'student@venuepass.example', password: 'VenuePass-student-2025', firstName: 'Sam' };

test('a new member verifies their account with an e-mailed code, consents and sees their card', async ({ page }) => {
  const email = uniqueEmail();
  await registerByEmail(page, { firstName: 'Grace', lastName: 'Hopper', email, password: 'compilers-1952' });

  await expect(page.getByRole('heading', { level: 1, name: 'Verify Account' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/verify');

  // The code is on its way as soon as the new member arrives, without asking for it.
  await expect(page.getByText(`We have e-mailed a code to ${email}.`)).toBeVisible();
  const code = await verificationCodeFor(page.request, email);
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);

  const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
  await page.getByLabel('Verification code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('It seems the code specified does not match what we sent you, please try again.');

  await page.getByLabel('Verification code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Verify' }).click();

  const consent = page.getByRole('dialog', { name: 'Stay in the loop' });
  await expect(consent).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/mail');
  const confirm = consent.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await consent.getByRole('checkbox').check();
  await confirm.click();

  await expect(page.getByRole('heading', { name: 'Welcome, Grace' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('region', { name: 'Your loyalty card' })).toContainText('Grace Hopper');
  await expect(page.getByText('Your account has not yet been verified.', { exact: false })).toHaveCount(0);
  expect(await fetchProfile(page)).toMatchObject({ isVerified: true, mailingConsent: true });

  // Verified members are sent on from /verify.
  await page.goto('/verify');
  await expect(page.getByRole('heading', { name: 'Welcome, Grace' })).toBeVisible();
});

test('a new member who leaves /verify through the navigation bar sees the dashboard with the unverified banner', async ({ page }) => {
  await registerByEmail(page, { firstName: 'Ada', lastName: 'Byron', email: uniqueEmail(), password: 'engines-1843' });
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Account' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/verify');

  const navigation = page.getByRole('navigation', { name: layoutMessages.mainNavigation });
  await navigation.getByRole('link', { name: layoutMessages.homeLogo }).click();

  await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByText(userMessages.unverifiedBanner)).toHaveText(
    'Your account has not yet been verified. To gain access to your offers you will need to be verified.',
  );
  await page.getByRole('link', { name: userMessages.verifyNow }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Account' })).toBeVisible();
  expect(await fetchProfile(page)).toMatchObject({ isVerified: false });
});

test('a student confirms their address from the e-mailed link, signing in first when needed', async ({ page, browser }, testInfo) => {
  await page.goto('/login');
  await signInOnProvider(page, STUDENT);

  const dialog = page.getByRole('dialog', { name: 'Student Email Verification Required' });
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Student Email Address').fill('sam@gmail.com');
  await send.click();
  await expect(dialog.getByRole('alert')).toHaveText('This email is not a valid student email address. Please try again.');

  await dialog.getByLabel('Student Email Address').fill('sam.patel@student.manchester.ac.uk');
  await send.click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${STUDENT.firstName}` })).toBeVisible();
  expect((await fetchProfile(page)).studentVerification).toBe('PendingConfirmation');

  const code = await readFromOutbox(page.request, 'sam.patel@student.manchester.ac.uk', /\/student-verification\/([A-Za-z0-9]{16})/);

  // The e-mailed link may be opened where nobody is signed in: it goes through sign-in and back to the link.
  const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const inbox = await visitor.newPage();
  await inbox.goto(`/student-verification/${code}`);
  await signInOnProvider(inbox, STUDENT);

  await expect(inbox.getByText('You are now verified! You can close this window and continue using the site.')).toBeVisible();
  expect(new URL(inbox.url()).pathname).toBe(`/student-verification/${code}`);
  await inbox.getByRole('button', { name: 'Close' }).click();
  await expect(inbox.getByRole('heading', { name: `Welcome back, ${STUDENT.firstName}` })).toBeVisible();
  expect((await fetchProfile(inbox)).studentVerification).toBe('Verified');
  await visitor.close();
});
