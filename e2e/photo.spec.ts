import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { withFakeCamera } from './chromium.ts';
import { signInOnProvider } from './session.ts';

const DEMO = { email: 'demo@venuepass.example', password: 'VenuePass-demo-2025', fullName: 'Alex Morgan' };
const fixtures = path.resolve('server/test/fixtures');

// Chromium's fake camera plays an MJPEG file, and a single JPEG is a one-frame MJPEG: the camera
// "sees" the one-face fixture. The file must exist before the browser starts.
test.use({ launchOptions: withFakeCamera('photo') });

async function signInAt(page: Page, address: string) {
  await page.goto(address);
  await signInOnProvider(page, DEMO);
}

/** Calls the API from the page with the SPA's own access token. */
async function callApi(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const { access_token: token } = JSON.parse(sessionStorage.getItem('token') ?? '{}') as { access_token: string };
      const response = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, url, body },
  );
}

test('a member takes a photo with the camera, submits it and sees it on the card', async ({ page }) => {
  await signInAt(page, '/photo');

  await expect(page.getByText('exclusive offers need extra verification')).toBeVisible();
  await expect(page.getByLabel('Camera preview')).toBeVisible();
  // The fake camera needs a moment before its first frame; a screenshot before that is empty.
  await expect.poll(() => page.getByLabel('Camera preview').evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Take Photo' }).click();
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Photo' }).click();

  await expect(page).not.toHaveURL(/\/photo$/);
  const stored = await callApi(page, 'GET', '/api/me/photo');
  expect(stored.status).toBe(200);
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Your loyalty card' });
  await expect(card.getByRole('img', { name: `Photo of ${DEMO.fullName}` })).toBeVisible();
});

test('the photo API refuses two faces and no face with the required message, and accepts one face', async ({ page }) => {
  await signInAt(page, '/photo');
  await expect(page.getByRole('button', { name: 'Skip for now' })).toBeVisible();
  const base64 = (name: string) => readFileSync(path.join(fixtures, name)).toString('base64');
  const refusal = "We can't confirm that it's only you in the photo. Please try again with a clearer image.";

  expect(await callApi(page, 'POST', '/api/me/photo', { photoData: base64('two-faces.jpg') })).toEqual({ status: 422, body: { message: refusal } });
  expect(await callApi(page, 'POST', '/api/me/photo', { photoData: base64('no-face.jpg') })).toEqual({ status: 422, body: { message: refusal } });
  expect((await callApi(page, 'POST', '/api/me/photo', { photoData: base64('one-face.jpg') })).status).toBe(200);
});

test('the photo dialog shows the 422 message when the camera sees two people', async ({ page }) => {
  await signInAt(page, '/photo');
  await expect(page.getByLabel('Camera preview')).toBeVisible();
  // The server's answer for a real two-face upload, replayed for the dialog's submit.
  const twoFaces = await callApi(page, 'POST', '/api/me/photo', {
    photoData: readFileSync(path.join(fixtures, 'two-faces.jpg')).toString('base64'),
  });
  await page.route('**/api/me/photo', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: twoFaces.status, json: twoFaces.body }) : route.continue(),
  );
  await expect.poll(() => page.getByLabel('Camera preview').evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Take Photo' }).click();
  await page.getByRole('button', { name: 'Submit Photo' }).click();
  await expect(page.getByRole('alert')).toHaveText("We can't confirm that it's only you in the photo. Please try again with a clearer image.");
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('button', { name: 'Take Photo' })).toBeVisible();
});

test('an Apple pass downloads once through its single-use id', async ({ page }) => {
  await signInAt(page, '/photo');
  await expect(page.getByRole('button', { name: 'Skip for now' })).toBeVisible();
  const link = await callApi(page, 'GET', '/api/wallet/1?b=ios');
  expect(link.status).toBe(200);
  const id = String(link.body).replace(/"/g, '');

  const pass = await page.request.get(`/api/wallet/download/${id}`);
  expect(pass.status()).toBe(200);
  expect(pass.headers()['content-type']).toBe('application/vnd.apple.pkpass');
  expect((await pass.body()).subarray(0, 2).toString()).toBe('PK');
  expect((await page.request.get(`/api/wallet/download/${id}`)).status()).toBe(404);
});

test('after one visit the card (name, QR code and photo) still shows offline at the door', async ({ page, context }) => {
  await signInAt(page, '/photo');
  await expect(page.getByRole('button', { name: 'Skip for now' })).toBeVisible();
  const upload = await callApi(page, 'POST', '/api/me/photo', {
    photoData: readFileSync(path.join(fixtures, 'one-face.jpg')).toString('base64'),
  });
  expect(upload.status).toBe(200);
  await page.getByRole('button', { name: 'Skip for now' }).click();

  // The first load installs the service worker; the reload runs under it and fills the card cache.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const card = page.getByRole('region', { name: 'Your loyalty card' });
  await expect(card.getByRole('img', { name: `Photo of ${DEMO.fullName}` })).toBeVisible();
  const userId = ((await callApi(page, 'GET', '/api/me')).body as { userId: string }).userId;

  await context.setOffline(true);
  await page.reload();

  await expect(card).toContainText(DEMO.fullName);
  await expect(card.getByRole('img', { name: `Photo of ${DEMO.fullName}` })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Your membership QR code' })).toBeVisible();
  await expect(card.getByTestId('card-number')).toContainText(userId.replace(/-/g, '').slice(0, 4).toUpperCase());

  await card.getByRole('button', { name: 'Show QR code full screen' }).click();
  await expect(page.getByTestId('full-screen-qr-code')).toBeVisible();
  await context.setOffline(false);

  // Logging out wipes the offline card, so the next person on a shared phone finds nothing of it.
  expect(await page.evaluate(() => caches.has('member-card'))).toBe(true);
  await page.goto('/my-account');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => caches.has('member-card'))).toBe(false);
});
