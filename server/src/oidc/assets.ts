// Served from /interaction/assets/ rather than inlined, so the pages work under CSP
// script-src 'self' and style-src 'self' without 'unsafe-inline'. Kept as strings so the
// server needs no asset folder next to its code.

export const ASSETS_PATH = '/interaction/assets';

export const stylesheet = `
:root {
  color-scheme: light;
  --ink: #14142b;
  --muted: #55556d;
  --brand: #4c1d95;
  --brand-dark: #3b0f7a;
  --accent: #f5b700;
  --surface: #ffffff;
  --page: #f4f2fa;
  --danger: #b42318;
  --danger-bg: #fef3f2;
  --notice-bg: #fff8e1;
  --radius: 0.75rem;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  line-height: 1.5;
}
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; background: var(--page); color: var(--ink); display: flex; flex-direction: column; }
.brand-bar { background: var(--brand); color: #fff; padding: 0.875rem 1.25rem; font-weight: 700; letter-spacing: 0.02em; }
.brand-bar a { color: inherit; text-decoration: none; }
.brand-bar span { color: var(--accent); }
main { flex: 1; display: flex; justify-content: center; align-items: flex-start; padding: 2.5rem 1rem; }
.card { width: 100%; max-width: 26rem; background: var(--surface); border-radius: var(--radius); box-shadow: 0 10px 30px rgba(20, 20, 43, 0.08); padding: 2rem 1.75rem; }
h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
.lead { color: var(--muted); margin: 0 0 1.5rem; }
.field { margin-bottom: 1.125rem; }
.field-row { display: grid; grid-template-columns: 1fr 1fr; gap: 0.75rem; }
@media (max-width: 24rem) { .field-row { grid-template-columns: 1fr; } }
label { display: block; font-weight: 600; margin-bottom: 0.375rem; }
input[type='text'], input[type='email'], input[type='password'] {
  width: 100%; font: inherit; padding: 0.625rem 0.75rem; border: 1px solid #c9c6d8; border-radius: 0.5rem; background: #fff; color: var(--ink);
}
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
input[aria-invalid='true'] { border-color: var(--danger); }
.hint { color: var(--muted); font-size: 0.875rem; margin: 0.25rem 0 0; }
.field-error { color: var(--danger); font-size: 0.875rem; margin: 0.25rem 0 0; }
.alert { border-radius: 0.5rem; padding: 0.75rem 1rem; margin: 0 0 1.25rem; }
.alert-error { background: var(--danger-bg); color: var(--danger); border: 1px solid #fecdca; }
.alert-notice { background: var(--notice-bg); border: 1px solid #ffe08a; }
.button { display: inline-block; width: 100%; font: inherit; font-weight: 700; text-align: center; padding: 0.75rem 1rem; border: 0; border-radius: 999px; background: var(--brand); color: #fff; cursor: pointer; text-decoration: none; }
.button:hover { background: var(--brand-dark); }
.switch { margin: 1.5rem 0 0; text-align: center; color: var(--muted); }
.switch a, .card a { color: var(--brand); font-weight: 600; }
.visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
`;

// Submits the logout confirmation on load: oidc-provider only ends a session on a POST carrying
// its xsrf token, and a valid id_token_hint is consent enough to skip asking the member.
export const logoutScript = `document.querySelector('button[data-auto-submit]')?.click();
`;
