import { screen, waitFor, within } from '@testing-library/react';
import type { Campaign } from '@venue-pass/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { formMessages } from '../form/messages.ts';
import { makeAdminVenue, makeOperatorTokens } from '../testing/admin-factories.ts';
import { renderConsolePage } from '../testing/render-console-page.tsx';
import { toastMessages } from '../toast/messages.ts';
import { AdminMessagesPage } from './messages-page.tsx';
import { campaignMessages as m } from './messages.ts';

const harbour = makeAdminVenue({ id: 3, name: 'Harbour Lights' });
const kettle = makeAdminVenue({ id: 4, name: 'Copper Kettle' });

/** Serves the Messages area's API as the server would, recording what the page sends. */
function serveCampaigns(campaigns: Campaign[] = []) {
  const sent: Array<{ url: string; body: unknown }> = [];
  let list = [...campaigns];
  const record = async (request: Request) => {
    const body = await request.json().catch(() => null);
    sent.push({ url: new URL(request.url).pathname, body });
    return body as Record<string, unknown>;
  };
  server.use(
    http.get(`${API_HOST}/admin/venues`, () => HttpResponse.json({ items: [harbour, kettle], nextCursor: null })),
    http.get(`${API_HOST}/admin/offers`, () => HttpResponse.json({ items: [{ id: 7, title: 'Two for one', venueName: 'Harbour Lights' }], nextCursor: null })),
    http.get(`${API_HOST}/admin/campaigns`, () => HttpResponse.json(list)),
    http.post(`${API_HOST}/admin/campaigns/audience-count`, async ({ request }) => {
      const { audience } = (await request.json()) as { audience: { students: boolean; favouriteVenueIds: number[] } };
      return HttpResponse.json({ count: 10 - (audience.students ? 6 : 0) - audience.favouriteVenueIds.length });
    }),
    http.post(`${API_HOST}/admin/campaigns/preview`, async ({ request }) => {
      const body = await record(request);
      return HttpResponse.json({ subject: body.subject, html: '<p>Rendered</p>', text: 'Rendered' });
    }),
    http.post(`${API_HOST}/admin/campaigns/test`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ to: 'operator@test.example' }, { status: 202 });
    }),
    http.post(`${API_HOST}/admin/campaigns`, async ({ request }) => {
      const body = await record(request);
      const created: Campaign = {
        id: 1,
        subject: body.subject as string,
        body: body.body as string,
        promotes: body.promotes as Campaign['promotes'],
        audience: body.audience as Campaign['audience'],
        status: 'scheduled',
        sendAt: (body.sendAt as string | null) ?? '2026-12-02T10:00:00.000Z',
        createdAt: '2026-12-02T10:00:00.000Z',
        createdBy: 'operator@test.example',
        counts: { queued: 0, sent: 0, failed: 0, unsubscribed: 0 },
      };
      list = [created, ...list];
      return HttpResponse.json(created, { status: 201 });
    }),
  );
  return sent;
}

const render = () => renderConsolePage(<AdminMessagesPage />, { path: '/admin/messages', signedIn: makeOperatorTokens() });

describe('AdminMessagesPage (/admin/messages)', () => {
  it('shows how many members the audience reaches, narrowing as filters are chosen', async () => {
    serveCampaigns();
    const { user } = render();
    const form = await screen.findByRole('form', { name: m.formLabel });
    expect(await within(form).findByText(m.count(10))).toBeInTheDocument();
    await user.click(within(form).getByLabelText(m.students));
    expect(await within(form).findByText(m.count(4))).toBeInTheDocument();
    await user.click(await within(form).findByLabelText('Harbour Lights'));
    expect(await within(form).findByText(m.count(3))).toBeInTheDocument();
  });

  it('sends a campaign now with its audience and the offer it promotes, and lists it', async () => {
    const sent = serveCampaigns();
    const { user } = render();
    const form = await screen.findByRole('form', { name: m.formLabel });
    await user.type(within(form).getByLabelText(m.subject), 'Summer nights');
    await user.type(within(form).getByLabelText(m.body), 'Long evenings.{Enter}{Enter}Bring a friend.');
    await within(form).findByRole('option', { name: m.promotesOffer('Two for one (Harbour Lights)') });
    await user.selectOptions(within(form).getByLabelText(m.promotes), 'offer:7');
    await user.click(within(form).getByLabelText(m.vip));
    await user.click(await within(form).findByLabelText('Copper Kettle'));
    await user.click(within(form).getByRole('button', { name: m.send }));
    // Nothing goes before the operator says yes.
    const confirm = await screen.findByRole('dialog', { name: m.confirmSendTitle });
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: m.send }));

    await waitFor(() => expect(sent.map((each) => each.url)).toEqual(['/api/admin/campaigns']));
    expect(sent[0]!.body).toEqual({
      subject: 'Summer nights',
      body: 'Long evenings.\n\nBring a friend.',
      promotes: { kind: 'offer', id: 7 },
      audience: { favouriteVenueIds: [4], students: false, vip: true, verifiedOnly: false },
      sendAt: null,
    });
    expect(screen.getByRole('status', { name: toastMessages.region })).toHaveTextContent(m.sent('Summer nights'));
    const list = await screen.findByRole('list', { name: m.listLabel });
    expect(within(list).getByRole('heading', { name: 'Summer nights' })).toBeInTheDocument();
    expect(within(list).getByText(m.counts(0, 0, 0, 0))).toBeInTheDocument();
  });

  it('previews the rendered e-mail and sends a test to the operator', async () => {
    const sent = serveCampaigns();
    const { user } = render();
    const form = await screen.findByRole('form', { name: m.formLabel });
    await user.type(within(form).getByLabelText(m.subject), 'Summer nights');
    await user.type(within(form).getByLabelText(m.body), 'Hello.');
    await user.click(within(form).getByRole('button', { name: m.preview }));
    const dialog = await screen.findByRole('dialog', { name: m.previewTitle });
    expect(within(dialog).getByTitle(m.previewTitle)).toHaveAttribute('srcdoc', '<p>Rendered</p>');
    await user.click(within(dialog).getByRole('button', { name: m.closePreview }));

    await user.click(within(form).getByRole('button', { name: m.sendTest }));
    await waitFor(() => expect(screen.getByRole('status', { name: toastMessages.region })).toHaveTextContent(m.testSent('operator@test.example')));
    expect(sent.map((each) => each.url)).toEqual(['/api/admin/campaigns/preview', '/api/admin/campaigns/test']);
    expect(sent[1]!.body).toEqual({ subject: 'Summer nights', body: 'Hello.', promotes: null });
  });

  it('refuses a campaign without words, or to be sent later without a time, before sending anything', async () => {
    const sent = serveCampaigns();
    const { user } = render();
    const form = await screen.findByRole('form', { name: m.formLabel });
    await user.click(within(form).getByRole('button', { name: m.send }));
    expect(await within(form).findByText(formMessages.checkFields)).toBeInTheDocument();
    expect(within(form).getByLabelText(m.subject)).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(form).getByLabelText(m.subject), 'Later');
    await user.type(within(form).getByLabelText(m.body), 'Soon.');
    await user.click(within(form).getByLabelText(m.later));
    await user.click(within(form).getByRole('button', { name: m.schedule }));
    expect(await within(form).findByText(m.sendAtRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
