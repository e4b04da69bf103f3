import { expect, test } from '@playwright/test';

test('the API reference at /api/docs renders the product API under the CSP', async ({ page, baseURL }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  page.on('pageerror', (error) => refused.push(error.message));
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) outside.push(request.url());
  });

  await page.goto('/api/docs');

  await expect(page.getByRole('heading', { name: /Venue Pass API/ })).toBeVisible();
  await expect(page.getByText('/api/venues', { exact: true }).first()).toBeVisible();
  expect(refused).toEqual([]);
  expect(outside).toEqual([]);
});
