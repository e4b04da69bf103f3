import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { LogEvent } from 'kysely';

const tracer = trace.getTracer('venue-pass-database');

/**
 * A span per SQL statement, child of the request's, made from Kysely's query log once the statement has
 * run (its start set back by its duration). Works alike for PostgreSQL and PGlite, where a driver
 * instrumentation would see only `pg`. The text has placeholders, never the values: they hold e-mail
 * addresses and phone numbers.
 */
export function recordQuerySpan(event: LogEvent): void {
  const text = event.query.sql;
  const operation = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? 'query';
  const span = tracer.startSpan(operation, {
    kind: SpanKind.CLIENT,
    startTime: Date.now() - event.queryDurationMillis,
    attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': text },
  });
  if (event.level === 'error') {
    // The SQLSTATE only: a database's message can quote the values.
    span.setStatus({ code: SpanStatusCode.ERROR, message: String((event.error as { code?: unknown } | null)?.code ?? 'error') });
  }
  span.end();
}
