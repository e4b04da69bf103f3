import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { decodeQrCode } from './qr.ts';
import { readFromOutbox, registerByEmail, verifyAndConsent } from './onboarding.ts';
import { fetchProfile, signInOnProvider, uniqueEmail } from './session.ts';

const DEMO = { email: 'demo@venuepass.example', password: 'VenuePass-demo-2025', firstName: 'Alex' };

test('a visitor registers by e-mail and sees a loyalty card whose QR code is their userId', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('link', { name: 'Sign up with Email' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/interaction\//);
  const email = uniqueEmail();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('compilers-1952');
  await page.getByLabel('Confirm password').fill('compilers-1952');
  await page.getByRole('button', { name: 'Create account' }).click();
  // A new member is onboarded first (R-DASH-12): account verification, then marketing consent.
  await verifyAndConsent(page, email);

  await expect(page.getByRole('heading', { name: 'Welcome, Grace' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  const card = page.getByRole('region', { name: 'Your loyalty card' });
  await expect(card).toContainText('Grace Hopper');
  await expect(card).toContainText('Present your QR code to your server at any of our venues to access the exclusive offers.');

  const profile = await fetchProfile(page);
  const qr = page.getByRole('img', { name: 'Your membership QR code' });
  expect(await decodeQrCode(page, qr)).toBe(profile.userId);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Grace' })).toBeVisible();
  expect(await decodeQrCode(page, qr)).toBe(profile.userId);
});

test('an anonymous visit to /my-account goes to sign-in and comes back to /my-account', async ({ page }) => {
  await page.goto('/my-account');
  await signInOnProvider(page, DEMO);

  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/my-account');
  await expect(page.getByLabel('Email address')).toHaveValue(DEMO.email);
});

test('logging out ends the session at the provider', async ({ page }) => {
  await page.goto('/login');
  await signInOnProvider(page, DEMO);
  await expect(page.getByRole('heading', { name: `Welcome back, ${DEMO.firstName}` })).toBeVisible();

  await page.getByRole('link', { name: 'My Account' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();

  // Back at /login, the SPA starts a new sign-in: the provider must ask for credentials again.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Register Now' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(2);
});

test("a member who forgot their password resets it from the sign-in page's link and signs in with the new one", async ({ page }) => {
  const email = uniqueEmail();
  await registerByEmail(page, { firstName: 'Hedy', lastName: 'Lamarr', email, password: 'frequency-1942' });
  await verifyAndConsent(page, email);
  await page.getByRole('link', { name: 'My Account' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectAccessible(page, 'the password reset request');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expectAccessible(page, 'the password reset sent page');
  // axe cannot judge text the colour of its background (it may be meant hidden), so the button says it here.
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCSS('color', 'rgb(255, 255, 255)');

  const link = await readFromOutbox(page.request, email, /(http\S+\/login-actions\/action-token\?key=\S+)/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page, 'the new password page');
  await page.getByLabel('New password').fill('spread-spectrum-1942');
  await page.getByLabel('Confirm password').fill('spread-spectrum-1942');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your password is changed' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('spread-spectrum-1942');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Hedy' })).toBeVisible();
});

test('a member changes their password from My Account at the provider and comes back signed in', async ({ page }) => {
  const email = uniqueEmail();
  await registerByEmail(page, { firstName: 'Annie', lastName: 'Easley', email, password: 'centaur-rocket-1955' });
  await verifyAndConsent(page, email);
  await page.getByRole('link', { name: 'My Account' }).click();
  await page.getByRole('link', { name: 'Change password' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Change your password' })).toBeVisible();
  await expectAccessible(page, 'the change password page');
  await page.getByLabel('Current password').fill('centaur-rocket-1955');
  await page.getByLabel('New password').fill('energy-analysis-1977');
  await page.getByLabel('Confirm password').fill('energy-analysis-1977');
  await page.getByRole('button', { name: 'Set password' }).click();

  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your password is changed.' })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('energy-analysis-1977');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Annie' })).toBeVisible();
});
