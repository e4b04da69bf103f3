import { escapeHtml } from '../http/escape-html.ts';
import { ASSETS_PATH } from './assets.ts';


/** The SPA's logo mark (web/src/components/layout/logo.tsx), so these pages read as the same product; the link names it. */
const LOGO_MARK =
  '<svg class="logo-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="7" fill="currentColor"/><path d="M8 9h4l4 11 4-11h4l-6.5 15h-3z" fill="#fff"/></svg>';

interface PageOptions {
  title: string;
  body: string;
  homeUrl: string;
  script?: string;
}

export function page({ title, body, homeUrl, script }: PageOptions): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · Venue Pass</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="${ASSETS_PATH}/interaction.css">
${script ? `<script src="${escapeHtml(script)}" defer></script>` : ''}
</head>
<body>
<header class="brand-bar"><a href="${escapeHtml(homeUrl)}">${LOGO_MARK}<span>Venue Pass</span></a></header>
<main><div class="card">
${body}
</div></main>
</body>
</html>`;
}

interface FieldOptions {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  value?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  /** Ids of other elements that describe this field, such as a form-level error. */
  describedBy?: string[];
}

function field({ name, label, type, autocomplete, value, error, hint, describedBy = [] }: FieldOptions): string {
  const id = `field-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // A field's rule is said once: its error replaces the hint rather than repeating it.
  const shownHint = error ? undefined : hint;
  const described = [...(shownHint ? [hintId] : []), ...(error ? [errorId] : []), ...describedBy];
  const invalid = Boolean(error) || describedBy.length > 0;
  return `<div class="field">
<label for="${id}">${escapeHtml(label)}</label>
<input id="${id}" name="${name}" type="${type}" autocomplete="${autocomplete}" required${
    value !== undefined && type !== 'password' ? ` value="${escapeHtml(value)}"` : ''
  }${described.length ? ` aria-describedby="${described.join(' ')}"` : ''}${invalid ? ' aria-invalid="true"' : ''}>
${shownHint ? `<p class="hint" id="${hintId}">${escapeHtml(shownHint)}</p>` : ''}
${error ? `<p class="field-error" id="${errorId}">${escapeHtml(error)}</p>` : ''}
</div>`;
}

export interface LoginView {
  action: string;
  registerHref: string;
  forgotPasswordHref: string;
  homeUrl: string;
  email?: string | undefined;
  error?: string | undefined;
  notice?: string | undefined;
}

export function loginPage(view: LoginView): string {
  const errorId = 'login-error';
  const errorIds = view.error ? [errorId] : [];
  return page({
    title: 'Sign in',
    homeUrl: view.homeUrl,
    body: `<h1>Sign in</h1>
<p class="lead">Use the e-mail address and password of your Venue Pass account.</p>
${view.notice ? `<p class="alert alert-notice" role="status">${escapeHtml(view.notice)}</p>` : ''}
${view.error ? `<p class="alert alert-error" id="${errorId}" role="alert">${escapeHtml(view.error)}</p>` : ''}
<form method="post" action="${escapeHtml(view.action)}" novalidate>
${field({ name: 'email', label: 'E-mail', type: 'email', autocomplete: 'username', value: view.email, describedBy: errorIds })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', describedBy: errorIds })}
<p class="aside"><a href="${escapeHtml(view.forgotPasswordHref)}">Forgot password?</a></p>
<button class="button" type="submit">Sign in</button>
</form>
<p class="switch">New to Venue Pass? <a href="${escapeHtml(view.registerHref)}">Create an account</a></p>`,
  });
}

export type RegistrationField = 'givenName' | 'familyName' | 'email' | 'password' | 'confirmPassword';

export interface RegistrationView {
  action: string;
  loginHref: string;
  homeUrl: string;
  values?: Partial<Record<RegistrationField, string>>;
  errors?: Partial<Record<RegistrationField, string>>;
}

export function registrationPage(view: RegistrationView): string {
  const values = view.values ?? {};
  const errors = view.errors ?? {};
  const hasErrors = Object.keys(errors).length > 0;
  return page({
    title: 'Create your account',
    homeUrl: view.homeUrl,
    body: `<h1>Create your account</h1>
<p class="lead">Join Venue Pass to get your loyalty card and exclusive offers.</p>
${hasErrors ? '<p class="alert alert-error" role="alert">Please correct the highlighted fields.</p>' : ''}
<form method="post" action="${escapeHtml(view.action)}" novalidate>
<div class="field-row">
${field({ name: 'givenName', label: 'First name', type: 'text', autocomplete: 'given-name', value: values.givenName, error: errors.givenName })}
${field({ name: 'familyName', label: 'Last name', type: 'text', autocomplete: 'family-name', value: values.familyName, error: errors.familyName })}
</div>
${field({ name: 'email', label: 'E-mail', type: 'email', autocomplete: 'email', value: values.email, error: errors.email })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', error: errors.password, hint: 'At least 10 characters.' })}
${field({ name: 'confirmPassword', label: 'Confirm password', type: 'password', autocomplete: 'new-password', error: errors.confirmPassword })}
<button class="button" type="submit">Create account</button>
</form>
<p class="switch">Already have an account? <a href="${escapeHtml(view.loginHref)}">Sign in</a></p>`,
  });
}

