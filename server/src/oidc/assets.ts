// Served from /interaction/assets/ rather than inlined, so the pages work under CSP
// script-src 'self' and style-src 'self' without 'unsafe-inline'. Kept as strings so the
// server needs no asset folder next to its code.

export const ASSETS_PATH = '/interaction/assets';

export const stylesheet = `
:root {
  color-scheme: light;
  /* The SPA's Tailwind palette (slate, violet, red, amber), so these pages look like the rest of the product. */
  --ink: #0f172a;
  --muted: #475569;
  --line: #e2e8f0;
  --brand: #5b21b6;
  --brand-dark: #4c1d95;
  --brand-soft: #f5f3ff;
  --focus: #6d28d9;
  --surface: #ffffff;
  --page: #f8fafc;
  --danger: #b91c1c;
  --danger-bg: #fef2f2;
  --notice-bg: #fffbeb;
  --radius: 1rem;
  font-family: ui-sans-serif, system-ui, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji';
  line-height: 1.5;
  -webkit-font-smoothing: antialiased;
}
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; background: var(--page); color: var(--ink); display: flex; flex-direction: column; }
.brand-bar { background: var(--surface); border-bottom: 1px solid var(--line); padding: 0.75rem 1rem; }
.brand-bar a { display: inline-flex; align-items: center; gap: 0.5rem; color: var(--brand-dark); font-size: 1.125rem; font-weight: 700; text-decoration: none; border-radius: 0.375rem; }
.logo-mark { width: 2rem; height: 2rem; }
main { flex: 1; display: flex; justify-content: center; align-items: flex-start; padding: 2.5rem 1rem; }
.card { width: 100%; max-width: 28rem; background: var(--surface); border-radius: var(--radius); box-shadow: 0 1px 2px rgba(15, 23, 42, 0.05); outline: 1px solid var(--line); padding: 2rem 1.5rem; }
h1 { font-size: 1.5rem; line-height: 2rem; letter-spacing: -0.025em; margin: 0 0 0.5rem; }
.lead { color: var(--muted); margin: 0 0 1.5rem; }
.field { margin-bottom: 1.125rem; }
.field-row { display: grid; grid-template-columns: 1fr 1fr; gap: 0.75rem; }
@media (max-width: 24rem) { .field-row { grid-template-columns: 1fr; } }
label { display: block; font-size: 0.875rem; font-weight: 600; margin-bottom: 0.375rem; }
input[type='text'], input[type='email'], input[type='password'] {
  width: 100%; font: inherit; padding: 0.5rem 0.75rem; border: 1px solid #cbd5e1; border-radius: 0.5rem; background: #fff; color: var(--ink);
}
input:focus-visible, button:focus-visible, a:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
input[aria-invalid='true'] { border-color: var(--danger); }
.hint { color: var(--muted); font-size: 0.875rem; margin: 0.25rem 0 0; }
.field-error { color: var(--danger); font-size: 0.875rem; margin: 0.25rem 0 0; }
.alert { border-radius: 0.5rem; padding: 0.75rem 1rem; margin: 0 0 1.25rem; }
.alert-error { background: var(--danger-bg); color: var(--danger); border: 1px solid #fecaca; }
.alert-notice { background: var(--notice-bg); border: 1px solid #fde68a; }
.button { display: inline-block; width: 100%; font: inherit; font-size: 0.875rem; font-weight: 600; text-align: center; padding: 0.625rem 1rem; border: 0; border-radius: 0.5rem; background: var(--brand); color: #fff; cursor: pointer; text-decoration: none; }
.button:hover { background: var(--brand-dark); }
.switch { margin: 1.5rem 0 0; text-align: center; color: var(--muted); }
.aside { margin: -0.25rem 0 1rem; text-align: right; font-size: 0.875rem; }
.switch a, .card a:not(.button) { color: var(--brand); font-weight: 600; }
.visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
`;

// Submits the logout confirmation on load: oidc-provider only ends a session on a POST carrying
// its xsrf token, and a valid id_token_hint is consent enough to skip asking the member.
export const logoutScript = `document.querySelector('button[data-auto-submit]')?.click();
`;
