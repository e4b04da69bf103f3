import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { ASSETS_PATH, stylesheet } from '../../oidc/assets.ts';
import { sendErrorPage, sendPage } from '../../oidc/page-reply.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import { messagePage, page } from '../../oidc/views.ts';
import { createConsentRepository } from '../onboarding/consent.repository.ts';
import { UnsubscribeTexts } from './messages.ts';
import { UNSUBSCRIBE_PATH, type UnsubscribeLinks } from './unsubscribe-links.ts';

export interface UnsubscribeRoutesOptions {
  db: Kysely<Database>;
  links: UnsubscribeLinks;
  publicUrl: string;
}

const ParamsSchema = z.object({ token: z.string().max(100) });
/**
 * RFC 8058's one-click body. Nothing in it is needed (the token is the whole request), but a body that
 * says something else is not a one-click unsubscribe.
 */
const OneClickBodySchema = z.looseObject({ 'List-Unsubscribe': z.literal('One-Click').optional() }).optional();

/**
 * The unsubscribe link of marketing e-mails (ADR 077), server-rendered like the provider's pages so it
 * works without the SPA or JavaScript. GET only shows a page with one button: mail scanners and link
 * previews fetch links, and fetching must not unsubscribe anyone. POST withdraws the consent: the
 * page's button, or a mail client's one-click POST (RFC 8058), which has no session and no CSRF token;
 * the signed token is what authorises it. Repeating it changes nothing.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<UnsubscribeRoutesOptions> = async (app, { db, links, publicUrl }) => {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  // RFC 8058 lets the mail client send its one field as multipart/form-data; the field adds nothing.
  app.addContentTypeParser('multipart/form-data', (_request, payload, done) => {
    payload.resume();
    payload.on('end', () => done(null, {}));
    payload.on('error', done);
  });
  // With Keycloak the provider's pages are not served, but these pages still want their stylesheet.
  if (!app.hasRoute({ method: 'GET', url: `${ASSETS_PATH}/interaction.css` })) {
    app.get(`${ASSETS_PATH}/interaction.css`, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(stylesheet),
    );
  }
  const homeUrl = `${publicUrl}/`;
  const myAccount = { href: `${publicUrl}/my-account`, label: UnsubscribeTexts.myAccount };
  const invalidPage = () => messagePage({ title: UnsubscribeTexts.invalidTitle, message: UnsubscribeTexts.invalid, homeUrl, next: myAccount });

  app.setErrorHandler(async (error, request, reply) => sendErrorPage(error, request, reply, homeUrl));

  app.get(`${UNSUBSCRIBE_PATH}/:token`, { schema: { params: ParamsSchema } }, async (request, reply) => {
    const { token } = request.params;
    const named = links.verify(token);
    if (!named) return sendPage(reply, invalidPage(), 404);
    const texts = UnsubscribeTexts[named.purpose];
    return sendPage(
      reply,
      page({
        title: texts.confirmTitle,
        homeUrl,
        body: `<h1>${escapeHtml(texts.confirmTitle)}</h1>
<p class="lead">${escapeHtml(texts.confirm)}</p>
<form method="post" action="${escapeHtml(`${UNSUBSCRIBE_PATH}/${token}`)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button class="button" type="submit">${escapeHtml(UnsubscribeTexts.button)}</button>
</form>`,
      }),
    );
  });

  app.post(`${UNSUBSCRIBE_PATH}/:token`, { schema: { params: ParamsSchema, body: OneClickBodySchema } }, async (request, reply) => {
    const named = links.verify(request.params.token);
    if (!named) return sendPage(reply, invalidPage(), 404);
    // A member erased since the e-mail went has no consent left to withdraw; the answer is the same.
    await db.transaction().execute((trx) => createConsentRepository(trx).set(named.memberId, named.purpose, false, 'unsubscribe-link'));
    return sendPage(reply, messagePage({ title: UnsubscribeTexts.doneTitle, message: UnsubscribeTexts[named.purpose].done, homeUrl, next: myAccount }));
  });
};
