import { describe, expect, it } from 'vitest';
import { emailLoginHref, socialLoginHref } from './sign-in-links.ts';

describe('sign-in links', () => {
  it('sends social buttons to /login with the provider hint and the code', () => {
    expect(socialLoginHref('facebook', 'r', 'abc')).toBe('/login?idp=facebook&r=abc');
    expect(socialLoginHref('apple', 'm', 'xyz')).toBe('/login?idp=apple&m=xyz');
  });

  it('sends the e-mail button to registration in sign-up mode and to sign-in in login mode', () => {
    expect(emailLoginHref('signUp', 'r', 'abc')).toBe('/login?register=true&r=abc');
    expect(emailLoginHref('logIn', 'r', 'abc')).toBe('/login?r=abc');
    expect(emailLoginHref('signUp', 'm', 'xyz')).toBe('/login?register=true&m=xyz');
  });

  it('encodes codes so they cannot add parameters', () => {
    expect(emailLoginHref('logIn', 'r', 'a&register=true')).toBe('/login?r=a%26register%3Dtrue');
  });
});
