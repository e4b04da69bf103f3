import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@venue-pass/contracts';

const INVALID_REQUEST = 'The request is not valid.';

/** One error shape for the whole API: `{ message, errors? }`, and never a stack trace. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler<FastifyError>((error, request, reply) => {
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
