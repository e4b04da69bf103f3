import { CloseAccountMessages, type CloseAccountInput } from '@venue-pass/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveJsonFile } from '../../../lib/save-json-file.ts';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { myDataMessages as m } from '../my-data-messages.ts';
import { MyDataSection } from './my-data-section.tsx';

vi.mock('../../../lib/save-json-file.ts', () => ({ saveJsonFile: vi.fn() }));

const EMAIL = 'ada@example.com';

beforeEach(() => {
  vi.mocked(saveJsonFile).mockClear();
});

function renderSection(route = '/my-account') {
  const onClosed = vi.fn();
  const rendered = renderWithProviders(<MyDataSection email={EMAIL} onClosed={onClosed} />, { path: '/my-account', route, signedIn: true });
  return { ...rendered, onClosed };
}

/** Answers DELETE /api/me with `respond` and records the bodies it was sent. */
function onDelete(respond: () => Response) {
  const bodies: CloseAccountInput[] = [];
  server.use(
    http.delete(`${API_HOST}/me`, async ({ request }) => {
      bodies.push((await request.json()) as CloseAccountInput);
      return respond();
    }),
  );
  return bodies;
}

describe('MyDataSection', () => {
  it('downloads what GET /api/me/export answers as a file', async () => {
    server.use(http.get(`${API_HOST}/me/export`, () => HttpResponse.json({ profile: { email: EMAIL } })));
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: m.download }));
    await waitFor(() => expect(saveJsonFile).toHaveBeenCalledWith({ profile: { email: EMAIL } }, m.fileName));
  });

  it('says so when the download fails', async () => {
    server.use(http.get(`${API_HOST}/me/export`, () => HttpResponse.json({ message: 'no' }, { status: 400 })));
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: m.download }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.downloadFailed);
    expect(saveJsonFile).not.toHaveBeenCalled();
  });

  it('closes the account only once the e-mail address is typed, then hands over to onClosed', async () => {
    const bodies = onDelete(() => new HttpResponse(null, { status: 204 }));
    const { user, onClosed } = renderSection();
    await user.click(screen.getByRole('button', { name: m.close }));
    const dialog = screen.getByRole('dialog', { name: m.closeTitle });
    const confirm = within(dialog).getByRole('button', { name: m.closeButton });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: m.closeConfirm }), EMAIL);
    await user.click(confirm);
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ email: EMAIL }]);
  });

  it('asks the member to sign in again when the API wants a recent sign-in, keeping the account', async () => {
    onDelete(() => HttpResponse.json({ message: CloseAccountMessages.signInAgain }, { status: 401 }));
    const { user, onClosed } = renderSection();
    await user.click(screen.getByRole('button', { name: m.close }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: m.closeConfirm }), EMAIL);
    await user.click(within(dialog).getByRole('button', { name: m.closeButton }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CloseAccountMessages.signInAgain);
    expect(within(dialog).getByRole('link', { name: m.signInAgainButton })).toHaveAttribute('href', '/login?action=reauthenticate');
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('treats an account found already closed (a retried request) as closed', async () => {
    onDelete(() => HttpResponse.json({ message: CloseAccountMessages.erased }, { status: 401 }));
    const { user, onClosed } = renderSection();
    await user.click(screen.getByRole('button', { name: m.close }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: m.closeConfirm }), EMAIL);
    await user.click(within(dialog).getByRole('button', { name: m.closeButton }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
  });

  it('opens the closing dialog when the member comes back from signing in again', () => {
    renderSection('/my-account?close=confirm');
    expect(screen.getByRole('dialog', { name: m.closeTitle })).toBeInTheDocument();
  });
});
