import { screen, waitFor, within } from '@testing-library/react';
import type { AdminDeliveryProblem } from '@venue-pass/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { makeOperatorTokens } from '../testing/admin-factories.ts';
import { renderConsolePage } from '../testing/render-console-page.tsx';
import { listMessages } from '../list/messages.ts';
import { AdminDeliveriesPage } from './deliveries-page.tsx';
import { deliveryMessages as m } from './messages.ts';

const whatsapp: AdminDeliveryProblem = {
  id: '7d4f7c1e-2f36-4a4e-9d1b-5c0d7c7f1a01',
  channel: 'whatsapp',
  recipient: '+44•••••••123',
  kind: 'voucher',
  reason: 'WhatsApp refused a free-form message outside the 24-hour window: it needs an approved template. (Twilio error 63016)',
  errorCode: 63016,
  failedAt: '2026-12-02T10:15:00Z',
};
const email: AdminDeliveryProblem = {
  id: '7d4f7c1e-2f36-4a4e-9d1b-5c0d7c7f1a02',
  channel: 'email',
  recipient: 'a•••@example.com',
  kind: null,
  reason: '550 mailbox unavailable',
  errorCode: null,
  failedAt: '2026-12-01T09:00:00Z',
};
const older: AdminDeliveryProblem = { ...whatsapp, id: '7d4f7c1e-2f36-4a4e-9d1b-5c0d7c7f1a03', channel: 'sms', kind: 'voucher_verification', reason: 'The number is not a mobile number. (Twilio error 21614)' };

/** Serves two keyset pages of problems and records each query string. */
function serveProblems() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${API_HOST}/admin/deliveries`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      if (query.get('cursor') === 'page-2') return HttpResponse.json({ items: [older], nextCursor: null });
      if (query.get('channel') === 'whatsapp') return HttpResponse.json({ items: [whatsapp], nextCursor: null });
      return HttpResponse.json({ items: [whatsapp, email], nextCursor: 'page-2' });
    }),
  );
  return queries;
}

const rows = () =>
  within(screen.getByRole('table', { name: m.caption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('AdminDeliveriesPage', () => {
  it('lists failed messages newest first with channel, masked recipient, kind and reason', async () => {
    const queries = serveProblems();
    renderConsolePage(<AdminDeliveriesPage />, { signedIn: makeOperatorTokens() });

    expect(await screen.findByRole('heading', { level: 1, name: m.title })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [first, second] = rows();
    expect(first?.slice(1)).toEqual([m.channels.whatsapp, '+44•••••••123', m.kinds.voucher, whatsapp.reason]);
    expect(second?.slice(1)).toEqual([m.channels.email, 'a•••@example.com', m.unknownKind, email.reason]);
    expect(queries[0]?.get('sort')).toBe('failedAt');
    expect(queries[0]?.get('order')).toBe('desc');
    expect(screen.getByRole('columnheader', { name: m.when })).toHaveAttribute('aria-sort', 'descending');
  });

  it('pages with the cursor and filters by channel from the first page', async () => {
    const queries = serveProblems();
    const { user } = renderConsolePage(<AdminDeliveriesPage />, { signedIn: makeOperatorTokens() });
    await waitFor(() => expect(rows()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: listMessages.next }));
    await waitFor(() => expect(rows().map((row) => row[3])).toEqual([m.kinds.voucher_verification]));
    expect(queries.at(-1)?.get('cursor')).toBe('page-2');

    await user.selectOptions(screen.getByLabelText(m.show), m.channels.whatsapp);
    await waitFor(() => expect(queries.at(-1)?.get('channel')).toBe('whatsapp'));
    expect(queries.at(-1)?.has('cursor')).toBe(false);
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});
