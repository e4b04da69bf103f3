import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@venue-pass/contracts';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { DATABASE_UNAVAILABLE, DomainError, type DomainErrorKind, INVALID_REQUEST } from '../errors/domain-error.ts';
import { ERASED_MEMBER_CHALLENGE, MEMBER_ERASED, isErasedMemberWrite } from '../modules/auth/erased-member.ts';

/** The one table from a domain error to the HTTP answer. */
const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'too-large': 413,
  'precondition-failed': 412,
  'expectation-failed': 417,
  unprocessable: 422,
  'dependency-failed': 424,
  'precondition-required': 428,
  'too-many': 429,
  unavailable: 503,
  'sign-in-too-old': 401,
};

/** A PostgreSQL restart or failover takes seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** One error shape for the whole API: `{ message, errors? }`, and never a stack trace. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler<FastifyError>((thrown, request, reply) => {
      // A library may throw a string or another value that is no object. The checks below would throw on it,
      // and Fastify's fallback would answer with that failure's message, so it is wrapped in an Error first.
      const error: FastifyError = typeof thrown === 'object' && thrown !== null ? thrown : Object.assign(new Error(String(thrown)), { code: 'NOT_AN_ERROR', name: 'Error' });
      if (error instanceof DomainError) {
        const status = STATUS_OF[error.kind];
        if (error.cause !== undefined) request.log.error({ err: error.cause, kind: error.kind }, 'request refused after a failure');
        const { retryAfterSeconds, fields } = error.details;
        if (retryAfterSeconds !== undefined) reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterSeconds))));
        if (error.kind === 'sign-in-too-old') {
          // RFC 9470: the client signs the person in again (max_age) and retries with the new token.
          reply.header('www-authenticate', `Bearer error="insufficient_user_authentication", max_age=${error.details.maxAgeSeconds ?? 0}`);
        }
        // A domain error's message is written for the person using the app, so it is shown for 5xx too.
        const body: ErrorBody = fields ? { message: error.message, errors: fields } : { message: error.message };
        return reply.status(status).send(body);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'request');
          (errors[field] ??= []).push(issue.message ?? 'Invalid value');
        }
        const body: ErrorBody = { message: INVALID_REQUEST, errors };
        return reply.status(400).send(body);
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return reply.status(500).send({ message: 'Internal Server Error' });
      }
      if (isErasedMemberWrite(error)) {
        // The token was checked just before the console erased its member; the database refused the write.
        reply.header('www-authenticate', ERASED_MEMBER_CHALLENGE);
        return reply.status(401).send({ message: MEMBER_ERASED });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return reply.status(503).send({ message: DATABASE_UNAVAILABLE });
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(status).send({ message: 'Internal Server Error' });
      }
      return reply.status(status).send({ message: error.message });
    });
  },
  { name: 'errors' },
);
