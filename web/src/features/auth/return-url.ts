/**
 * Whether `value` is a same-origin relative path that is safe to navigate to after sign-in
 * (ruling 3). Anything else (absolute URLs, protocol-relative '//host', the '/\host' form that
 * browsers treat as '//host', schemes, control characters) would make /login an open redirect.
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

export function safeReturnUrl(value: unknown): string | null {
  return isSafeReturnUrl(value) ? value : null;
}
