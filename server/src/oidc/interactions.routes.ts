import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Interaction, default as Provider } from 'oidc-provider';
import { PROFILE_NAME_MAX_LENGTH, personName, singleLineText } from '@venue-pass/contracts';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import { type AccountsRepository, DuplicateEmailError, createAccountsRepository, memberRoles } from './accounts.repository.ts';
import { ASSETS_PATH, logoutScript, stylesheet } from './assets.ts';
import { API_RESOURCE, SCREEN_PARAM } from './configuration.ts';
import { ChangePasswordMessages, INVALID_CREDENTIALS, RegistrationMessages } from './messages.ts';
import { type NewPasswordField, minimumPasswordLength, parseNewPassword, passwordHint } from './new-password.ts';
import { hashPassword } from './password.ts';
import { UPDATE_PASSWORD_PROMPT, type UpdatePasswordResult } from './update-password-prompt.ts';
import { sendErrorPage, sendPage } from './page-reply.ts';
import { PASSWORD_RESET_PATHS } from './password-reset.routes.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import { type RegistrationField, loginPage, messagePage, newPasswordPage, registrationPage } from './views.ts';

export interface InteractionRoutesOptions {
  db: Kysely<Database>;
  provider: Provider;
  accounts: AccountsRepository;
  throttle: SignInThrottle;
  config: AppConfig;
}

// A 64-character local part, the @ and a 255-character domain.
const EMAIL_MAX_LENGTH = 320;

const SOCIAL_PROVIDERS: Record<string, string> = { facebook: 'Facebook', google: 'Google', apple: 'Apple' };

// Anything that cannot be an address is answered like a wrong password, without a look-up. The
// password is only ever hashed, so any characters it holds are its owner's business.
const LoginBodySchema = z.object({
  email: singleLineText({ max: EMAIL_MAX_LENGTH }).catch(''),
  password: z.string().max(1024).catch(''),
});

const registrationName = (required: string) =>
  personName({ max: PROFILE_NAME_MAX_LENGTH, messages: { required, tooLong: RegistrationMessages.nameTooLong, invalidCharacters: RegistrationMessages.invalidCharacters } });

const RegistrationBodySchema = z.object({
  givenName: registrationName(RegistrationMessages.givenNameRequired),
  familyName: registrationName(RegistrationMessages.familyNameRequired),
  email: singleLineText({
    max: EMAIL_MAX_LENGTH,
    messages: { required: RegistrationMessages.emailRequired, invalidCharacters: RegistrationMessages.emailInvalid },
  }).pipe(z.email(RegistrationMessages.emailInvalid)),
  password: z.string().min(10, RegistrationMessages.passwordTooShort).max(1024, RegistrationMessages.passwordTooLong),
  confirmPassword: z.string().min(1, RegistrationMessages.confirmPasswordRequired),
});

const UidParamsSchema = z.object({ uid: z.string().min(1).max(100) });

class InteractionExpiredError extends Error {
  override readonly name = 'InteractionExpiredError';
}

function textFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * The sign-in and registration pages oidc-provider sends members to (interactions.url).
 *
 * CSRF: every POST needs oidc-provider's `_interaction` cookie, which is signed, httpOnly,
 * SameSite=Lax and scoped to /interaction/{uid}, and its uid must equal the one in the URL.
 * Browsers do not send a Lax cookie on a cross-site POST, so a forged form fails with
 * "interaction expired" before anything is read or written; no separate token is needed.
 */
