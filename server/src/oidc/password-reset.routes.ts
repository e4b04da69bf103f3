import formbody from '@fastify/formbody';
import { singleLineText } from '@venue-pass/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import { renderEmail } from '../modules/email/render-email.ts';
import { createOutboxRepository } from '../modules/outbox/outbox.repository.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import { createActionTokens } from './action-tokens.ts';
import { RegistrationMessages } from './messages.ts';
import { minimumPasswordLength, parseNewPassword, passwordHint, setPasswordByLink } from './new-password.ts';
import { sendErrorPage, sendPage } from './page-reply.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import { emailRequestPage, messagePage, newPasswordPage } from './views.ts';

/** Where Keycloak's pages of account actions live under the realm; these are ours, not oidc-provider's. */
export const LOGIN_ACTIONS_PREFIX = '/login-actions/';

/** Keycloak's paths under the realm, so a link written for one works with the other. */
export const PASSWORD_RESET_PATHS = {
  request: `${LOGIN_ACTIONS_PREFIX}reset-credentials`,
  link: `${LOGIN_ACTIONS_PREFIX}action-token`,
} as const;

export const PasswordResetTexts = {
  title: 'Reset your password',
  lead: 'Enter the e-mail address of your Venue Pass account and we will send you a link to choose a new password.',
  sentTitle: 'Check your e-mail',
  sent: 'If a Venue Pass account uses that address, we have sent it a link to choose a new password. The link works for 30 minutes.',
  chooseTitle: 'Choose a new password',
  invalidTitle: 'This link has expired',
  invalid: 'This link does not work any more: it has been used, or more than 30 minutes have passed. Ask for a new one.',
  askAgain: 'Ask for a new link',
  doneTitle: 'Your password is changed',
  done: 'You are signed out everywhere else. Sign in with your new password.',
  signIn: 'Sign in',
  mailSubject: 'Reset your Venue Pass password',
} as const;

export function passwordResetMail(givenName: string, link: string) {
  return renderEmail({
    subject: PasswordResetTexts.mailSubject,
    preview: 'Choose a new password within 30 minutes.',
    heading: 'Reset your password',
    paragraphs: [`Hello ${givenName},`, 'Someone asked to reset the password of your Venue Pass account. If it was you, choose a new password within 30 minutes:'],
    action: { label: 'Choose a new password', url: link },
    footnote: 'If it was not you, ignore this e-mail: your password stays as it is.',
  });
}

const RequestBodySchema = z.object({
  email: singleLineText({ max: 320, messages: { required: RegistrationMessages.emailRequired, invalidCharacters: RegistrationMessages.emailInvalid } }).pipe(
    z.email(RegistrationMessages.emailInvalid),
  ),
});
/** What was typed, to show again beside its error. */
const TypedEmailSchema = z.object({ email: z.string().max(320).catch('') }).catch({ email: '' });
const LinkQuerySchema = z.object({ key: z.string().max(100).catch('') });

export interface PasswordResetRoutesOptions {
  db: Kysely<Database>;
  throttle: SignInThrottle;
  config: AppConfig;
}

/**
 * Forgot password, on Keycloak's paths: the member gives an address; whether or not an account uses it
 * the answer is the same, and an account gets a single-use link for 30 minutes through the outbox. The
 * link sets a new password with the sign-up rule and signs the account out everywhere else.
 */
export const passwordResetRoutes: FastifyPluginAsync<PasswordResetRoutesOptions> = async (app, { db, throttle, config }) => {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  const homeUrl = `${config.publicUrl}/`;
  const requestPath = `${config.realmPath}${PASSWORD_RESET_PATHS.request}`;
  const linkPath = `${config.realmPath}${PASSWORD_RESET_PATHS.link}`;
  const signIn = { href: `${config.publicUrl}/login`, label: PasswordResetTexts.signIn };

  app.setErrorHandler(async (error, request, reply) => sendErrorPage(error, request, reply, homeUrl));

  const showRequest = (reply: FastifyReply, extra: { email?: string; error?: string } = {}, status = 200) =>
    sendPage(
      reply,
      emailRequestPage({ title: PasswordResetTexts.title, lead: PasswordResetTexts.lead, action: requestPath, homeUrl, backHref: signIn.href, ...extra }),
      status,
    );

  const expired = (reply: FastifyReply) =>
    sendPage(
      reply,
      messagePage({ title: PasswordResetTexts.invalidTitle, message: PasswordResetTexts.invalid, homeUrl, next: { href: requestPath, label: PasswordResetTexts.askAgain } }),
      410,
    );

  app.get(requestPath, { schema: { hide: true } }, async (_request, reply) => showRequest(reply));

  app.post(requestPath, { schema: { hide: true } }, async (request, reply) => {
    await throttle.countPasswordReset(request.ip);
    const typed = TypedEmailSchema.parse(request.body);
    const body = RequestBodySchema.safeParse(typed);
    if (!body.success) return showRequest(reply, { email: typed.email, error: body.error.issues[0]?.message ?? RegistrationMessages.emailInvalid }, 400);

    const { email } = body.data;
    if (await throttle.mayMailPasswordReset(email)) {
      const account = await createAccountsRepository(db).findByEmail(email);
      if (account) {
        await db.transaction().execute(async (trx) => {
          const token = await createActionTokens(trx).issue(account.id, 'password-reset');
          const mail = await passwordResetMail(account.given_name, `${config.publicUrl}${linkPath}?key=${token}`);
          await createOutboxRepository(trx).enqueue({ channel: 'email', to: account.email, kind: 'password_reset', ...mail });
        });
      }
    }
    return sendPage(reply, messagePage({ title: PasswordResetTexts.sentTitle, message: PasswordResetTexts.sent, homeUrl, next: signIn }));
  });

  app.get(linkPath, { schema: { hide: true } }, async (request, reply) => {
    const { key } = LinkQuerySchema.parse(request.query);
    const link = await createActionTokens(db).open(key, 'password-reset');
    if (!link) return expired(reply);
    return sendPage(
      reply,
      newPasswordPage({ title: PasswordResetTexts.chooseTitle, email: link.email, action: `${linkPath}?key=${key}`, homeUrl, hint: passwordHint(minimumPasswordLength(link.roles)) }),
    );
  });

  app.post(linkPath, { schema: { hide: true } }, async (request, reply) => {
    const { key } = LinkQuerySchema.parse(request.query);
    const link = await createActionTokens(db).open(key, 'password-reset');
    if (!link) return expired(reply);
    const minLength = minimumPasswordLength(link.roles);
    const chosen = parseNewPassword(request.body, minLength);
    if (chosen.errors) {
      return sendPage(
        reply,
        newPasswordPage({ title: PasswordResetTexts.chooseTitle, email: link.email, action: `${linkPath}?key=${key}`, homeUrl, hint: passwordHint(minLength), errors: chosen.errors }),
        400,
      );
    }
    if (!(await setPasswordByLink(db, link, chosen.password))) return expired(reply);
    return sendPage(reply, messagePage({ title: PasswordResetTexts.doneTitle, message: PasswordResetTexts.done, homeUrl, next: signIn }));
  });
};
