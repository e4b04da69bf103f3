import { expect, test } from '@playwright/test';
import { DEMO_PROMOTER, DEMO_VOUCHERS } from '../server/src/modules/vouchers/demo-vouchers.ts';
import { mobileSignupMessages } from '../web/src/features/mobile-signup/messages.ts';
import { promoterMessages } from '../web/src/features/promoters/messages.ts';
import { voucherMessages } from '../web/src/features/vouchers/messages.ts';
import { readFromOutbox } from './onboarding.ts';
import { watchSends } from './proof-of-work.ts';

// Every send of the e2e server asks for a proof of work (playwright.config.ts): the SPA meets the 428,
// solves the challenge in a worker and sends the same request again, which the API then answers.
const proved = (status: number) => [
  { status: 428, proved: false },
  { status, proved: true },
];

// Ofcom's drama range: numbers that can never reach a real person.
const VISITOR = { typed: '07700 900501', e164: '+447700900501' };
const CUSTOMER = { typed: '07700 900502', e164: '+447700900502' };
const NEW_MEMBER = { typed: '07700 900503', e164: '+447700900503' };

test('a visitor claims a voucher by phone with verification, and only once', async ({ page, request }) => {
  const { publicId, name } = DEMO_VOUCHERS.verified;
  const sends = watchSends(page, '/api/vouchers/send');
  await page.goto(`/voucher/${publicId}/register`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const send = page.getByRole('button', { name: voucherMessages.getVerificationCode });
  await page.getByLabel(voucherMessages.phoneNumber).fill('07700 900');
  await expect(send).toBeDisabled();
  await page.getByLabel(voucherMessages.phoneNumber).fill(VISITOR.typed);
  await send.click();

  await expect(page).toHaveURL(new RegExp(`/voucher/${publicId}/verify/[A-Za-z0-9_-]{22}$`));
  await expect.poll(() => sends).toEqual(proved(200));
  const promoCodeId = page.url().split('/').pop()!;
  const code = await readFromOutbox(request, VISITOR.e164, /verification code for .+ is (\d{6})\./, 'sms');
  await page.getByLabel(voucherMessages.verificationCode).fill(code);
  await page.getByRole('button', { name: voucherMessages.verify }).click();

  await expect(page).toHaveURL(`/voucher/${publicId}/sent`);
  await expect(page.getByRole('heading', { name: voucherMessages.sentTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: voucherMessages.signUpForMoreOffers })).toHaveAttribute('href', '/register');
  const link = await readFromOutbox(request, VISITOR.e164, /(https?:\/\/\S+\/q\/[A-Za-z0-9_-]{22})/, 'whatsapp');
  expect(link.endsWith(`/q/${promoCodeId}`)).toBe(true);

  await page.goto(`/voucher/${publicId}/register`);
  await page.getByLabel(voucherMessages.phoneNumber).fill(VISITOR.typed);
  await page.getByRole('button', { name: voucherMessages.getVerificationCode }).click();
  const warning = page.getByRole('alert');
  await expect(warning).toHaveText(voucherMessages.alreadyReceived);
  await expect(warning).toHaveAttribute('data-tone', 'warning');
  await expect.poll(() => sends).toEqual([...proved(200), ...proved(412)]);
});

test('a promoter link sends a voucher', async ({ page, request }) => {
  const sends = watchSends(page, /^\/api\/promoters\/[^/]+\/send$/);
  await page.goto(`/promoter/${DEMO_PROMOTER.uniqueCode}`);
  await expect(page.getByRole('heading', { name: promoterMessages.title })).toBeVisible();
  await expect(page.getByText(promoterMessages.voucher(DEMO_VOUCHERS.instant.name))).toBeVisible();
  await page.getByLabel(promoterMessages.phoneNumber).fill(CUSTOMER.typed);
  await page.getByRole('button', { name: promoterMessages.send }).click();
  await expect(page.getByRole('status')).toHaveText(promoterMessages.sent);
  await expect.poll(() => sends).toEqual(proved(200));
  await readFromOutbox(request, CUSTOMER.e164, /(\/q\/[A-Za-z0-9_-]{22})/, 'whatsapp');

  await page.getByLabel(promoterMessages.phoneNumber).fill(CUSTOMER.typed);
  await page.getByRole('button', { name: promoterMessages.send }).click();
  await expect(page.getByRole('alert')).toHaveText(promoterMessages.failed(voucherMessages.alreadyReceived));
  await expect.poll(() => sends).toEqual([...proved(200), ...proved(412)]);
});

test('an unknown promoter code shows the not-found message', async ({ page }) => {
  await page.goto('/promoter/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('alert')).toHaveText(promoterMessages.notFound);
});

test('staff sign a member up by mobile number with the stored registration source', async ({ page, request }) => {
  const sends = watchSends(page, '/api/mobile-signup');
  await page.goto('/mobile-registration');
  await expect(page.getByRole('heading', { name: mobileSignupMessages.title })).toBeVisible();
  await page.getByRole('button', { name: mobileSignupMessages.logoButton }).click();
  const dialog = page.getByRole('dialog', { name: mobileSignupMessages.dialogTitle });
  await dialog.getByLabel(mobileSignupMessages.registrationSourceId).fill('1');
  await dialog.getByRole('button', { name: mobileSignupMessages.close }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel(mobileSignupMessages.mobileNumber).fill(NEW_MEMBER.typed);
  await page.getByRole('button', { name: mobileSignupMessages.signUp }).click();
  await expect(page.getByRole('status')).toHaveText(mobileSignupMessages.succeeded);
  await expect.poll(() => sends).toEqual(proved(201));
  await expect(page.getByLabel(mobileSignupMessages.mobileNumber)).toHaveValue('');
  const link = await readFromOutbox(request, NEW_MEMBER.e164, /(https?:\/\/\S+\/m\/[A-Za-z0-9_-]{22})/, 'sms');
  expect(new URL(link).pathname).toMatch(/^\/m\/[A-Za-z0-9_-]{22}$/);

  // The source survives a reload: it is kept on the device.
  await page.reload();
  await expect(page.getByText(mobileSignupMessages.currentSource(1))).toBeVisible();
});
