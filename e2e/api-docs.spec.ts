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

  // swagger-ui parses the whole API's document before it draws anything: seconds on a busy 2-core machine.
  await expect(page.getByRole('heading', { name: /Venue Pass API/ })).toBeVisible({ timeout: 15_000 });
  // Every tag is listed, folded; opening one draws its operations.
  for (const tag of ['venues', 'admin: offer review', 'partner: staff']) await expect(page.getByRole('heading', { name: new RegExp(`^${tag}`) })).toBeVisible();
  await page.getByRole('heading', { name: /^venues/ }).click();
  await expect(page.getByText('/api/venues', { exact: true }).first()).toBeVisible();
  await page.getByRole('heading', { name: /^partner: staff/ }).click();
  await expect(page.getByText('/api/partner/staff', { exact: true }).first()).toBeVisible();
  expect(refused).toEqual([]);
  expect(outside).toEqual([]);
});
