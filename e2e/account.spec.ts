import { expect, test } from '@playwright/test';
import { ProfileMessages } from '@venue-pass/contracts';
import { accountMessages } from '../web/src/features/users/account-messages.ts';
import { formBuilderMessages } from '../web/src/components/form-builder/messages.ts';
import { fetchProfile } from './session.ts';

const DEMO = { email: 'demo@venuepass.example', password: 'VenuePass-demo-2025' };

test('a member edits their profile, sees the server refuse a mobile number, then saves', async ({ page }) => {
  await page.goto('/my-account');
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

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
