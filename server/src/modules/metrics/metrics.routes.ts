import type { FastifyPluginAsync } from 'fastify';
import type { Registry } from 'prom-client';

/** /metrics on the public port, only where METRICS_PORT=public says the platform scrapes it there. */
export const metricsRoutes: FastifyPluginAsync<{ registry: Registry }> = async (app, { registry }) => {
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (_request, reply) =>
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await registry.metrics()),
  );
};
