/** True when the error is PostgreSQL's unique_violation on the named index or constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pgError = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (pgError?.code !== '23505') return false;
  // node-postgres names the constraint; PGlite says it in the message.
  return pgError.constraint === constraint || (typeof pgError.message === 'string' && pgError.message.includes(`"${constraint}"`));
}
