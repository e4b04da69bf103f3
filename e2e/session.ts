import type { Page } from '@playwright/test';
import type { Profile } from '@venue-pass/contracts';

/** Calls GET /api/me with the access token the SPA holds, as the SPA itself does. */
export async function fetchProfile(page: Page): Promise<Profile> {
  return page.evaluate(async () => {
    const saved = sessionStorage.getItem('token');
    if (!saved) throw new Error('no token in sessionStorage');
    const { access_token: accessToken } = JSON.parse(saved) as { access_token: string };
    const response = await fetch('/api/me', { headers: { authorization: `Bearer ${accessToken}` } });
    if (!response.ok) throw new Error(`GET /api/me answered ${response.status}`);
    return (await response.json()) as Profile;
  });
}

let counter = 0;
/** A new e-mail address per test run, so reruns never collide with earlier accounts. */
export function uniqueEmail(): string {
  counter += 1;
  return `member-${Date.now().toString(36)}-${counter}@venuepass.example`;
}
