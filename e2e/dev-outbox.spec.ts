import { expect, test } from '@playwright/test';

// Issue 22: the local outbox, read by whoever tries the product without a mail server, lays out on a laptop.
test.use({ viewport: { width: 1280, height: 800 } });

test('/dev/outbox shows its messages at 1280 x 800 without scrolling sideways', async ({ page }) => {
  // A message with a long unbroken link, the kind that pushed the old page wider than the window.
  const name = `Katherine Johnson ${Date.now()}`;
  await page.goto('/about/contact-us');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill('katherine@example.com');
  await page.getByLabel('Message').fill(`Is this page still current? https://venuepass.example/offers/${'a'.repeat(180)}`);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you, your form has been submitted to our team.');

  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Local outbox' })).toBeVisible();
  const message = page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Contact form: ${name}` }) });
  await expect(message).toBeVisible();
  await expect(message.getByText('hello@venuepass.example')).toBeVisible();
  await expect(message.getByText('Is this page still current?')).toBeVisible();

  const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, window: document.documentElement.clientWidth }));
  expect(widths.document).toBeLessThanOrEqual(widths.window);
  const box = await message.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
  // Readable: the message uses the width of the window rather than a narrow column beside the heading.
  expect(box!.width).toBeGreaterThan(600);
});
