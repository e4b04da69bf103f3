import { FaqListSchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Snapshot } from '../../db/snapshot.ts';
import { type PreparedJson, sendPrepared } from '../../http/prepared-json.ts';

export const faqRoutes: FastifyPluginAsyncZod<{ publicFaq: Snapshot<PreparedJson> }> = async (app, { publicFaq }) => {
  app.get(
    '/faq',
    { schema: { tags: ['faq'], summary: 'The FAQ page: its questions and answers in the order the operator set.', response: { 200: FaqListSchema } } },
    async (request, reply) => sendPrepared(request, reply, await publicFaq.get()),
  );
};
