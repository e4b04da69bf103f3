/**
 * Traces are exported only where an OTLP endpoint is configured (the OpenTelemetry SDK's own variables);
 * otherwise nothing of the SDK is loaded and no query is timed for it (ADR 060).
 */
export function tracingEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env['OTEL_EXPORTER_OTLP_ENDPOINT'] || env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT']) && env['OTEL_SDK_DISABLED'] !== 'true';
}
