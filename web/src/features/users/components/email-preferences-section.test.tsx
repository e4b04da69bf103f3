import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { emailPreferencesMessages as m } from '../email-preferences-messages.ts';
import { EmailPreferencesSection } from './email-preferences-section.tsx';

function record() {
  const calls: string[] = [];
  let subscribed = false;
  server.use(
    http.post(`${API_HOST}/me/consent`, ({ request }) => {
      calls.push(`POST consent${new URL(request.url).search}`);
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${API_HOST}/me/consent`, () => {
      calls.push('DELETE consent');
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${API_HOST}/me/weekly-digest`, () => HttpResponse.json({ subscribed, favouriteVenues: 3 })),
    http.put(`${API_HOST}/me/weekly-digest`, () => {
      calls.push('PUT digest');
      subscribed = true;
      return HttpResponse.json({ subscribed, favouriteVenues: 3 });
    }),
    http.delete(`${API_HOST}/me/weekly-digest`, () => {
      calls.push('DELETE digest');
      subscribed = false;
      return HttpResponse.json({ subscribed, favouriteVenues: 3 });
    }),
  );
  return calls;
}

describe('EmailPreferencesSection', () => {
  it('withdraws the marketing consent with one press', async () => {
    const calls = record();
    const { user } = renderWithProviders(<EmailPreferencesSection consented />, { signedIn: true });
    const toggle = screen.getByRole('switch', { name: m.marketing.label });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByRole('status')).toHaveTextContent(m.marketing.withdrawn);
    expect(calls).toEqual(['DELETE consent']);
  });

  it('gives it again from My Account, saying where', async () => {
    const calls = record();
    const { user } = renderWithProviders(<EmailPreferencesSection consented={false} />, { signedIn: true });
    await user.click(screen.getByRole('switch', { name: m.marketing.label }));
    expect(await screen.findByRole('status')).toHaveTextContent(m.marketing.given);
    expect(calls).toEqual(['POST consent?source=my-account']);
  });

  it('turns the weekly digest on and off, saying which favourites it covers', async () => {
    const calls = record();
    const { user } = renderWithProviders(<EmailPreferencesSection consented={false} />, { signedIn: true });
    const toggle = await screen.findByRole('switch', { name: m.digest.label });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(m.digest.covers(3));
    await user.click(toggle);
    expect(await screen.findByRole('status')).toHaveTextContent(m.digest.given);
    await waitFor(() => expect(screen.getByRole('switch', { name: m.digest.label })).toBeChecked());
    await waitFor(() => expect(screen.getByRole('switch', { name: m.digest.label })).toBeEnabled());
    await user.click(screen.getByRole('switch', { name: m.digest.label }));
    expect(await screen.findByText(m.digest.withdrawn)).toBeInTheDocument();
    expect(calls).toEqual(['PUT digest', 'DELETE digest']);
    expect(screen.getByRole('switch', { name: m.marketing.label })).not.toBeChecked();
  });

  it('tells a member without favourites how to fill the digest', async () => {
    renderWithProviders(<EmailPreferencesSection consented />, { signedIn: true });
    expect(await screen.findByRole('switch', { name: m.digest.label })).toHaveAccessibleDescription(m.digest.noFavourites);
  });

  it('says so when the change fails', async () => {
    server.use(http.delete(`${API_HOST}/me/consent`, () => HttpResponse.json({ message: 'no' }, { status: 400 })));
    const { user } = renderWithProviders(<EmailPreferencesSection consented />, { signedIn: true });
    await user.click(screen.getByRole('switch', { name: m.marketing.label }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(m.failed));
  });
});
