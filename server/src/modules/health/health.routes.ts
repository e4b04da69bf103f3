import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReadinessCheck } from './readiness.ts';

const CheckStateSchema = z.enum(['ok', 'failing']);
const LiveSchema = z.object({ status: z.literal('ok') });
const ReadySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({ database: CheckStateSchema, migrations: CheckStateSchema, accepting: CheckStateSchema }),
});

// Probes come every few seconds from every load balancer: a line each at info would bury the real traffic.
const quiet = { logLevel: 'warn' } as const;

/** Probes for load balancers and orchestrators; outside /api, without sign-in, never cached. */
export const healthRoutes: FastifyPluginAsyncZod<{ readiness: ReadinessCheck }> = async (app, { readiness }) => {
  app.get('/health/live', { ...quiet, schema: { response: { 200: LiveSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  app.get('/health/ready', { ...quiet, schema: { response: { 200: ReadySchema, 503: ReadySchema } } }, async (_request, reply) => {
    const { ready, checks } = await readiness.check();
    return reply
      .header('cache-control', 'no-store')
      .status(ready ? 200 : 503)
      .send({ status: ready ? ('ready' as const) : ('unavailable' as const), checks });
  });
};
