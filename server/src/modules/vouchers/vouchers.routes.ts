import {
  ErrorBodySchema,
  PROOF_OF_WORK_HEADER,
  PublicSendHeadersSchema,
  VoucherPromotionSchema,
  VoucherPublicIdParamsSchema,
  VoucherSendInputSchema,
  VoucherSendResultSchema,
  VoucherVerifyInputSchema,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKey } from '../idempotency/idempotency.ts';
import type { VoucherService } from './vouchers.service.ts';

const errors = {
  400: ErrorBodySchema,
  404: ErrorBodySchema,
  410: ErrorBodySchema,
  412: ErrorBodySchema,
  422: ErrorBodySchema,
  428: ErrorBodySchema,
  429: ErrorBodySchema,
};

/** The public voucher flow behind /voucher/{publicId}/...; the API paths are this product's own. */
export const vouchersRoutes: FastifyPluginAsyncZod<{ vouchers: VoucherService }> = async (app, { vouchers }) => {
  app.get(
    '/vouchers/:publicId',
    {
      schema: {
        tags: ['vouchers'],
        summary: 'The voucher promotion behind a /voucher/{publicId} link.',
        params: VoucherPublicIdParamsSchema,
        response: { 200: VoucherPromotionSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => vouchers.getPromotion(request.params.publicId),
  );

  app.post(
    '/vouchers/send',
    {
      schema: {
        tags: ['vouchers'],
        summary:
          'Sends the voucher on the promotion\'s channel (SMS or WhatsApp), or first a verification code by SMS when the promotion requires it. ' +
          'One voucher per number per promotion (412 after that); limited per IP, number, prefix and promotion (429).',
        headers: PublicSendHeadersSchema,
        body: VoucherSendInputSchema,
        response: { 200: VoucherSendResultSchema, ...errors },
      },
    },
    async (request) => {
      const header = request.headers['idempotency-key'];
      return vouchers.send({
        publicId: request.body.id,
        phoneNumber: request.body.phoneNumber,
        ip: request.ip,
        proofOfWork: request.headers[PROOF_OF_WORK_HEADER],
        idempotency: header ? idempotencyKey('voucher-send', header, request.body) : null,
      });
    },
  );

  app.post(
    '/vouchers/verify',
    {
      schema: {
        tags: ['vouchers'],
        summary: 'Checks the verification code sent for a voucher and sends the voucher.',
        body: VoucherVerifyInputSchema,
        response: { 200: VoucherSendResultSchema, ...errors },
      },
    },
    async (request) => vouchers.verify({ id: request.body.id, verificationCode: request.body.verificationCode }),
  );
};