export const interactionRoutes: FastifyPluginAsync<InteractionRoutesOptions> = async (app, { db, provider, accounts, throttle, config }) => {
  // Scoped to this plugin so the rest of the API keeps JSON-only bodies.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);

  const homeUrl = `${config.publicUrl}/`;


  async function loadInteraction(request: FastifyRequest, reply: FastifyReply): Promise<Interaction> {
    const { uid } = UidParamsSchema.parse(request.params);
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      if (interaction.uid !== uid) throw new InteractionExpiredError();
      return interaction;
    } catch (error) {
      if (error instanceof Error && error.name === 'SessionNotFound') throw new InteractionExpiredError();
      throw error;
    }
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, result: Parameters<Provider['interactionResult']>[2]) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    return reply.code(303).header('cache-control', 'no-store').redirect(returnTo);
  }

  async function signedIn(request: FastifyRequest, reply: FastifyReply, interaction: Interaction, accountId: string) {
    await throttle.authorizationFinished(request.ip, interaction.iat);
    return finish(request, reply, { login: { accountId } });
  }

  function notice(interaction: Interaction): string | undefined {
    const hint = interaction.params['kc_idp_hint'];
    const name = typeof hint === 'string' ? SOCIAL_PROVIDERS[hint.toLowerCase()] : undefined;
    return name && `Sign-in with ${name} is not available on this server. Use your e-mail account instead.`;
  }

  const showLogin = (reply: FastifyReply, interaction: Interaction, extra: { email?: string; error?: string } = {}, status = 200) =>
    sendPage(
      reply,
      loginPage({
        action: `/interaction/${interaction.uid}/login`,
        registerHref: `/interaction/${interaction.uid}/register`,
        forgotPasswordHref: `${config.realmPath}${PASSWORD_RESET_PATHS.request}`,
        homeUrl,
        notice: notice(interaction),
        ...extra,
      }),
      status,
    );

  const showRegistration = (
    reply: FastifyReply,
    interaction: Interaction,
    extra: { values?: Record<string, string>; errors?: Partial<Record<RegistrationField, string>> } = {},
    status = 200,
  ) =>
    sendPage(
      reply,
      registrationPage({
        action: `/interaction/${interaction.uid}/register`,
        loginHref: `/interaction/${interaction.uid}/login`,
        homeUrl,
        ...extra,
      }),
      status,
    );

  /** The signed-in account of a change-password interaction; anything else is an expired page. */
  async function accountChangingPassword(interaction: Interaction) {
    const accountId = interaction.prompt.name === UPDATE_PASSWORD_PROMPT ? interaction.session?.accountId : undefined;
    const account = accountId ? await accounts.findById(accountId) : undefined;
    if (!account) throw new InteractionExpiredError();
    return account;
  }

  async function showChangePassword(
    reply: FastifyReply,
    interaction: Interaction,
    errors?: Partial<Record<NewPasswordField | 'currentPassword', string>>,
    status = 200,
  ) {
    const account = await accountChangingPassword(interaction);
    return sendPage(
      reply,
      newPasswordPage({
        title: ChangePasswordMessages.title,
        email: account.email,
        action: `/interaction/${interaction.uid}/password`,
        homeUrl,
        hint: passwordHint(minimumPasswordLength(account.roles)),
        askCurrentPassword: true,
        cancelHref: `${config.publicUrl}/my-account`,
        ...(errors ? { errors } : {}),
      }),
      status,
    );
  }

  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof InteractionExpiredError) {
      return sendPage(
        reply,
        messagePage({ title: 'Sign-in expired', message: 'This sign-in page has expired. Please start again from Venue Pass.', homeUrl: `${config.publicUrl}/login` }),
        400,
      );
    }
    return sendErrorPage(error, request, reply, homeUrl);
  });

  app.get(`${ASSETS_PATH}/interaction.css`, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(stylesheet),
  );
  app.get(`${ASSETS_PATH}/logout.js`, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8').send(logoutScript),
  );

  app.get('/interaction/:uid', async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (interaction.prompt.name === 'consent') {
      // Only reached when a client forces prompt=consent: first-party, so grant what it asked for.
      const scope = String(interaction.params['scope'] ?? '');
      const grant = interaction.grantId
        ? await provider.Grant.find(interaction.grantId)
        : new provider.Grant({ accountId: interaction.session!.accountId, clientId: String(interaction.params['client_id']) });
      if (!grant) throw new InteractionExpiredError();
      grant.addOIDCScope(scope);
      grant.addResourceScope(API_RESOURCE, scope);
      return finish(request, reply, { consent: { grantId: await grant.save() } });
    }
    if (interaction.prompt.name === UPDATE_PASSWORD_PROMPT) return showChangePassword(reply, interaction);
    return interaction.params[SCREEN_PARAM] === 'register' ? showRegistration(reply, interaction) : showLogin(reply, interaction);
  });

  app.get('/interaction/:uid/login', async (request, reply) => showLogin(reply, await loadInteraction(request, reply)));

  app.get('/interaction/:uid/register', async (request, reply) =>
    showRegistration(reply, await loadInteraction(request, reply)),
  );

  app.post('/interaction/:uid/login', async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    const { email, password } = LoginBodySchema.parse(textFields(request.body));
    // Nothing to check, so nothing is counted or looked up.
    if (!email || !password) return showLogin(reply, interaction, { email, error: INVALID_CREDENTIALS }, 400);
    const attempt = await throttle.beginSignIn(request.ip, email);
    const account = await accounts.verifyPassword(email, password);
    if (!account) {
      await attempt.failed();
      return showLogin(reply, interaction, { email, error: INVALID_CREDENTIALS }, 400);
    }
    await attempt.succeeded();
    return signedIn(request, reply, interaction, account.id);
  });

  // Keycloak's UPDATE_PASSWORD action: the current password, then the new one twice. The browser doing it
  // stays signed in; every other session and refresh token of the account ends.
  app.post('/interaction/:uid/password', async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    const account = await accountChangingPassword(interaction);
    const fields = textFields(request.body);
    const chosen = parseNewPassword(fields, minimumPasswordLength(account.roles));
    const current = fields['currentPassword'] ?? '';
    const errors: Partial<Record<NewPasswordField | 'currentPassword', string>> = { ...chosen.errors };
    if (!current) errors.currentPassword = ChangePasswordMessages.currentPasswordRequired;
    if (chosen.errors || !current) return showChangePassword(reply, interaction, errors, 400);

    const attempt = await throttle.beginSignIn(request.ip, account.email);
    if (!(await accounts.verifyPassword(account.email, current))) {
      await attempt.failed();
      return showChangePassword(reply, interaction, { currentPassword: ChangePasswordMessages.currentPasswordWrong }, 400);
    }
    await attempt.succeeded();

    const sessionId = interaction.session?.cookie;
    const session = sessionId ? await provider.Session.find(sessionId) : undefined;
    const grantId = session?.grantIdFor(String(interaction.params['client_id']));
    const passwordHash = await hashPassword(chosen.password!);
    await db.transaction().execute((trx) => createAccountsRepository(trx).replacePassword(account.id, passwordHash, { sessionId, grantId }));
    const result: UpdatePasswordResult = { [UPDATE_PASSWORD_PROMPT]: { done: true } };
    return finish(request, reply, { ...result });
  });

  app.post('/interaction/:uid/register', async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    await throttle.countRegistration(request.ip);
    const fields = textFields(request.body);
    const values = { givenName: fields['givenName'] ?? '', familyName: fields['familyName'] ?? '', email: fields['email'] ?? '' };
    const parsed = RegistrationBodySchema.safeParse(fields);
    const errors: Partial<Record<RegistrationField, string>> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as RegistrationField;
      errors[field] ??= issue.message;
    }
    if (!errors.confirmPassword && fields['confirmPassword'] !== fields['password']) {
      errors.confirmPassword = RegistrationMessages.passwordsDiffer;
    }
    if (!parsed.success || Object.keys(errors).length > 0) return showRegistration(reply, interaction, { values, errors }, 400);

    try {
      const account = await accounts.create({
        email: parsed.data.email,
        password: parsed.data.password,
        givenName: parsed.data.givenName,
        familyName: parsed.data.familyName,
        roles: memberRoles(config.env.API_AUDIENCE),
      });
      return await signedIn(request, reply, interaction, account.id);
    } catch (error) {
      if (!(error instanceof DuplicateEmailError)) throw error;
      return showRegistration(
        reply,
        interaction,
        { values, errors: { email: RegistrationMessages.emailTaken } },
        409,
      );
    }
  });
};
