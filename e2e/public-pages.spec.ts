import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { OutboxEntry } from './onboarding.ts';
import { decodeQrCode } from './qr.ts';
import type { Offer, OfferPosterLink } from '@venue-pass/contracts';
import { proofOfWorkHeaders } from './proof-of-work.ts';
import { fetchAsMember, fetchProfile, signInOnProvider, uniqueEmail } from './session.ts';
import { configMessages } from '../web/src/config/messages.ts';

/** The demo registration source seeded on start (server/src/seed/demo-content.ts). */
const DEMO_SOURCE = { code: '0BUBKPZkyJM0NA6xI03gfA', name: 'Summer Launch Party' };

test('a visitor signs up through a registration link and the code reaches the profile load', async ({ page }) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });

  await page.goto(`/?r=${DEMO_SOURCE.code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Exclusive Sign Up' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/r/${DEMO_SOURCE.code}`);
  await expect(page.getByText(DEMO_SOURCE.name)).toBeVisible();

  await page.getByRole('link', { name: 'Sign up with Email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill('Katherine');
  await page.getByLabel('Last name').fill('Johnson');
  await page.getByLabel('E-mail').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill('trajectories-1962');
  await page.getByLabel('Confirm password').fill('trajectories-1962');

  const profileLoad = page.waitForRequest(
    (request) => request.url().includes('/api/me?') && new URL(request.url()).searchParams.get('registrationSourceCode') === DEMO_SOURCE.code,
  );
  await page.getByRole('button', { name: 'Create account' }).click();
  await profileLoad;

  // Onboarding may send a new member on to /verify before the dashboard.
  await expect(
    page.getByRole('heading', { name: 'Welcome, Katherine' }).or(page.getByRole('heading', { name: 'Verify Account' })),
  ).toBeVisible();
  expect(visited).toContain(`/r/auth/${DEMO_SOURCE.code}`);
  expect(['/', '/verify']).toContain(new URL(page.url()).pathname);
});

test('a mobile sign-up link completes the registration with the number it was sent to', async ({ page, request }) => {
  // A number in Ofcom's drama range that no other test uses.
  const last = String(Date.now() % 1000).padStart(3, '0');
  const typed = `07700 900${last}`;
  const e164 = `+447700900${last}`;
  const signup = await request.post('/api/mobile-signup', {
    data: { mobileNumber: typed, registrationSourceId: 1 },
    headers: await proofOfWorkHeaders(request),
  });
  expect(signup.status()).toBe(201);
  const outbox = (await (await request.get('/dev/outbox.json')).json()) as { to: string; text: string }[];
  const link = outbox.find((message) => message.to === e164)?.text.match(/https?:\/\/\S+\/m\/([A-Za-z0-9_-]+)/);
  expect(link).toBeTruthy();
  const code = link![1]!;

  await page.goto(`/m/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Registration' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign up with Email' }).click();
  await page.getByLabel('First name').fill('Mary');
  await page.getByLabel('Last name').fill('Jackson');
  await page.getByLabel('E-mail').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill('wind-tunnel-1951');
  await page.getByLabel('Confirm password').fill('wind-tunnel-1951');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(
    page.getByRole('heading', { name: 'Welcome, Mary' }).or(page.getByRole('heading', { name: 'Verify Account' })),
  ).toBeVisible();
  expect((await fetchProfile(page)).mobileNumber).toBe(e164);
});

test('an unknown registration code says so and offers the normal sign-up', async ({ page }) => {
  await page.goto('/r/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { name: "Oop's That code is not valid" })).toBeVisible();
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('the contact form sends the message to the team and thanks the visitor', async ({ page, request }) => {
  await page.goto('/');
  // The landing arrives painted; its menu opens once the app has taken it over (ADR 089), as its venues show.
  await expect(page.getByRole('region', { name: 'Our Venues' }).getByRole('img').first()).toBeVisible();
  await page.getByRole('button', { name: 'About Us' }).first().click();
  await page.getByRole('link', { name: 'Contact Us' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please ensure all fields are filled in correctly.');
  await expect(page.getByText('Name is required')).toBeVisible();

  const name = `Dorothy Vaughan ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill('dorothy@example.com');
  await page.getByLabel('Message').fill('Do partner venues offer group bookings?');
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByRole('status')).toHaveText('Thank you, your form has been submitted to our team.');
  await expect(page.getByLabel('Message')).toHaveCount(0);

  const outbox = (await (await request.get('/dev/outbox.json')).json()) as { channel: string; to: string; subject: string; text: string }[];
  const sent = outbox.find((message) => message.subject === `Contact form: ${name}`);
  expect(sent).toMatchObject({ channel: 'email', to: 'hello@venuepass.example' });
  expect(sent?.text).toContain('Do partner venues offer group bookings?');
});

