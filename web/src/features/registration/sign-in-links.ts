import type { Mode } from './messages.ts';

/** The identity providers offered on the landing pages, as /login?idp= values. */
export const SOCIAL_PROVIDERS = ['facebook', 'google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Which query parameter carries the code to /login: r for a registration code, m for a verification code. */
export type CodeParam = 'r' | 'm';

/**
 * Social buttons are the same in both modes; the e-mail button goes to the provider's registration
 * page only in sign-up mode (R-RCODE-08 to R-RCODE-11).
 */
export function socialLoginHref(provider: SocialProvider, param: CodeParam, code: string): string {
  return `/login?${new URLSearchParams({ idp: provider, [param]: code })}`;
}

export function emailLoginHref(mode: Mode, param: CodeParam, code: string): string {
  const query = mode === 'signUp' ? { register: 'true', [param]: code } : { [param]: code };
  return `/login?${new URLSearchParams(query)}`;
}
