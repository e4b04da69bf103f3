import rateLimit from '@fastify/rate-limit';
import { ContactFormInputSchema, ContactFormResultSchema, ErrorBodySchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactRepository } from './contact.repository.ts';

export interface ContactRoutesOptions {
  contact: ContactRepository;
  /** The team's address (CONTACT_FORM_TO). */
  to: string;
  /** Submissions per client IP in 10 minutes (CONTACT_FORM_LIMIT_PER_10_MINUTES). */
  limitPer10Minutes: number;
}

export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, { contact, to, limitPer10Minutes }) => {
  // Only routes that ask for it are limited; the limiter keys on request.ip, which honours TRUST_PROXY.
  await app.register(rateLimit, { global: false });

  app.post(
    '/contact-form',
    {
      config: { rateLimit: { max: limitPer10Minutes, timeWindow: '10 minutes' } },
      schema: {
        tags: ['contact'],
        summary: 'Stores a contact-form submission and e-mails it to the team.',
        body: ContactFormInputSchema,
        response: { 201: ContactFormResultSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const result = await contact.submit(request.body, to);
      return reply.status(201).send(result);
    },
  );
};
