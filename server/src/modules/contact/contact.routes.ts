import { ContactFormInputSchema, ContactFormResultSchema, ErrorBodySchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactService } from './contact.service.ts';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    '/contact-form',
    {
      schema: {
        tags: ['contact'],
        summary: 'Stores a contact-form submission and e-mails it to the team; limited per client IP (429).',
        body: ContactFormInputSchema,
        response: { 201: ContactFormResultSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await contact.submit(request.body, request.ip)),
  );
};
