import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@venue-pass/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderConsolePage } from '../testing/render-console-page.tsx';
import { makeOperatorTokens } from '../testing/admin-factories.ts';
import { AdminAuditPage } from './audit-page.tsx';
import { auditChanges } from './audit-changes.ts';
import { auditMessages as m } from './messages.ts';

const hours = { mondayStartTime: '09:00', mondayStopTime: '17:00' };
const renamed: AuditEntry = {
  id: '2',
  at: '2026-03-12T17:30:00Z',
  actor: 'operator@example.org',
  action: 'update',
  entityType: 'venue',
  entityId: '7',
  label: 'Venue "Harbour Lamps"',
  before: { id: 7, name: 'Harbour Lights', active: true, openingHours: hours, version: 1, updatedAt: '2026-03-01T10:00:00Z' },
  after: { id: 7, name: 'Harbour Lamps', active: false, openingHours: { ...hours, mondayStartTime: '10:00' }, version: 2, updatedAt: '2026-03-12T17:30:00Z' },
};
const older: AuditEntry = { id: '1', at: '2026-03-01T10:00:00Z', actor: 'operator@example.org', action: 'export', entityType: 'member', entityId: 'abc', label: null, before: null, after: null };

describe('AdminAuditPage', () => {
  it('names each record, and older entries by type and id', async () => {
    server.use(http.get(`${API_HOST}/admin/audit`, () => HttpResponse.json({ items: [renamed, older], nextCursor: null })));
    renderConsolePage(<AdminAuditPage />, { signedIn: makeOperatorTokens() });

    expect(await screen.findByRole('cell', { name: 'Venue "Harbour Lamps"' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: m.unnamedRecord(m.entityTypes.member, 'abc') })).toBeInTheDocument();
  });

  it('shows only the changed fields before and after, in words, not JSON', async () => {
    server.use(http.get(`${API_HOST}/admin/audit`, () => HttpResponse.json({ items: [renamed], nextCursor: null })));
    renderConsolePage(<AdminAuditPage />, { signedIn: makeOperatorTokens() });

    await userEvent.click(await screen.findByText(m.showChange));
    const table = screen.getByRole('table', { name: m.changeOf('Venue "Harbour Lamps"') });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Name', 'Harbour Lights', 'Harbour Lamps'],
      ['Active', m.yes, m.no],
      ['Opening hours: Monday start time', '09:00', '10:00'],
    ]);
    expect(table).not.toHaveTextContent('{');
  });
});

describe('auditChanges', () => {
  it('lists what a creation set and what a deletion removed, with dates en-GB and listed records by name', () => {
    expect(auditChanges(null, { name: 'Sam', startsAt: '2026-03-12T17:30:00Z', venues: [{ id: 1, name: 'Anchor' }, { id: 2, name: 'Bell' }] })).toEqual([
      { field: 'Name', before: m.nothing, after: 'Sam' },
      { field: m.fields.startsAt, before: m.nothing, after: '12 March 2026 at 17:30' },
      { field: 'Venues', before: m.nothing, after: 'Anchor, Bell' },
    ]);
    expect(auditChanges({ title: 'Two for one' }, null)).toEqual([{ field: 'Title', before: 'Two for one', after: m.nothing }]);
  });
});
