import { expect, test } from '@playwright/test';
import { ProfileMessages } from '@venue-pass/contracts';
import { accountMessages, mobileVerificationMessages } from '../web/src/features/users/account-messages.ts';
import { formBuilderMessages } from '../web/src/components/form-builder/messages.ts';
import { emailPreferencesMessages } from '../web/src/features/users/email-preferences-messages.ts';
import { myDataMessages } from '../web/src/features/users/my-data-messages.ts';
import { mobileCodeFor, newMemberSavesMobileNumber, registerByEmail, verifyAndConsent } from './onboarding.ts';
import { fetchAsMember, fetchProfile, signInOnProvider, uniqueEmail } from './session.ts';

const DEMO = { email: 'demo@venuepass.example', password: 'VenuePass-demo-2025' };

test('a member edits their profile, sees the server refuse a mobile number, then saves', async ({ page }) => {
  await page.goto('/my-account');
  await signInOnProvider(page, DEMO);

  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: accountMessages.firstName })).toHaveValue('Alex');
  await expect(page.getByRole('textbox', { name: accountMessages.emailAddress })).toHaveValue(DEMO.email);

  // The date picker: opens on a click, month and year dropdowns, closes on picking a day.
  const dateOfBirth = page.getByRole('combobox', { name: accountMessages.dateOfBirth });
  await dateOfBirth.click();
  const picker = page.getByRole('dialog', { name: formBuilderMessages.chooseDate });
  await expect(picker).toBeVisible();
  await picker.getByRole('combobox', { name: /year/i }).selectOption('1990');
  await picker.getByRole('combobox', { name: /month/i }).selectOption({ label: 'June' });
  await picker.getByRole('button', { name: /June 15th, 1990/ }).click();
  await expect(picker).toBeHidden();
  await expect(dateOfBirth).toHaveValue('15/06/1990');

  // Not blank, so the form accepts it; not a phone number, so the server does not.
  const mobile = page.getByRole('textbox', { name: accountMessages.mobileNumber });
  await mobile.fill('12345');
  await page.getByRole('button', { name: accountMessages.save }).click();

  const summary = page.getByRole('alert').filter({ hasText: formBuilderMessages.summary });
  await expect(summary).toContainText(`${accountMessages.mobileNumber}: ${ProfileMessages.mobileNumberInvalid}`);
  await expect(mobile).toHaveAccessibleDescription(ProfileMessages.mobileNumberInvalid);
  await expect(page.getByText(accountMessages.invalid)).toBeVisible();
  await expect(page.getByRole('button', { name: accountMessages.save })).toBeDisabled();
  expect((await fetchProfile(page)).mobileNumber).toBeNull();

  await mobile.fill('07911 123456');
  await expect(summary).toBeHidden();
  await page.getByRole('button', { name: accountMessages.save }).click();

  await expect(page.getByRole('status').filter({ hasText: accountMessages.updated })).toBeVisible();
  const profile = await fetchProfile(page);
  expect(profile).toMatchObject({ firstName: 'Alex', dateOfBirth: '1990-06-15', mobileNumber: '+447911123456' });

  await page.reload();
  await expect(page.getByRole('combobox', { name: accountMessages.dateOfBirth })).toHaveValue('15/06/1990');
  await expect(page.getByRole('textbox', { name: accountMessages.mobileNumber })).toHaveValue('+447911123456');
});