test('the FAQ opens its items one at a time', async ({ page }) => {
  await page.goto('/about/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  const items = page.getByRole('main').getByRole('button');
  await expect(items).toHaveCount(6);
  await items.first().click();
  await expect(items.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(items.nth(1)).toHaveAttribute('aria-expanded', 'false');
});

test("a voucher link with a bad id shows the 'voucher not found' image", async ({ page }) => {
  await page.goto('/q/not-a-voucher');
  const fallback = page.getByRole('img', { name: 'Voucher not found' });
  await expect(fallback).toBeVisible();
  expect(await fallback.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const box = await fallback.boundingBox();
  const viewport = page.viewportSize();
  expect(box?.width).toBe(viewport?.width);
  expect(box?.height).toBe(viewport?.height);
});

test('a voucher link shows the voucher full screen with its id in the QR code', async ({ page, request }) => {
  const last = String((Date.now() + 500) % 1000).padStart(3, '0');
  // The demo promotion that sends its voucher without a verification step (demo-vouchers.ts).
  const sent = await request.post('/api/vouchers/send', {
    data: { phoneNumber: `07700 900${last}`, id: 'OBoYHyCkZ8oOVQ-2SQdzMw' },
    headers: await proofOfWorkHeaders(request),
  });
  expect(sent.status()).toBeLessThan(300);
  expect(((await sent.json()) as { voucherSent: boolean }).voucherSent).toBe(true);
  // The answer names no voucher sent straight to the phone; its holder finds the link in the WhatsApp message.
  let id = '';
  await expect
    .poll(async () => {
      const messages = (await (await request.get('/dev/outbox.json')).json()) as OutboxEntry[];
      const message = messages.find((entry) => entry.channel === 'whatsapp' && entry.to === `+447700900${last}`);
      id = /\/q\/([A-Za-z0-9_-]{22})/.exec(message?.text ?? '')?.[1] ?? '';
      return id;
    })
    .not.toBe('');

  await page.goto(`/q/${id}`);
  const voucher = page.getByRole('img', { name: 'Your voucher' });
  await expect(voucher).toBeVisible();
  await expect.poll(() => voucher.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(600);
  expect(await decodeQrCode(page, voucher)).toBe(id);
});

test('an offer poster fills the screen and its QR code is the contact id', async ({ page }) => {
  // Only a member can be given a poster address: its contact id is a token the server signed for them.
  await page.goto('/login');
  await signInOnProvider(page, { email: 'demo@venuepass.example', password: 'VenuePass-demo-2025' });
  await expect(page.getByRole('heading', { name: 'Welcome back, Alex' })).toBeVisible();
  const offers = await fetchAsMember<Offer[]>(page, '/api/offers');
  const open = offers.find((offer) => !offer.locked);
  expect(open).toBeTruthy();
  const { path } = await fetchAsMember<OfferPosterLink>(page, `/api/offers/${open!.id}/poster`);
  const contactId = path.split('/')[3];

  // The address works for whoever the member shares it with, signed in or not.
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(path);
  const poster = page.getByRole('img', { name: 'Offer poster' });
  await expect(poster).toBeVisible();
  await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(800);
  expect(await decodeQrCode(page, poster)).toBe(contactId);

  // An address with a made-up contact id shows the 'offer not found' picture instead.
  await page.goto(`/p/${open!.id}/c0ntact-42`);
  await expect(page.getByRole('img', { name: 'Offer not found' })).toBeVisible();
});

test('the privacy policy is served with and without the trailing slash', async ({ page }) => {
  for (const path of ['/privacy-policy', '/privacy-policy/']) {
    await page.goto(path);
    await expect(page.getByText('Last updated 5 July 2024')).toBeVisible();
  }
});

test('the public pages have no detectable accessibility violations', async ({ page }) => {
  const pages = [
    { path: `/r/${DEMO_SOURCE.code}`, ready: 'Exclusive Sign Up' },
    { path: '/m/AAAAAAAAAAAAAAAAAAAAAA', ready: 'Complete Registration' },
    { path: '/about/contact-us', ready: 'Contact Us' },
    { path: '/about/faq', ready: 'Frequently Asked Questions' },
    { path: '/privacy-policy/', ready: 'Privacy Policy' },
  ];
  for (const { path, ready } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
  }
});

test("the entry starts the opened page's code by itself, and says so when the app's code cannot load", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.route(/\/assets\/app-[^/]*\.js$/, (route) => route.abort());

  await page.goto('/offers');
  await expect(page.getByRole('alert')).toHaveText(configMessages.startFailed);
  await expect(page.getByRole('status')).toHaveCount(0);
  // Without the app, only the entry can have asked for the page's code.
  expect(requested.some((path) => /\/assets\/offers-page-[^/]*\.js$/.test(path))).toBe(true);
});
