import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { createActionTokens } from './action-tokens.ts';
import { minimumPasswordLength, parseNewPassword, passwordHint, setPasswordByLink } from './new-password.ts';
import { sendErrorPage, sendPage } from './page-reply.ts';
import { messagePage, newPasswordPage } from './views.ts';

const TokenParamsSchema = z.object({ token: z.string().max(100) });

export const StaffInvitationTexts = {
  title: 'Set your password',
  invalid: 'This invitation link is not valid any more. Ask the scheme operator for a new one.',
  done: 'Your password is set. Sign in with your e-mail address and it.',
  signIn: 'Sign in',
} as const;

/** The page an invited staff member's e-mailed link opens: it sets the account's first password once. */
export const staffInvitationRoutes: FastifyPluginAsync<{ db: Kysely<Database>; publicUrl: string }> = async (app, { db, publicUrl }) => {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  const homeUrl = `${publicUrl}/`;

  app.setErrorHandler(async (error, request, reply) => sendErrorPage(error, request, reply, homeUrl));

  const invalid = (reply: FastifyReply) =>
    sendPage(reply, messagePage({ title: StaffInvitationTexts.title, message: StaffInvitationTexts.invalid, homeUrl }), 410);

  app.get('/staff-invitation/:token', { schema: { hide: true } }, async (request, reply) => {
    const { token } = TokenParamsSchema.parse(request.params);
    const link = await createActionTokens(db).open(token, 'staff-invitation');
    if (!link) return invalid(reply);
    return sendPage(reply, newPasswordPage({ title: StaffInvitationTexts.title, email: link.email, homeUrl, hint: passwordHint(minimumPasswordLength(link.roles)) }));
  });

  app.post('/staff-invitation/:token', { schema: { hide: true } }, async (request, reply) => {
    const { token } = TokenParamsSchema.parse(request.params);
    const link = await createActionTokens(db).open(token, 'staff-invitation');
    if (!link) return invalid(reply);
    const minLength = minimumPasswordLength(link.roles);
    const chosen = parseNewPassword(request.body, minLength);
    if (chosen.errors) {
      return sendPage(
        reply,
        newPasswordPage({ title: StaffInvitationTexts.title, email: link.email, homeUrl, hint: passwordHint(minLength), errors: chosen.errors }),
        400,
      );
    }
    if (!(await setPasswordByLink(db, link, chosen.password))) return invalid(reply);
    return sendPage(
      reply,
      messagePage({ title: StaffInvitationTexts.title, message: StaffInvitationTexts.done, homeUrl, next: { href: `${publicUrl}/staff`, label: StaffInvitationTexts.signIn } }),
    );
  });
};
