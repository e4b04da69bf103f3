import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error.ts';
import { TooManyAttempts } from './messages.ts';
import { messagePage } from './views.ts';

/**
 * Sends one of the provider's own pages. Never cached, and never named to another site: several
 * carry a single-use token in their address.
 */
export function sendPage(reply: FastifyReply, body: string, status = 200): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8').send(body);
}

/** The page for a request that failed: a limit reached (429, with Retry-After), or anything else. */
export function sendErrorPage(error: unknown, request: FastifyRequest, reply: FastifyReply, homeUrl: string): FastifyReply {
  if (error instanceof DomainError && error.kind === 'too-many') {
    reply.header('retry-after', String(error.details.retryAfterSeconds ?? 1));
    return sendPage(reply, messagePage({ ...TooManyAttempts, homeUrl }), 429);
  }
  const status = (error as { statusCode?: number }).statusCode ?? 500;
  if (status >= 500) request.log.error({ err: error }, 'identity page failed');
  return sendPage(
    reply,
    messagePage({ title: 'Something went wrong', message: 'We could not complete your request. Please try again.', homeUrl }),
    status >= 400 && status < 600 ? status : 500,
  );
}
