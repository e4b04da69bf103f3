import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** An answer that is the same for every caller, checked against its contract and serialised once. */
export interface PreparedJson {
  body: string;
  etag: string;
}

export function prepareJson<Schema extends z.ZodType>(schema: Schema, value: z.output<Schema>): PreparedJson {
  // Encoding through the contract strips undeclared fields and fails on a wrong shape, as the route's serialiser would.
  const body = JSON.stringify(z.encode(schema, value));
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/**
 * Sends a prepared answer as it is (Fastify skips the route's serialiser for a JSON string), or 304 when the
 * caller already holds it (RFC 9110 section 13.1.2: a weak comparison of If-None-Match's tags).
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson): FastifyReply {
  reply.header('etag', prepared.etag);
  const held = request.headers['if-none-match'];
  if (held !== undefined && matchesEtag(held, prepared.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(prepared.body);
}

function matchesEtag(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
