import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { makeAdminVenue, makeOperatorTokens } from '../testing/admin-factories.ts';
import { venueMessages } from '../venues/messages.ts';
import { AdminVenuesPage } from '../venues/venues-page.tsx';
import { listMessages as m } from './messages.ts';

/** Answers the venue list from two keyset pages and records each query string. */
function serveTwoPages() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${API_HOST}/admin/venues`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      if (query.get('cursor') === 'page-2') {
        return HttpResponse.json({ items: [makeAdminVenue({ id: 3, name: 'Copper Kettle' })], nextCursor: null });
      }
      return HttpResponse.json({
        items: [makeAdminVenue({ id: 1, name: 'Anchor' }), makeAdminVenue({ id: 2, name: 'Bellhouse', active: false })],
        nextCursor: 'page-2',
      });
    }),
  );
  return queries;
}

const rowNames = () =>
  within(screen.getByRole('table', { name: venueMessages.caption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('the console list (AdminList on /admin/venues)', () => {
  it('shows the first page sorted by the default column, with Previous disabled', async () => {
    const queries = serveTwoPages();
    renderWithProviders(<AdminVenuesPage />, { signedIn: makeOperatorTokens() });

    await waitFor(() => expect(rowNames()).toEqual(['Anchor', 'Bellhouse']));
    expect(queries[0]?.get('sort')).toBe('name');
    expect(queries[0]?.get('order')).toBe('asc');
    expect(queries[0]?.has('cursor')).toBe(false);
    expect(screen.getByRole('columnheader', { name: venueMessages.name })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('button', { name: m.previous })).toBeDisabled();
    expect(screen.getByRole('button', { name: m.next })).toBeEnabled();
  });

  it("pages forward with the API's cursor and back to the first page", async () => {
    const queries = serveTwoPages();
    const { user } = renderWithProviders(<AdminVenuesPage />, { signedIn: makeOperatorTokens() });
    await waitFor(() => expect(rowNames()).toEqual(['Anchor', 'Bellhouse']));

    await user.click(screen.getByRole('button', { name: m.next }));
    await waitFor(() => expect(rowNames()).toEqual(['Copper Kettle']));
    expect(queries.at(-1)?.get('cursor')).toBe('page-2');
    expect(screen.getByRole('button', { name: m.next })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: m.previous }));
    await waitFor(() => expect(rowNames()).toEqual(['Anchor', 'Bellhouse']));
    expect(screen.getByRole('button', { name: m.previous })).toBeDisabled();
  });

  it('sorts by a column, then the other way round, each time from the first page', async () => {
    const queries = serveTwoPages();
    const { user } = renderWithProviders(<AdminVenuesPage />, { signedIn: makeOperatorTokens() });
    await waitFor(() => expect(rowNames()).toEqual(['Anchor', 'Bellhouse']));
    await user.click(screen.getByRole('button', { name: m.next }));
    await waitFor(() => expect(rowNames()).toEqual(['Copper Kettle']));

    await user.click(screen.getByRole('button', { name: venueMessages.created }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('createdAt'));
    expect(queries.at(-1)?.get('order')).toBe('asc');
    expect(queries.at(-1)?.has('cursor')).toBe(false);

    await user.click(screen.getByRole('button', { name: venueMessages.created }));
    await waitFor(() => expect(queries.at(-1)?.get('order')).toBe('desc'));
    expect(screen.getByRole('columnheader', { name: venueMessages.created })).toHaveAttribute('aria-sort', 'descending');
  });

  it('searches once typing pauses, from the first page', async () => {
    const queries = serveTwoPages();
    const { user } = renderWithProviders(<AdminVenuesPage />, { signedIn: makeOperatorTokens() });
    await waitFor(() => expect(rowNames()).toEqual(['Anchor', 'Bellhouse']));

    await user.type(screen.getByLabelText(venueMessages.search), 'bell');

    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('bell'));
    expect(queries.filter((query) => query.has('q'))).toHaveLength(1);
  });

  it("says so when the list cannot be loaded, with the API's message", async () => {
    server.use(http.get(`${API_HOST}/admin/venues`, () => HttpResponse.json({ message: 'Only operators may use the console.' }, { status: 403 })));
    renderWithProviders(<AdminVenuesPage />, { signedIn: makeOperatorTokens() });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m.loadFailed);
    expect(alert).toHaveTextContent('Only operators may use the console.');
  });
});
