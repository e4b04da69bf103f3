import { describe, expect, it } from 'vitest';
import { isSafeReturnUrl } from './return-url.ts';

describe('isSafeReturnUrl', () => {
  it.each(['/', '/my-account', '/r/auth/ABC?x=1#top', '/offers/12'])('accepts %s', (value) => {
    expect(isSafeReturnUrl(value)).toBe(true);
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'my-account',
    '',
    '/\t/evil.example',
    ' /x',
    42,
    undefined,
  ])('rejects %j', (value) => {
    expect(isSafeReturnUrl(value)).toBe(false);
  });
});
