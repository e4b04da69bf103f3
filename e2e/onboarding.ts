import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { formBuilderMessages } from '../web/src/components/form-builder/messages.ts';
import { accountMessages } from '../web/src/features/users/account-messages.ts';
import { userMessages } from '../web/src/features/users/messages.ts';
import { uniqueEmail } from './session.ts';

/** A message of the local outbox as /dev/outbox.json lists it (newest first). */
export interface OutboxEntry {
  id: string;
  channel: string;
  to: string;
  subject: string | null;
  text: string;
  status: string;
  createdAt: string;
}

/** The newest message to `to` (an e-mail unless `channel` says otherwise) whose text matches `pattern`, waiting for it to arrive; returns the first group. */
export async function readFromOutbox(request: APIRequestContext, to: string, pattern: RegExp, channel = 'email'): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get('/dev/outbox.json')).json()) as OutboxEntry[];
      const message = messages.find((entry) => entry.channel === channel && entry.to === to && pattern.test(entry.text));
      found = message ? pattern.exec(message.text)?.[1] : undefined;
      return found;
    })
    .toBeTruthy();
  return found!;
}

/** The account verification code last e-mailed to `email`. */
export function verificationCodeFor(request: APIRequestContext, email: string): Promise<string> {
  return readFromOutbox(request, email, /verification code is ([A-Z0-9]{6})\./);
}

/** The code last texted to the mobile number `e164` to verify it (POST /api/me/mobile/verify/send). */
export function mobileCodeFor(request: APIRequestContext, e164: string): Promise<string> {
  return readFromOutbox(request, e164, /Your Venue Pass code is (\d{6})\./, 'sms');
}

/** /register → 'Sign up with Email' → the provider's sign-up form, back in the SPA when it returns. */
export async function registerByEmail(page: Page, member: { firstName: string; lastName: string; email: string; password: string }) {
  await page.goto('/register');
  await page.getByRole('link', { name: 'Sign up with Email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill(member.firstName);
  await page.getByLabel('Last name').fill(member.lastName);
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm password').fill(member.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** A new member's onboarding: verify the account with the e-mailed code, then consent to mailings. */
export async function verifyAndConsent(page: Page, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Account' })).toBeVisible();
  await expect(page.getByText(`We have e-mailed a code to ${email}.`)).toBeVisible();
  await page.getByLabel('Verification code').fill(await verificationCodeFor(page.request, email));
  await page.getByRole('button', { name: 'Verify' }).click();

  const consent = page.getByRole('dialog', { name: 'Stay in the loop' });
  await expect(consent).toBeVisible();
  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: 'Confirm' }).click();
  await expect(consent).toBeHidden();
}

/**
 * A member who has just registered, on /my-account with `typed` saved as their mobile number (and the
 * date of birth the form requires). A new member each time, so no other test's number is touched.
 */
export async function newMemberSavesMobileNumber(page: Page, typed: string) {
  await registerByEmail(page, { firstName: 'Mary', lastName: 'Somerville', email: uniqueEmail(), password: 'mechanism-1831' });
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Account' })).toBeVisible();
  await page.goto('/my-account');
  await expect(page.getByRole('heading', { level: 1, name: userMessages.myAccount })).toBeVisible();

  await page.getByRole('combobox', { name: accountMessages.dateOfBirth }).click();
  const picker = page.getByRole('dialog', { name: formBuilderMessages.chooseDate });
  await picker.getByRole('combobox', { name: /year/i }).selectOption('1990');
  await picker.getByRole('combobox', { name: /month/i }).selectOption({ label: 'June' });
  await picker.getByRole('button', { name: /June 15th, 1990/ }).click();
  await page.getByRole('textbox', { name: accountMessages.mobileNumber }).fill(typed);
  await page.getByRole('button', { name: accountMessages.save }).click();
  await expect(page.getByRole('status').filter({ hasText: accountMessages.updated })).toBeVisible();
}
