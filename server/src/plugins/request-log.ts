import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request, written when the answer has gone: Fastify's own request logging writes two
 * (received and completed), which doubled the cost of logging at info under load. Fastify's log controller
 * writes it where it would write its own 'request completed', so no onResponse hook runs for it (a hook of
 * any kind costs every request; docs/decisions/044). Fastify's other request lines (incoming, the errors
 * it handles itself) stay off, as before.
 */
export class RequestLog extends LogController {
  constructor(private readonly answered: (route: string | undefined, method: string, status: number, seconds: number) => void) {
    super({ disableRequestLogging: true });
  }

  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // The request duration metric is taken here too, for the same reason: no hook of its own.
    this.answered(reply.routeOptions.url, request.method, reply.statusCode, reply.elapsedTime / 1000);
    request.log.info({ req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 }, 'request completed');
  }
}
