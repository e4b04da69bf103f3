import { createHash } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { StaffInvitationPasswordSchema } from '@venue-pass/contracts';
import type { Database } from '../db/database.ts';
import type { Kysely } from 'kysely';
import { hashPassword } from './password.ts';
import { escapeHtml, messagePage, page } from './views.ts';

const TokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

export const StaffInvitationTexts = {
  title: 'Set your password',
  invalid: 'This invitation link is not valid any more. Ask the scheme operator for a new one.',
  done: 'Your password is set. Sign in with your e-mail address and it.',
} as const;

/**
 * The page an invited staff member's e-mailed link opens: it sets the account's first password once.
 * The 256-bit token in the path is the only secret; its SHA-256 is what the database holds.
 */
export const staffInvitationRoutes: FastifyPluginAsync<{ db: Kysely<Database>; publicUrl: string }> = async (app, { db, publicUrl }) => {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  const homeUrl = `${publicUrl}/`;
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.code(status).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8').send(body);

  async function openInvitation(token: string) {
    return db
      .selectFrom('staff_invitations')
      .innerJoin('idp_accounts', 'idp_accounts.id', 'staff_invitations.account_id')
      .select(['staff_invitations.token_hash', 'idp_accounts.id as account_id', 'idp_accounts.email'])
      .where('staff_invitations.token_hash', '=', createHash('sha256').update(token).digest('hex'))
      .where('staff_invitations.used_at', 'is', null)
      .where('staff_invitations.expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
  }

  const form = (email: string, error?: string) =>
    page({
      title: StaffInvitationTexts.title,
      homeUrl,
      body: `<h1>${StaffInvitationTexts.title}</h1>
<p class="lead">For ${escapeHtml(email)}</p>
<form method="post" novalidate>
<div class="field">
<label for="field-password">Password</label>
<input id="field-password" name="password" type="password" autocomplete="new-password" required minlength="12"${error ? ' aria-invalid="true" aria-describedby="field-password-error"' : ''}>
${error ? `<p class="field-error" id="field-password-error">${escapeHtml(error)}</p>` : ''}
</div>
<button type="submit">Set password</button>
</form>`,
    });

  app.get('/staff-invitation/:token', { schema: { hide: true } }, async (request, reply) => {
    const params = TokenParamsSchema.safeParse(request.params);
    const invitation = params.success ? await openInvitation(params.data.token) : undefined;
    if (!invitation) return html(reply, messagePage({ title: StaffInvitationTexts.title, message: StaffInvitationTexts.invalid, homeUrl }), 410);
    return html(reply, form(invitation.email));
  });

  app.post('/staff-invitation/:token', { schema: { hide: true } }, async (request, reply) => {
    const params = TokenParamsSchema.safeParse(request.params);
    const invitation = params.success ? await openInvitation(params.data.token) : undefined;
    if (!invitation) return html(reply, messagePage({ title: StaffInvitationTexts.title, message: StaffInvitationTexts.invalid, homeUrl }), 410);
    const body = StaffInvitationPasswordSchema.safeParse(request.body);
    if (!body.success) return html(reply, form(invitation.email, body.error.issues[0]?.message ?? 'Choose another password.'), 400);
    const passwordHash = await hashPassword(body.data.password);
    const used = await db.transaction().execute(async (trx) => {
      // Used once: of two submits racing, only the one that marks the row sets the password.
      const marked = await trx
        .updateTable('staff_invitations')
        .set({ used_at: new Date() })
        .where('token_hash', '=', invitation.token_hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (marked.numUpdatedRows === 0n) return false;
      await trx.updateTable('idp_accounts').set({ password_hash: passwordHash, password_set_at: new Date() }).where('id', '=', invitation.account_id).execute();
      return true;
    });
    if (!used) return html(reply, messagePage({ title: StaffInvitationTexts.title, message: StaffInvitationTexts.invalid, homeUrl }), 410);
    return html(reply, messagePage({ title: StaffInvitationTexts.title, message: StaffInvitationTexts.done, homeUrl: `${publicUrl}/staff` }));
  });
};
