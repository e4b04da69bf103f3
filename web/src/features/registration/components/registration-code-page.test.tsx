import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { currentLocation, currentLocationState, renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { registrationMessages as m } from '../messages.ts';
import { RegistrationCodePage } from './registration-code-page.tsx';

const CODE = 'Fr3shers_Fair-2026';

function renderAt(code: string, options: { signedIn?: boolean } = {}) {
  return renderWithProviders(<RegistrationCodePage />, {
    path: '/r/:registrationCode',
    route: `/r/${code}`,
    ...options,
  });
}

function answerLookup(body: unknown, status = 200) {
  const requested: string[] = [];
  server.use(
    http.get(`${API_HOST}/registration-sources/:id`, ({ params }) => {
      requested.push(String(params['id']));
      return HttpResponse.json(body as object, { status });
    }),
  );
  return requested;
}

describe('RegistrationCodePage (/r/{registrationCode})', () => {
  it('looks the code up and shows the exclusive sign-up with the source name and four sign-up buttons', async () => {
    const requested = answerLookup({ found: true, name: 'Freshers Fair' });
    renderAt(CODE);

    expect(await screen.findByRole('heading', { level: 1, name: m.exclusiveSignUp })).toBeInTheDocument();
    expect(requested).toEqual([CODE]);
    expect(screen.getByText('Freshers Fair')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up with Facebook' })).toHaveAttribute('href', `/login?idp=facebook&r=${CODE}`);
    expect(screen.getByRole('link', { name: 'Sign up with Google' })).toHaveAttribute('href', `/login?idp=google&r=${CODE}`);
    expect(screen.getByRole('link', { name: 'Sign up with Apple' })).toHaveAttribute('href', `/login?idp=apple&r=${CODE}`);
    expect(screen.getByRole('link', { name: 'Sign up with Email' })).toHaveAttribute('href', `/login?register=true&r=${CODE}`);
  });

  it('switches the wording to login, and the e-mail button to plain sign-in, with the toggle', async () => {
    answerLookup({ found: true, name: 'Freshers Fair' });
    const { user } = renderAt(CODE);
    const toggle = await screen.findByRole('switch', { name: m.haveAccount });
    expect(screen.getByText(m.signUpIntro)).toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toBeChecked();
    expect(screen.getByText(m.logInIntro)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Sign up/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in with Facebook' })).toHaveAttribute('href', `/login?idp=facebook&r=${CODE}`);
    expect(screen.getByRole('link', { name: 'Log in with Google' })).toHaveAttribute('href', `/login?idp=google&r=${CODE}`);
    expect(screen.getByRole('link', { name: 'Log in with Apple' })).toHaveAttribute('href', `/login?idp=apple&r=${CODE}`);
    expect(screen.getByRole('link', { name: 'Log in with Email' })).toHaveAttribute('href', `/login?r=${CODE}`);

    await user.click(toggle);
    expect(screen.getByRole('link', { name: 'Sign up with Email' })).toHaveAttribute('href', `/login?register=true&r=${CODE}`);
  });

  it('says the code is not valid, with a Sign Up button to /register, when it is not found', async () => {
    answerLookup({ found: false, name: null });
    renderAt(CODE);

    expect(await screen.findByRole('heading', { name: m.codeNotValid })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.signUp })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
  });

  it('says the code is not valid when the server refuses it as malformed', async () => {
    answerLookup({ message: 'The request is not valid.' }, 400);
    renderAt(CODE);
    expect(await screen.findByRole('heading', { name: m.codeNotValid })).toBeInTheDocument();
  });

  it('says a code with characters no link has is not valid without asking the server', async () => {
    const requested = answerLookup({ found: true, name: 'never' });
    renderAt(encodeURIComponent('bad code!'));
    expect(await screen.findByRole('heading', { name: m.codeNotValid })).toBeInTheDocument();
    expect(requested).toEqual([]);
  });

  it('offers a retry when the look-up fails for another reason', async () => {
    let calls = 0;
    server.use(
      http.get(`${API_HOST}/registration-sources/:id`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'Not Found' }, { status: 404 }) : HttpResponse.json({ found: true, name: 'Freshers Fair' });
      }),
    );
    const { user } = renderAt(CODE);

    expect(await screen.findByRole('alert')).toHaveTextContent(m.lookupFailed);
    await user.click(screen.getByRole('button', { name: m.tryAgain }));
    expect(await screen.findByRole('heading', { name: m.exclusiveSignUp })).toBeInTheDocument();
  });

  it('sends a signed-in member to / with the registration code in navigation state, without a look-up', async () => {
    const requested = answerLookup({ found: true, name: 'Freshers Fair' });
    renderAt(CODE, { signedIn: true });

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(currentLocation()).toBe('/');
    expect(currentLocationState()).toEqual({ registrationCode: CODE });
    expect(requested).toEqual([]);
  });
});
