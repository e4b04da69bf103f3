import formbody from '@fastify/formbody';
import { ErrorBodySchema, TwilioStatusCallbackSchema, TwilioStatusParamsSchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.ts';
import type { OutboxRepository } from '../outbox/outbox.repository.ts';
import { type FormParams, isTwilioSignatureValid } from './twilio-signature.ts';

/** What the callback route answers when it refuses; Twilio logs it in the account's debugger. */
export const twilioStatusMessages = {
  badSignature: 'The request does not carry a valid X-Twilio-Signature.',
  unknownMessage: 'No message has this id.',
} as const;

export interface TwilioStatusRoutesOptions {
  outbox: OutboxRepository;
  /** The account's auth token; without one no callback is accepted. */
  authToken: string | undefined;
  /** PUBLIC_URL: the address Twilio was given, so the one it signed, whatever Host a proxy passes on. */
  publicUrl: string;
}

/**
 * Twilio's delivery status callbacks (StatusCallback on each send). The signature is checked before the
 * body is validated or anything is read from the database: a request Twilio did not sign gets 403 and
 * changes nothing (docs/SECURITY.md).
 */
export const twilioStatusRoutes: FastifyPluginAsyncZod<TwilioStatusRoutesOptions> = async (app, { outbox, authToken, publicUrl }) => {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);

  app.post(
    '/twilio/status/:id',
    {
      schema: {
        tags: ['twilio'],
        summary: "Twilio's delivery status callback for one outbox message; signed with X-Twilio-Signature.",
        params: TwilioStatusParamsSchema,
        consumes: ['application/x-www-form-urlencoded'],
        body: TwilioStatusCallbackSchema,
        response: { 204: z.null(), 400: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
      },
      preValidation: async (request) => {
        const signature = request.headers['x-twilio-signature'];
        // Parsed by formbody, not yet by the schema: every field Twilio sent, which the signature covers.
        const params = (request.body ?? {}) as unknown as FormParams;
        const url = `${publicUrl}${request.originalUrl}`;
        if (!authToken || typeof signature !== 'string' || typeof params !== 'object' || !isTwilioSignatureValid(authToken, url, params, signature)) {
          throw new DomainError('forbidden', twilioStatusMessages.badSignature);
        }
      },
    },
    async (request, reply) => {
      const { MessageSid, MessageStatus, ErrorCode } = request.body;
      const found = await outbox.recordDeliveryStatus(request.params.id, { providerMessageId: MessageSid, status: MessageStatus, errorCode: ErrorCode ?? null });
      if (!found) throw new DomainError('not-found', twilioStatusMessages.unknownMessage);
      return reply.status(204).send(null);
    },
  );
};
