import { trace } from '@opentelemetry/api';

/**
 * Sends the spans still buffered; the server calls it while shutting down. Through the API only, so the
 * SDK is not loaded where tracing is off, and then it does nothing.
 */
export async function flushTraces(): Promise<void> {
  const provider = trace.getTracerProvider() as { getDelegate?: () => { forceFlush?: () => Promise<void> } };
  await provider.getDelegate?.().forceFlush?.();
}
