import {
  ErrorBodySchema,
  WALLET_TYPE,
  WalletDownloadParamsSchema,
  WalletLinkSchema,
  WalletParamsSchema,
  WalletQuerySchema,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import { createAppleCertificateSource } from './apple-certificates.ts';
import { buildApplePass, type CardHolder } from './apple-pass.ts';
import { createGoogleWallet } from './google-wallet.ts';
import { walletMessages } from './messages.ts';
import { createWalletDownloadsRepository } from './wallet-downloads.repository.ts';
import { createWalletSettingsRepository } from './wallet-settings.repository.ts';

export interface WalletRoutesOptions {
  db: Kysely<Database>;
  config: AppConfig;
}

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (app, { db, config }) => {
  const { env } = config;
  const settings = createWalletSettingsRepository(db);
  const downloads = createWalletDownloadsRepository(db);
  const appleCertificates = createAppleCertificateSource(
    {
      signerCertPem: env.APPLE_PASS_CERT_PEM,
      signerKeyPem: env.APPLE_PASS_KEY_PEM,
      signerKeyPassphrase: env.APPLE_PASS_KEY_PASSPHRASE,
      wwdrPem: env.APPLE_WWDR_PEM,
      passTypeId: env.APPLE_PASS_TYPE_ID,
      teamId: env.APPLE_TEAM_ID,
    },
    settings,
  );
  const google = createGoogleWallet(
    {
      issuerId: env.GOOGLE_WALLET_ISSUER_ID,
      serviceAccountEmail: env.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL,
      privateKeyPem: env.GOOGLE_WALLET_PRIVATE_KEY_PEM,
      publicUrl: config.publicUrl,
      organizationName: env.SITE_GROUP_NAME,
    },
    settings,
  );

  app.get(
    '/wallet/:type',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['wallet'],
        summary: 'Type 1: a single-use download id for the Apple pass; type 2: a Google Wallet save link (SPEC 7).',
        params: WalletParamsSchema,
        querystring: WalletQuerySchema,
        response: { 200: WalletLinkSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const member = request.member!;
      request.log.info({ walletType: request.params.type, platform: request.query.b ?? 'unknown' }, 'wallet pass requested');
      const holder: CardHolder = { userId: member.id, fullName: fullName(member.first_name, member.last_name) };
      const link =
        request.params.type === WALLET_TYPE.apple
          ? await downloads.issue(member.id, env.WALLET_DOWNLOAD_TTL_SECONDS)
          : await google.saveUrl(holder);
      // Fastify sends a bare string as text/plain; SPEC 7 reads a JSON string (quotes and all).
      return reply.type('application/json; charset=utf-8').header('cache-control', 'private, no-store').send(JSON.stringify(link));
    },
  );

  app.get(
    '/wallet/download/:id',
    {
      schema: {
        tags: ['wallet'],
        summary: 'The Apple Wallet pass for a download id; each id works once, for a few minutes (ruling 17).',
        params: WalletDownloadParamsSchema,
        response: {
          200: z.instanceof(Buffer).describe('The pass, application/vnd.apple.pkpass'),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const holder = await downloads.consume(request.params.id);
      if (!holder) throw app.httpErrors.notFound(walletMessages.downloadGone);
      const pass = await buildApplePass(
        { userId: holder.memberId, fullName: fullName(holder.firstName, holder.lastName) },
        { passTypeId: env.APPLE_PASS_TYPE_ID, teamId: env.APPLE_TEAM_ID, organizationName: env.SITE_GROUP_NAME },
        await appleCertificates.load(),
      );
      return reply
        .type('application/vnd.apple.pkpass')
        .header('content-disposition', 'attachment; filename="venue-pass.pkpass"')
        .header('cache-control', 'private, no-store')
        .send(pass);
    },
  );
};
