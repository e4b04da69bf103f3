/**
 * Whether an error means the database cannot be reached right now (restarting, failing over, refusing
 * connections) rather than that the request or our SQL is wrong. Such a request is answered 503 with
 * Retry-After, and the pool opens fresh connections once the server is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // SQLSTATE class 08: connection exception; 57P01-57P03: the server is shutting down or starting;
    // 53300: too many connections.
    if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN'].includes(code)) return true;
  }
  if (typeof message === 'string') {
    // node-postgres reports a dropped socket or a pool that could not connect in time without a code.
    if (/^Connection terminated|timeout exceeded when trying to connect|is not currently accepting connections|Client has encountered a connection error/.test(message)) {
      return true;
    }
  }
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
}
