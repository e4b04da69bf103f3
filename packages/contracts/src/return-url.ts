/**
 * Whether `value` is a same-origin relative path that is safe to navigate to after sign-in
 * (R-LOGIN-03, R-CALLBACK-04). Anything else (absolute URLs, protocol-relative '//host', the '/\host'
 * form that browsers treat as '//host', schemes, control characters) would make /login an open
 * redirect. The SPA checks the address it navigates to; the identity provider checks the returnUrl
 * it accepts on a redirect_uri, so neither relies on the other.
 */
export function isSafeReturnUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !value.startsWith('/')) {
    return false;
  }
  if (value.startsWith('//') || value.startsWith('/\\')) {
    return false;
  }
  // Browsers strip tabs and newlines from URLs, which would turn '/\t/evil' into '//evil'.
  if ([...value].some((char) => char <= '\u001f' || char === '\u007f' || char === '\\')) {
    return false;
  }
  try {
    const base = 'https://same-origin.invalid';
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}

/** `value` when isSafeReturnUrl accepts it, otherwise null. */
export function safeReturnUrl(value: unknown): string | null {
  return isSafeReturnUrl(value) ? value : null;
}
