import { createHash } from 'node:crypto';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';

/** An answer that is the same for every caller, checked against its contract and serialised once. */
export interface PreparedJson {
  /** The JSON text. */
  body: string | Buffer;
  /** Weak (`W/"…"`) when the answer also goes out gzipped: one tag for both encodings of the same JSON. */
  etag: string;
  /** The same JSON gzipped, for a caller that accepts it; without it the answer always goes out as it is. */
  gzip?: Buffer;
  /** The media type when the answer is not JSON (a page the server rendered). */
  type?: string;
}

export function prepareJson<Schema extends z.ZodType>(schema: Schema, value: z.output<Schema>): PreparedJson {
  // Encoding through the contract strips undeclared fields and fails on a wrong shape, as the route's serialiser would.
  const body = JSON.stringify(z.encode(schema, value));
  return { body, etag: strongEtag(body) };
}

/** An entity tag of these bytes. */
export function strongEtag(bytes: string | Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/**
 * Sends a prepared answer as it is (Fastify skips the route's serialiser for a JSON string), gzipped when it has
 * a gzip form and the caller accepts it, or 304 when the caller already holds it (RFC 9110 section 13.1.2: a
 * weak comparison of If-None-Match's tags). The body and the gzip form are read only when sent, so an answer
 * may assemble them when asked (ADR 081).
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson): FastifyReply {
  reply.header('etag', prepared.etag);
  const compressible = 'gzip' in prepared;
  if (compressible) {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  }
  const held = request.headers['if-none-match'];
  if (held !== undefined && matchesEtag(held, prepared.etag)) return reply.code(304).send();
  reply.type(prepared.type ?? 'application/json; charset=utf-8');
  if (compressible && acceptsGzip(request)) return reply.header('content-encoding', 'gzip').send(prepared.gzip);
  return reply.send(prepared.body);
}

// Clients send a handful of distinct Accept-Encoding headers; each is parsed once.
const encodings = new Negotiator<'gzip' | 'identity'>({ supportedValues: ['gzip', 'identity'], cache: new LRUCache<string, string>({ max: 100 }) });

function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  return header !== undefined && encodings.negotiate(header) === 'gzip';
}

function matchesEtag(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}
