import { screen, waitFor, within } from '@testing-library/react';
import { AdminMessages, type AdminMemberDetail } from '@venue-pass/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderConsolePage } from '../testing/render-console-page.tsx';
import { formMessages } from '../form/messages.ts';
import { formatDay } from '../list/format.ts';
import { makeOperatorTokens } from '../testing/admin-factories.ts';
import { AdminMemberPage } from './member-page.tsx';
import { toastMessages } from '../toast/messages.ts';
import { AdminMembersPage } from './members-page.tsx';
import { memberMessages as m } from './messages.ts';

const id = '5b0e7a8e-3f0c-4f4e-9a56-0c2b4b1f9d11';
const member: AdminMemberDetail = {
  id,
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  cardNumber: 'A1B2 C3D4 E5F6',
  cardBlocked: false,
  createdAt: '2026-02-01T10:00:00.000Z',
  mobileNumber: '07700900123',
  dateOfBirth: '1990-12-09',
  vip: false,
  onboarding: { accountVerified: false, mobileVerified: true, mailingConsentAt: null, studentVerification: 'NotRequired', requirePhotoUpload: false, hasPhoto: false },
  card: { blockedAt: null, blockedReason: null },
  registrationSource: 'Freshers fair',
  erasedAt: null,
  redemptions: [],
  vouchers: [],
  consentHistory: [
    { purpose: 'marketing-email', granted: true, source: 'consent-dialog', wording: 'Yes, I would like news.', wordingVersion: 'marketing-email-2026-11', at: '2026-02-01T10:05:00.000Z' },
    { purpose: 'marketing-email', granted: false, source: 'my-account', wording: 'Yes, I would like news.', wordingVersion: 'marketing-email-2026-11', at: '2026-03-01T09:00:00.000Z' },
    { purpose: 'weekly-digest', granted: true, source: 'my-account', wording: 'Yes, a digest.', wordingVersion: 'weekly-digest-2026-11', at: '2026-03-02T09:00:00.000Z' },
  ],
  version: 4,
};

function renderMember(shown: AdminMemberDetail = member) {
  server.use(
    http.get(`${API_HOST}/admin/members/${id}`, () => HttpResponse.json(shown)),
    http.get(`${API_HOST}/admin/members`, () => HttpResponse.json({ items: [], nextCursor: null })),
  );
  return renderConsolePage(<AdminMemberPage />, {
    path: '/admin/members/:id',
    route: `/admin/members/${id}`,
    signedIn: makeOperatorTokens(),
    routes: [{ path: '/admin/members', element: <AdminMembersPage /> }],
  });
}

describe('AdminMemberPage', () => {
  it('writes the date of birth out en-GB, not as an ISO date', async () => {
    renderMember();
    await screen.findByRole('heading', { name: 'Grace Hopper' });
    expect(screen.getByText('9 December 1990')).toBeInTheDocument();
    expect(screen.queryByText('1990-12-09')).not.toBeInTheDocument();
  });

  it('lists each grant and withdrawal of a consent with what it is to, where and the words shown', async () => {
    renderMember();
    const table = await screen.findByRole('table', { name: m.consentHistory });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent))).toEqual([
      [m.consentPurposes['marketing-email'], m.consentGranted, m.consentSources['consent-dialog'], 'Yes, I would like news. (marketing-email-2026-11)'],
      [m.consentPurposes['marketing-email'], m.consentWithdrawn, m.consentSources['my-account'], 'Yes, I would like news. (marketing-email-2026-11)'],
      [m.consentPurposes['weekly-digest'], m.consentGranted, m.consentSources['my-account'], 'Yes, a digest. (weekly-digest-2026-11)'],
    ]);
  });

  it("names the student verification in words, not as stored ('NotRequired')", async () => {
    renderMember();
    await screen.findByRole('heading', { name: 'Grace Hopper' });
    expect(screen.getByText(m.studentVerifications.NotRequired)).toBeInTheDocument();
    expect(screen.queryByText('NotRequired')).not.toBeInTheDocument();
  });

  it('erases a member only once their e-mail address is typed, sending the version seen', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API_HOST}/admin/members/${id}/erase`, async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderMember();
    await screen.findByRole('heading', { name: 'Grace Hopper' });

    const erase = screen.getByRole('button', { name: m.erase });
    // It looks dangerous before anything happens, and asks first.
    expect(erase).toHaveClass('text-red-900');
    await user.click(erase);
    const dialog = screen.getByRole('dialog', { name: m.eraseTitle });
    const eraseButton = within(dialog).getByRole('button', { name: m.eraseButton });
    expect(eraseButton).toHaveClass('bg-red-800');
    expect(eraseButton).toBeDisabled();
    expect(within(dialog).getByLabelText(m.eraseConfirm)).toBeRequired();
    await user.type(within(dialog).getByLabelText(m.eraseConfirm), 'grace@example.co');
    expect(eraseButton).toBeDisabled();
    expect(bodies).toEqual([]);
    await user.type(within(dialog).getByLabelText(m.eraseConfirm), 'm');
    await user.click(eraseButton);

    expect(await screen.findByRole('heading', { name: m.title })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: toastMessages.region })).toHaveTextContent(m.erased);
    expect(bodies).toEqual([{ version: 4 }]);
  });

  it('erases nothing when the operator cancels the dialog', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API_HOST}/admin/members/${id}/erase`, async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderMember();
    await screen.findByRole('heading', { name: 'Grace Hopper' });

    await user.click(screen.getByRole('button', { name: m.erase }));
    await user.type(screen.getByLabelText(m.eraseConfirm), member.email);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: formMessages.cancel }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
  });

  it('blocks the card with a reason, and shows the refusal of an empty one on the field', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API_HOST}/admin/members/${id}/block`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: AdminMessages.staleVersion }, { status: 409 });
      }),
    );
    const { user } = renderMember();
    await screen.findByRole('heading', { name: 'Grace Hopper' });

    await user.click(screen.getByRole('button', { name: m.blockCard }));
    expect(await screen.findByRole('alert')).toHaveTextContent(formMessages.checkFields);
    expect(screen.getByLabelText(m.blockReason)).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    await user.type(screen.getByLabelText(m.blockReason), 'Card reported stolen');
    await user.click(screen.getByRole('button', { name: m.blockCard }));
    // Nothing is sent until the operator confirms.
    const dialog = screen.getByRole('dialog', { name: m.blockTitle });
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: m.blockCard }));

    await waitFor(() => expect(bodies).toEqual([{ reason: 'Card reported stolen', version: 4 }]));
    expect(await screen.findByRole('alert')).toHaveTextContent(formMessages.conflictTitle);
    expect(screen.getByRole('alert')).toHaveTextContent(AdminMessages.staleVersion);
  });

  it('shows an erased member as erased, offering only the export and erasing again', async () => {
    const erased = { ...member, email: `erased-${id}@erased.invalid`, firstName: 'Erased', lastName: 'member', mobileNumber: null, dateOfBirth: null, erasedAt: '2026-03-04T10:00:00.000Z' };
    renderMember(erased);
    await screen.findByRole('heading', { name: 'Erased member' });

    expect(screen.getByText(m.erasedOn(formatDay(erased.erasedAt)))).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: m.blockCard })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.resendVerification })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.exportData })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.eraseAgain })).toBeInTheDocument();
  });
});
