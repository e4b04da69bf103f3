import { expect, test, type Page } from '@playwright/test';
import { auditMessages } from '../web/src/features/admin/audit/messages.ts';
import { homeMessages } from '../web/src/features/admin/home/messages.ts';
import { shellMessages } from '../web/src/features/admin/shell/messages.ts';
import { expectAccessible } from './axe.ts';
import { signInOnProvider } from './session.ts';

// Issue 22 (ADR 068): the console's home shows the scheme at a glance, and the audit log names records.

const OPERATOR = { email: 'admin@venuepass.example', password: 'VenuePass-admin-2025' };
const run = Date.now().toString(36);

const HOURS = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
    [`${day}StartTime`, '09:00'],
    [`${day}StopTime`, '17:00'],
  ]),
);

/** Adds a venue through the console's API with the operator's own token, as the venue form would. */
async function addVenue(page: Page, name: string): Promise<void> {
  const status = await page.evaluate(
    async ({ venue }) => {
      const saved = sessionStorage.getItem('token');
      if (!saved) throw new Error('no token in sessionStorage');
      const { access_token: accessToken } = JSON.parse(saved) as { access_token: string };
      const response = await fetch('/api/admin/venues', {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(venue),
      });
      return response.status;
    },
    { venue: { name, description: 'Opened by the console home test.', website: 'https://home.example', address: '2 Quay Street', timeZone: 'Europe/London', openingHours: HOURS, active: true } },
  );
  expect(status).toBe(201);
}

test('the demo operator opens the console on its figures, and the audit log names the venue they added', async ({ page }) => {
  await page.goto('/admin');
  await signInOnProvider(page, OPERATOR);

  await expect(page.getByRole('heading', { level: 1, name: homeMessages.title })).toBeVisible({ timeout: 15_000 });
  const tiles = page.getByRole('list', { name: homeMessages.tilesLabel });
  await expect(tiles).toBeVisible();
  for (const title of [homeMessages.signUps, homeMessages.redemptions, homeMessages.vouchersIssued, homeMessages.messagesWaiting, homeMessages.contactMessagesOpen, homeMessages.proposalsWaiting]) {
    await expect(tiles.getByRole('link', { name: new RegExp(`^${title}`) })).toBeVisible();
  }
  await expectAccessible(page, 'the console home');

  const venueName = `Harbour Lights ${run}`;
  await addVenue(page, venueName);
  await page.getByRole('navigation', { name: shellMessages.navLabel }).getByRole('link', { name: shellMessages.areas.audit }).click();
  await expect(page.getByRole('heading', { level: 1, name: auditMessages.title })).toBeVisible();
  const entry = page.getByRole('row').filter({ has: page.getByRole('cell', { name: `Venue "${venueName}"` }) });
  await expect(entry).toBeVisible();
  await entry.getByText(auditMessages.showChange).click();
  await expect(entry.getByRole('table', { name: auditMessages.changeOf(`Venue "${venueName}"`) }).getByRole('row', { name: new RegExp(`Name.*${venueName}`) })).toBeVisible();
});
