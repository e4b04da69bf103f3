// Loaded with `node --import` before the server's own modules, so the HTTP instrumentation is in place
// before Fastify requires node:http. Without an OTLP endpoint it loads nothing.
import { tracingEnabled } from './tracing-enabled.ts';

if (tracingEnabled()) {
  const { startTracing } = await import('./tracing.ts');
  startTracing();
}
