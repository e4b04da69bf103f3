import type { onRequestHookHandler } from 'fastify';

/**
 * For routes whose answer is written to the raw response past Fastify's reply (the identity provider's,
 * mounted through middie): the headers the reply holds by then, such as the security headers every
 * answer carries, are put on the raw response too. Registered in that scope only, before the hook that
 * hands the request over; everywhere else Fastify writes the reply's headers itself.
 */
export const copyReplyHeadersToRaw: onRequestHookHandler = (_request, reply, done) => {
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
  done();
};
