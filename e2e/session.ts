import { expect, type Page } from '@playwright/test';
import type { Profile } from '@venue-pass/contracts';

/** GETs an API path with the access token the SPA holds, as the SPA itself does. */
export async function fetchAsMember<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const saved = sessionStorage.getItem('token');
    if (!saved) throw new Error('no token in sessionStorage');
    const { access_token: accessToken } = JSON.parse(saved) as { access_token: string };
    const response = await fetch(url, { headers: { authorization: `Bearer ${accessToken}` } });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return (await response.json()) as T;
  }, path);
}

/** GET /api/me as the signed-in member. */
export function fetchProfile(page: Page): Promise<Profile> {
  return fetchAsMember<Profile>(page, '/api/me');
}

let counter = 0;
/** A new e-mail address per test run, so reruns never collide with earlier accounts. */
export function uniqueEmail(): string {
  counter += 1;
  return `member-${Date.now().toString(36)}-${counter}@venuepass.example`;
}

/** An account of the embedded provider, as a person types it on its sign-in page. */
export interface Account {
  email: string;
  password: string;
}

/** Signs in on the embedded provider's page once it shows: the address, the password, the button. */
export async function signInOnProvider(page: Page, { email, password }: Account): Promise<void> {
  // A page sent there by the sign-in guard arrives after the app has started: longer than a direct load.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
