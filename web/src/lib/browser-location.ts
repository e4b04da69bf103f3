/**
 * Leaves the SPA for another address (the identity provider). Kept in its own module so tests
 * can replace it: jsdom cannot navigate.
 */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
