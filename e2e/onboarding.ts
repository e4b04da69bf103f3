import { type APIRequestContext, type Page, expect } from '@playwright/test';

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

/** The newest e-mail to `to` whose text matches `pattern`, waiting for it to arrive; returns the first group. */
export async function readFromOutbox(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get('/dev/outbox.json')).json()) as OutboxEntry[];
      const message = messages.find((entry) => entry.channel === 'email' && entry.to === to && pattern.test(entry.text));
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
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We have e-mailed a code to ${email}.`)).toBeVisible();
  await page.getByLabel('Verification code').fill(await verificationCodeFor(page.request, email));
  await page.getByRole('button', { name: 'Verify' }).click();

  const consent = page.getByRole('dialog', { name: 'Stay in the loop' });
  await expect(consent).toBeVisible();
  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: 'Confirm' }).click();
  await expect(consent).toBeHidden();
}
