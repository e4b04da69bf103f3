import fp from 'fastify-plugin';

/**
 * One log line per request, written when the answer has gone: Fastify's own request logging writes two
 * (received and completed), which doubled the cost of logging at info under load.
 */
export const requestLogPlugin = fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info({ req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 }, 'request completed');
    });
  },
  { name: 'request-log' },
);
