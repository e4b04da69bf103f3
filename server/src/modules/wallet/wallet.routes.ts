import {
  ErrorBodySchema,
  WalletDownloadParamsSchema,
  WalletLinkSchema,
  WalletParamsSchema,
  WalletQuerySchema,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WalletService } from './wallet.service.ts';

export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  app.get(
    '/wallet/:type',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['wallet'],
        summary: 'Type 1: a single-use download id for the Apple pass; type 2: a Google Wallet save link (R-WALLET-04, R-WALLET-05).',
        params: WalletParamsSchema,
        querystring: WalletQuerySchema,
        response: { 200: WalletLinkSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      request.log.info({ walletType: request.params.type, platform: request.query.b ?? 'unknown' }, 'wallet pass requested');
      const link = await wallet.link(request.member!, request.params.type);
      // Fastify sends a bare string as text/plain; the SPA strips the quotes of a JSON string (R-WALLET-06, R-WALLET-07).
      return reply.type('application/json; charset=utf-8').header('cache-control', 'private, no-store').send(JSON.stringify(link));
    },
  );

  app.get(
    '/wallet/download/:id',
    {
      schema: {
        tags: ['wallet'],
        summary: 'The Apple Wallet pass for a download id; each id works once, for a few minutes.',
        params: WalletDownloadParamsSchema,
        response: {
          200: z.instanceof(Buffer).describe('The pass, application/vnd.apple.pkpass'),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const pass = await wallet.applePass(request.params.id);
      return reply
        .type('application/vnd.apple.pkpass')
        .header('content-disposition', 'attachment; filename="venue-pass.pkpass"')
        .header('cache-control', 'private, no-store')
        .send(pass);
    },
  );
};
