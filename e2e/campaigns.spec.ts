import { expect, test } from '@playwright/test';
import { campaignMessages } from '../web/src/features/admin/messages/messages.ts';
import { shellMessages } from '../web/src/features/admin/shell/messages.ts';
import { UnsubscribeTexts } from '../server/src/modules/unsubscribe/messages.ts';
import { type OutboxEntry, registerByEmail, verifyAndConsent } from './onboarding.ts';
import { signInOnProvider, uniqueEmail } from './session.ts';

// Issue 24 items 7 and 9 (ADRs 077, 078): a campaign goes from the console to the outbox, and its
// unsubscribe link withdraws the member's consent with one button.

const OPERATOR = { email: 'admin@venuepass.example', password: 'VenuePass-admin-2025' };

type OutboxMessage = OutboxEntry & { headers: Record<string, string> };

test('an operator sends a campaign from the console; the member’s e-mail carries a one-click unsubscribe link that works', async ({ browser, page }) => {
  // Sending now wakes the campaign job at once; the rest is the outbox's round and this machine's speed.
  test.setTimeout(120_000);
  const member = uniqueEmail();
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await registerByEmail(memberPage, { firstName: 'Grace', lastName: 'Hopper', email: member, password: 'compiler-1952' });
  await verifyAndConsent(memberPage, member);
  await memberContext.close();

  await page.goto('/admin/messages');
  await signInOnProvider(page, OPERATOR);
  await expect(page.getByRole('heading', { level: 1, name: campaignMessages.title })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: shellMessages.navLabel }).getByRole('link', { name: shellMessages.areas.messages, exact: true })).toBeVisible();

  const subject = `Summer nights ${Date.now().toString(36)}`;
  const form = page.getByRole('form', { name: campaignMessages.formLabel });
  await form.getByLabel(campaignMessages.subject).fill(subject);
  await form.getByLabel(campaignMessages.body).fill('Long evenings at the harbour.\n\nBring a friend.');
  await expect(form.getByText(/members? will get it\./)).toBeVisible();
  await form.getByRole('button', { name: campaignMessages.send }).click();
  const confirm = page.getByRole('dialog', { name: campaignMessages.confirmSendTitle });
  await expect(confirm).toContainText(/members? in the audience whose consent still holds/);
  await confirm.getByRole('button', { name: campaignMessages.send }).click();
  await expect(page.getByRole('list', { name: campaignMessages.listLabel }).getByRole('heading', { name: subject })).toBeVisible();

  let message: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await page.request.get('/dev/outbox.json')).json()) as OutboxMessage[];
        message = messages.find((entry) => entry.to === member && entry.subject === subject);
        return message;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBeTruthy();
  expect(message!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const link = /^<(http:\/\/localhost:\d+\/unsubscribe\/[A-Za-z0-9_-]+)>$/.exec(message!.headers['List-Unsubscribe'] ?? '')?.[1];
  expect(link).toBeTruthy();
  expect(message!.text).toContain(link);

  // Opening the link only asks; the button unsubscribes.
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: UnsubscribeTexts['marketing-email'].confirmTitle })).toBeVisible();
  await page.getByRole('button', { name: UnsubscribeTexts.button }).click();
  await expect(page.getByRole('heading', { level: 1, name: UnsubscribeTexts.doneTitle })).toBeVisible();
});