export interface MessageView {
  title: string;
  message: string;
  homeUrl: string;
  details?: string | undefined;
  /** Where the page's button goes; back to Venue Pass unless given. */
  next?: { href: string; label: string };
}

export function messagePage(options: MessageView): string {
  const next = options.next ?? { href: options.homeUrl, label: 'Back to Venue Pass' };
  return page({
    title: options.title,
    homeUrl: options.homeUrl,
    body: `<h1>${escapeHtml(options.title)}</h1>
<p class="lead">${escapeHtml(options.message)}</p>
${options.details ? `<p class="hint">${escapeHtml(options.details)}</p>` : ''}
<a class="button" href="${escapeHtml(next.href)}">${escapeHtml(next.label)}</a>`,
  });
}

export interface EmailRequestView {
  title: string;
  lead: string;
  action: string;
  homeUrl: string;
  email?: string | undefined;
  error?: string | undefined;
  backHref: string;
}

/** Asks for an account's e-mail address (a password reset). */
export function emailRequestPage(view: EmailRequestView): string {
  return page({
    title: view.title,
    homeUrl: view.homeUrl,
    body: `<h1>${escapeHtml(view.title)}</h1>
<p class="lead">${escapeHtml(view.lead)}</p>
<form method="post" action="${escapeHtml(view.action)}" novalidate>
${field({ name: 'email', label: 'E-mail', type: 'email', autocomplete: 'email', value: view.email, error: view.error })}
<button class="button" type="submit">Send the link</button>
</form>
<p class="switch">Remembered it? <a href="${escapeHtml(view.backHref)}">Sign in</a></p>`,
  });
}

export interface NewPasswordView {
  title: string;
  /** Whose password this is: the account's e-mail address. */
  email: string;
  /** Where the form posts; the page's own address when absent. */
  action?: string;
  homeUrl: string;
  hint: string;
  errors?: Partial<Record<'currentPassword' | 'password' | 'confirmPassword', string>>;
  /** A signed-in account changing its password proves it knows the current one. */
  askCurrentPassword?: boolean;
  /** Where 'Cancel' goes; no cancel when absent. */
  cancelHref?: string;
}

/** Chooses an account's password from an e-mailed link (a staff invitation, a password reset). */
export function newPasswordPage(view: NewPasswordView): string {
  const errors = view.errors ?? {};
  return page({
    title: view.title,
    homeUrl: view.homeUrl,
    body: `<h1>${escapeHtml(view.title)}</h1>
<p class="lead">For ${escapeHtml(view.email)}</p>
${Object.keys(errors).length > 0 ? '<p class="alert alert-error" role="alert">Please correct the highlighted fields.</p>' : ''}
<form method="post"${view.action ? ` action="${escapeHtml(view.action)}"` : ''} novalidate>
${view.askCurrentPassword ? field({ name: 'currentPassword', label: 'Current password', type: 'password', autocomplete: 'current-password', error: errors.currentPassword }) : ''}
${field({ name: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', error: errors.password, hint: view.hint })}
${field({ name: 'confirmPassword', label: 'Confirm password', type: 'password', autocomplete: 'new-password', error: errors.confirmPassword })}
<button class="button" type="submit">Set password</button>
</form>
${view.cancelHref ? `<p class="switch"><a href="${escapeHtml(view.cancelHref)}">Cancel</a></p>` : ''}`,
  });
}

/** oidc-provider's logout form with our own button; `autoSubmit` adds the script that presses it. */
export function logoutPage(options: { form: string; homeUrl: string; autoSubmit: boolean }): string {
  return page({
    title: 'Sign out',
    homeUrl: options.homeUrl,
    script: options.autoSubmit ? `${ASSETS_PATH}/logout.js` : undefined,
    body: `<h1>${options.autoSubmit ? 'Signing you out…' : 'Sign out of Venue Pass?'}</h1>
<p class="lead">${options.autoSubmit ? 'Please wait a moment.' : 'You will need to sign in again to see your offers.'}</p>
${options.form}
<button class="button" type="submit" form="op.logoutForm" name="logout" value="yes"${options.autoSubmit ? ' data-auto-submit' : ''}>Sign out</button>`,
  });
}
