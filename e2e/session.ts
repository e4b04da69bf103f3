import type { Page } from '@playwright/test';
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
