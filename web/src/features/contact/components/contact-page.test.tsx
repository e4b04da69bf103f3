import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { contactMessages as m } from '../messages.ts';
import { ContactPage } from './contact-page.tsx';

function captureSubmissions(response: () => Response = () => HttpResponse.json({ id: 'sub-1' }, { status: 201 })) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API_HOST}/contact-form`, async ({ request }) => {
      bodies.push(await request.json());
      return response();
    }),
  );
  return bodies;
}

async function fillIn(user: ReturnType<typeof renderWithProviders>['user'], values: { name?: string; email?: string; message?: string }) {
  if (values.name) await user.type(screen.getByLabelText(m.name), values.name);
  if (values.email) await user.type(screen.getByLabelText(m.email), values.email);
  if (values.message) await user.type(screen.getByLabelText(m.message), values.message);
}

describe('ContactPage (/about/contact-us)', () => {
  it("starts untouched: 'Contact Us' with name, email and message fields and no banner", () => {
    renderWithProviders(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: m.title })).toBeInTheDocument();
    expect(screen.getByLabelText(m.name)).toBeInTheDocument();
    expect(screen.getByLabelText(m.email)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(m.message).tagName).toBe('TEXTAREA');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('leads to the FAQ, the About Us page that may answer the question already', async () => {
    const { user, router } = renderWithProviders(<ContactPage />, { path: '/about/contact-us' });
    const link = screen.getByRole('link', { name: m.faqLink });
    expect(link).toHaveAttribute('href', '/about/faq');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/about/faq');
  });

  it('shows each required message and the red banner when submitted empty, sending nothing', async () => {
    const bodies = captureSubmissions();
    const { user } = renderWithProviders(<ContactPage />);

    await user.click(screen.getByRole('button', { name: m.submit }));

    expect(await screen.findByRole('alert')).toHaveTextContent(m.failed);
    expect(screen.getByText(m.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(m.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(m.messageRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(m.name)).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('refuses a malformed e-mail address', async () => {
    const bodies = captureSubmissions();
    const { user } = renderWithProviders(<ContactPage />);
    await fillIn(user, { name: 'Grace', email: 'grace@', message: 'Hello' });

    await user.click(screen.getByRole('button', { name: m.submit }));

    expect(await screen.findByText(m.emailInvalid)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(m.failed);
    expect(bodies).toEqual([]);
  });

  it('sends the form and replaces it with the green thank-you banner', async () => {
    const bodies = captureSubmissions();
    const { user } = renderWithProviders(<ContactPage />);
    await fillIn(user, { name: ' Grace Hopper ', email: 'grace@example.com', message: 'Group offers?' });

    await user.click(screen.getByRole('button', { name: m.submit }));

    expect(await screen.findByRole('status')).toHaveTextContent(m.succeeded);
    expect(bodies).toEqual([{ name: 'Grace Hopper', email: 'grace@example.com', message: 'Group offers?' }]);
    expect(screen.queryByLabelText(m.name)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.submit })).not.toBeInTheDocument();
  });

  it('keeps the form with the red banner and the server field errors when the server refuses it', async () => {
    captureSubmissions(() => HttpResponse.json({ message: 'The request is not valid.', errors: { email: [m.emailInvalid] } }, { status: 400 }));
    const { user } = renderWithProviders(<ContactPage />);
    await fillIn(user, { name: 'Grace', email: 'grace@example.com', message: 'Hi' });

    await user.click(screen.getByRole('button', { name: m.submit }));

    expect(await screen.findByRole('alert')).toHaveTextContent(m.failed);
    expect(screen.getByText(m.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(m.name)).toHaveValue('Grace');
  });

  it('shows the red banner when the server fails', async () => {
    captureSubmissions(() => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }));
    const { user } = renderWithProviders(<ContactPage />);
    await fillIn(user, { name: 'Grace', email: 'grace@example.com', message: 'Hi' });

    await user.click(screen.getByRole('button', { name: m.submit }));

    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(m.failed);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks the sender to wait when they have sent too many', async () => {
    captureSubmissions(() => HttpResponse.json({ message: 'Rate limit exceeded, retry in 10 minutes' }, { status: 429 }));
    const { user } = renderWithProviders(<ContactPage />);
    await fillIn(user, { name: 'Grace', email: 'grace@example.com', message: 'Hi' });

    await user.click(screen.getByRole('button', { name: m.submit }));

    expect(await screen.findByRole('alert')).toHaveTextContent(m.tooMany);
  });
});
