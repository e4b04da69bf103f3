import { screen, waitFor, within } from '@testing-library/react';
import { AdminMessages, type AdminFaqItem } from '@venue-pass/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { confirmDialogMessages } from '../../../components/ui/confirm-dialog.tsx';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { formMessages } from '../form/messages.ts';
import { makeOperatorTokens } from '../testing/admin-factories.ts';
import { renderConsolePage } from '../testing/render-console-page.tsx';
import { toastMessages } from '../toast/messages.ts';
import { AdminFaqNewPage } from './faq-new-page.tsx';
import { AdminFaqPage } from './faq-page.tsx';
import { faqAdminMessages as m } from './messages.ts';

const item = (id: number, question: string, answer: string, version = 1): AdminFaqItem => ({
  id,
  position: id,
  question,
  answer,
  version,
  updatedAt: '2026-11-28T09:00:00.000Z',
});
const join = item(1, 'How do I join?', 'Select Login.');
const card = item(2, 'How do I use my card?', 'Show it at the counter.');
const vouchers = item(3, 'How do vouchers work?', 'Staff redeem them once.');

/** Serves GET /api/admin/faq from a list the handlers below change, as the server would. */
function serveFaq(initial: AdminFaqItem[]) {
  let items = [...initial];
  const bodies: Array<{ method: string; url: string; body: unknown }> = [];
  const record = async (request: Request) => {
    const body = request.method === 'DELETE' ? null : await request.json();
    bodies.push({ method: request.method, url: new URL(request.url).pathname + new URL(request.url).search, body });
    return body as Record<string, unknown>;
  };
  server.use(
    http.get(`${API_HOST}/admin/faq`, () => HttpResponse.json(items)),
    http.post(`${API_HOST}/admin/faq`, async ({ request }) => {
      const body = await record(request);
      const created = item(9, body.question as string, body.answer as string);
      items = [...items, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(`${API_HOST}/admin/faq/:id`, async ({ request, params }) => {
      const body = await record(request);
      const saved = { ...items.find((each) => each.id === Number(params.id))!, question: body.question as string, answer: body.answer as string, version: 2 };
      items = items.map((each) => (each.id === saved.id ? saved : each));
      return HttpResponse.json(saved);
    }),
    http.post(`${API_HOST}/admin/faq/:id/move`, async ({ request, params }) => {
      const body = await record(request);
      const index = items.findIndex((each) => each.id === Number(params.id));
      const target = body.direction === 'up' ? index - 1 : index + 1;
      const order = [...items];
      [order[index], order[target]] = [order[target]!, order[index]!];
      items = order;
      return HttpResponse.json(items);
    }),
    http.delete(`${API_HOST}/admin/faq/:id`, async ({ request, params }) => {
      await record(request);
      items = items.filter((each) => each.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return bodies;
}

const render = () => renderConsolePage(<AdminFaqPage />, { path: '/admin/faq', signedIn: makeOperatorTokens() });
const questions = () => within(screen.getByRole('list', { name: m.listLabel })).getAllByRole('heading').map((heading) => heading.textContent);
const toast = () => screen.getByRole('status', { name: toastMessages.region });

describe('AdminFaqPage (/admin/faq)', () => {
  it('lists the questions in page order with their answers; the first cannot move up, the last cannot move down', async () => {
    serveFaq([join, card, vouchers]);
    render();
    expect(await screen.findByRole('heading', { name: join.question })).toBeInTheDocument();
    expect(questions()).toEqual([join.question, card.question, vouchers.question]);
    expect(screen.getByText(card.answer)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.moveUpOf(join.question) })).toBeDisabled();
    expect(screen.getByRole('button', { name: m.moveDownOf(join.question) })).toBeEnabled();
    expect(screen.getByRole('button', { name: m.moveDownOf(vouchers.question) })).toBeDisabled();
  });

  it('adds a question on a page of its own, from the New button, and returns to the list with a toast', async () => {
    const bodies = serveFaq([join]);
    const { user, router } = renderConsolePage(<AdminFaqPage />, {
      path: '/admin/faq',
      routes: [{ path: '/admin/faq/new', element: <AdminFaqNewPage /> }],
      signedIn: makeOperatorTokens(),
    });
    await user.click(await screen.findByRole('link', { name: m.newItem }));
    expect(router.state.location.pathname).toBe('/admin/faq/new');
    const form = await screen.findByRole('form', { name: m.newItem });
    await user.type(within(form).getByLabelText(m.question), 'Can I bring a friend?');
    await user.type(within(form).getByLabelText(m.answer), 'Yes, with their own card.');
    await user.click(within(form).getByRole('button', { name: m.add }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/faq'));
    await waitFor(() => expect(questions()).toEqual([join.question, 'Can I bring a friend?']));
    expect(toast()).toHaveTextContent(m.added('Can I bring a friend?'));
    expect(bodies).toEqual([{ method: 'POST', url: '/api/admin/faq', body: { question: 'Can I bring a friend?', answer: 'Yes, with their own card.' } }]);
  });

  it('refuses a blank question before sending anything', async () => {
    const bodies = serveFaq([join]);
    const { user } = renderConsolePage(<AdminFaqNewPage />, { path: '/admin/faq/new', signedIn: makeOperatorTokens() });
    const form = screen.getByRole('form', { name: m.newItem });
    expect(within(form).getByLabelText(m.question)).toHaveAttribute('aria-required', 'true');
    await user.type(within(form).getByLabelText(m.answer), 'An answer without a question.');
    await user.click(within(form).getByRole('button', { name: m.add }));
    expect(await within(form).findByText(formMessages.checkFields)).toBeInTheDocument();
    expect(within(form).getByLabelText(m.question)).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('edits a question and its answer with the version it was loaded at', async () => {
    const bodies = serveFaq([join, card]);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: m.editOf(card.question) }));
    const form = screen.getByRole('form', { name: m.editOf(card.question) });
    expect(within(form).getByLabelText(m.answer)).toHaveValue(card.answer);
    await user.clear(within(form).getByLabelText(m.question));
    await user.type(within(form).getByLabelText(m.question), 'How do I show my card?');
    await user.click(within(form).getByRole('button', { name: formMessages.save }));

    expect(await screen.findByRole('heading', { name: 'How do I show my card?' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: m.editOf(card.question) })).not.toBeInTheDocument();
    expect(toast()).toHaveTextContent(m.saved('How do I show my card?'));
    expect(bodies).toEqual([{ method: 'PUT', url: '/api/admin/faq/2', body: { question: 'How do I show my card?', answer: card.answer, version: 1 } }]);
  });

  it('offers a reload when someone else saved the item first', async () => {
    serveFaq([join]);
    server.use(http.put(`${API_HOST}/admin/faq/1`, () => HttpResponse.json({ message: AdminMessages.staleVersion, reason: 'stale-version' }, { status: 409 })));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: m.editOf(join.question) }));
    await user.click(screen.getByRole('button', { name: formMessages.save }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(formMessages.conflictTitle);
    expect(within(banner).getByRole('button', { name: formMessages.reload })).toBeInTheDocument();
  });

  it('moves a question down one place', async () => {
    const bodies = serveFaq([join, card, vouchers]);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: m.moveDownOf(join.question) }));
    await waitFor(() => expect(questions()).toEqual([card.question, join.question, vouchers.question]));
    expect(toast()).toHaveTextContent(m.moved(join.question));
    expect(bodies).toEqual([{ method: 'POST', url: '/api/admin/faq/1/move', body: { direction: 'down', version: 1 } }]);
  });

  it('removes a question only once the operator confirms', async () => {
    const bodies = serveFaq([join, card]);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: m.removeOf(card.question) }));
    const dialog = screen.getByRole('dialog', { name: m.removeTitle });
    expect(dialog).toHaveTextContent(card.question);
    await user.click(within(dialog).getByRole('button', { name: confirmDialogMessages.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: m.removeOf(card.question) }));
    await user.click(within(screen.getByRole('dialog', { name: m.removeTitle })).getByRole('button', { name: m.remove }));
    await waitFor(() => expect(questions()).toEqual([join.question]));
    expect(toast()).toHaveTextContent(m.removed(card.question));
    expect(bodies).toEqual([{ method: 'DELETE', url: '/api/admin/faq/2?version=1', body: null }]);
  });
});
