import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { marketingConsentMessages as m } from '../marketing-consent-messages.ts';
import { MarketingConsentSwitch } from './marketing-consent-switch.tsx';

function record() {
  const calls: string[] = [];
  server.use(
    http.post(`${API_HOST}/me/consent`, ({ request }) => {
      calls.push(`POST ${new URL(request.url).search}`);
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${API_HOST}/me/consent`, () => {
      calls.push('DELETE');
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

describe('MarketingConsentSwitch', () => {
  it('withdraws the consent with one press', async () => {
    const calls = record();
    const { user } = renderWithProviders(<MarketingConsentSwitch consented />, { signedIn: true });
    const toggle = screen.getByRole('switch', { name: m.label });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByRole('status')).toHaveTextContent(m.withdrawn);
    expect(calls).toEqual(['DELETE']);
  });

  it('gives it again from My Account, saying where', async () => {
    const calls = record();
    const { user } = renderWithProviders(<MarketingConsentSwitch consented={false} />, { signedIn: true });
    await user.click(screen.getByRole('switch', { name: m.label }));
    expect(await screen.findByRole('status')).toHaveTextContent(m.given);
    expect(calls).toEqual(['POST ?source=my-account']);
  });

  it('says so when the change fails', async () => {
    server.use(http.delete(`${API_HOST}/me/consent`, () => HttpResponse.json({ message: 'no' }, { status: 400 })));
    const { user } = renderWithProviders(<MarketingConsentSwitch consented />, { signedIn: true });
    await user.click(screen.getByRole('switch', { name: m.label }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(m.failed));
  });
});