test('the summary of a refused save scrolls into view over 2000 ms, or at once for reduced motion', async ({ page }) => {
  // A short screen, so the summary above the fields is out of view while Save is pressed.
  await page.setViewportSize({ width: 390, height: 420 });
  await page.clock.install();
  // A date of birth lets the form be sent whatever earlier tests saved; the mobile number below makes the server refuse it.
  await page.route('**/api/me', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    return route.fulfill({ response, json: { ...(await response.json()), dateOfBirth: '1990-06-15' } });
  });
  await page.goto('/my-account');
  await signInOnProvider(page, DEMO);

  const mobile = page.getByRole('textbox', { name: accountMessages.mobileNumber });
  const save = page.getByRole('button', { name: accountMessages.save });
  const summary = page.getByRole('alert').filter({ hasText: formBuilderMessages.summary });
  const scrollY = () => page.evaluate(() => window.scrollY);
  await mobile.fill('12345');
  await save.scrollIntoViewIfNeeded();

  // From here the page's clock, and so the animation, moves only when the test moves it.
  await page.clock.pauseAt(Date.now() + 60_000);
  await save.click();
  await expect(summary).toBeAttached();
  await expect(summary).not.toBeInViewport({ ratio: 1 });
  // Read once the summary is in the page: Chromium's scroll anchoring moves the page down by its height.
  const start = await scrollY();

  await page.clock.runFor(1000);
  const halfway = await scrollY();
  await page.clock.runFor(900);
  const nearlyThere = await scrollY();
  await page.clock.runFor(400);
  const end = await scrollY();
  await expect(summary).toBeInViewport({ ratio: 1 });
  await page.clock.runFor(1000);
  expect(await scrollY()).toBe(end);
  expect(end).toBeLessThan(start);
  // Easing in and out, the scroll is half done at 1000 ms and still moving at 1900 ms.
  expect(Math.abs(halfway - (start + end) / 2)).toBeLessThan((start - end) * 0.05);
  expect(nearlyThere).toBeGreaterThan(end);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await mobile.fill('12346');
  await expect(summary).toBeHidden();
  await save.scrollIntoViewIfNeeded();
  await save.click();
  await expect(summary).toBeInViewport({ ratio: 1 });
  // A profile load still in the handler when the page closes would fail the test for nothing.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a member verifies their mobile number with a texted code, and a changed number needs it again', async ({ page, request }) => {
  // A real UK mobile range (the account form refuses Ofcom's drama range); texts stay in the local outbox.
  const last = String(Date.now() % 10_000).padStart(4, '0');
  const number = { typed: `07400 12${last}`, e164: `+44740012${last}` };
  await newMemberSavesMobileNumber(page, number.typed);

  const verification = page.getByRole('region', { name: mobileVerificationMessages.title });
  await expect(verification).toContainText(number.e164);
  await expect(verification.getByText(mobileVerificationMessages.notVerified)).toBeVisible();
  await verification.getByRole('button', { name: mobileVerificationMessages.verify }).click();
  // The code works for 10 minutes (docs/decisions/022-verified-mobile-numbers.md).
  await expect(verification.getByRole('status')).toHaveText(mobileVerificationMessages.sent(number.e164, 10));

  const code = await mobileCodeFor(request, number.e164);
  await verification.getByRole('textbox', { name: mobileVerificationMessages.codeLabel }).fill(code);
  await verification.getByRole('button', { name: mobileVerificationMessages.confirm }).click();

  await expect(verification.getByText(mobileVerificationMessages.verified, { exact: true })).toBeVisible();
  await expect(verification.getByRole('button')).toHaveCount(0);
  expect(await fetchProfile(page)).toMatchObject({ mobileNumber: number.e164, mobileNumberVerified: true });

  await page.getByRole('textbox', { name: accountMessages.mobileNumber }).fill(`07400 13${last}`);
  await page.getByRole('button', { name: accountMessages.save }).click();
  await expect(verification).toContainText(`+44740013${last}`);
  await expect(verification.getByText(mobileVerificationMessages.notVerified)).toBeVisible();
  await expect(verification.getByRole('button', { name: mobileVerificationMessages.verify })).toBeVisible();
  expect(await fetchProfile(page)).toMatchObject({ mobileNumberVerified: false });
});

test('a member downloads their data, then closes their account and cannot sign in with it again', async ({ page }) => {
  const email = uniqueEmail();
  await registerByEmail(page, { firstName: 'Sylvia', lastName: 'Pankhurst', email, password: 'dreadnought-1914' });
  await verifyAndConsent(page, email);
  await page.getByRole('link', { name: 'My Account' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: myDataMessages.download }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(myDataMessages.fileName);
  const data = JSON.parse(await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'))) as { profile: { email: string; firstName: string } };
  expect(data.profile).toMatchObject({ email, firstName: 'Sylvia' });

  await page.getByRole('button', { name: myDataMessages.close }).click();
  const dialog = page.getByRole('dialog', { name: myDataMessages.closeTitle });
  await expect(dialog.getByRole('button', { name: myDataMessages.closeButton })).toBeDisabled();
  await dialog.getByRole('textbox', { name: myDataMessages.closeConfirm }).fill(email);
  await dialog.getByRole('button', { name: myDataMessages.closeButton }).click();

  // Closing ends the session at the provider first: two navigations before the page, longer on a busy machine.
  await expect(page.getByRole('heading', { name: myDataMessages.closedTitle })).toBeVisible({ timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe('/account-closed');

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('dreadnought-1914');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
});

test('a member withdraws their marketing consent and asks for the weekly digest in My Account, and both hold', async ({ page }) => {
  const email = uniqueEmail();
  await registerByEmail(page, { firstName: 'Ada', lastName: 'Lovelace', email, password: 'analytical-1843' });
  await verifyAndConsent(page, email);
  await page.getByRole('link', { name: 'My Account' }).click();

  const marketing = page.getByRole('switch', { name: emailPreferencesMessages.marketing.label });
  const digest = page.getByRole('switch', { name: emailPreferencesMessages.digest.label });
  await expect(marketing).toBeChecked();
  await expect(digest).not.toBeChecked();
  await expect(digest).toHaveAccessibleDescription(emailPreferencesMessages.digest.noFavourites);

  await marketing.click();
  await expect(page.getByRole('status').filter({ hasText: emailPreferencesMessages.marketing.withdrawn })).toBeVisible();
  await digest.click();
  await expect(page.getByRole('status').filter({ hasText: emailPreferencesMessages.digest.given })).toBeVisible();

  expect((await fetchProfile(page)).mailingConsent).toBe(false);
  expect(await fetchAsMember(page, '/api/me/weekly-digest')).toEqual({ subscribed: true, favouriteVenues: 0 });
  await page.reload();
  await expect(page.getByRole('switch', { name: emailPreferencesMessages.marketing.label })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: emailPreferencesMessages.digest.label })).toBeChecked();
});
