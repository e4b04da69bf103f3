import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { NodeSDK } from '@opentelemetry/sdk-node';

/**
 * The OpenTelemetry Node SDK, configured by its standard variables (OTEL_EXPORTER_OTLP_ENDPOINT,
 * OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER, ...): a span per request (HTTP, with the Fastify route and its
 * hooks) and per SQL statement (db/query-spans.ts), exported over OTLP/HTTP.
 */
export function startTracing(): NodeSDK {
  const sdk = new NodeSDK({
    serviceName: process.env['OTEL_SERVICE_NAME'] ?? 'venue-pass',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      // Load balancers ask every few seconds; their probes would be most of the traces.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => request.url?.startsWith('/health/') ?? false }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
  sdk.start();
  return sdk;
}
