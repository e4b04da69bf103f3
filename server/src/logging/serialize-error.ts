/**
 * The pino serializer of every logged `err`. pino's own copies each enumerable property of an error,
 * and database errors carry the statement's values: PGlite adds `params` (and `query`), and
 * PostgreSQL's `detail` spells out the failing row ("Failing row contains (…, e-mail, scrypt hash, …)")
 * or the duplicate key's value. So this one keeps a short list of properties that say what went wrong
 * without saying about whom, and drops everything else.
 */

/** Properties kept as they are: names of things in the schema and codes, never row values. */
const SAFE_PROPERTIES = ['code', 'statusCode', 'severity', 'routine', 'schema', 'table', 'column', 'dataType', 'constraint'] as const;

const MAX_CAUSE_DEPTH = 5;

// PostgreSQL quotes the offending input after a colon: `invalid input syntax for type uuid: "…"`,
// `date/time field value out of range: "…"`. Names of relations and constraints follow a word instead.
const QUOTED_VALUE = /(:\s*)"(?:[^"]|"")*"/g;

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
  aggregateErrors?: SerializedError[];
  [property: string]: unknown;
}

function isDatabaseError(error: Record<string, unknown>): boolean {
  return typeof error['severity'] === 'string' && typeof error['code'] === 'string' && /^[0-9A-Z]{5}$/.test(error['code']);
}

type ErrorLike = Error & Record<string, unknown>;

// As pino's own serializer: anything with a string message is an error (some libraries throw plain objects).
function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

function serialize(error: ErrorLike, depth: number): SerializedError {
  const redact = isDatabaseError(error) ? (text: string) => text.replace(QUOTED_VALUE, '$1"[redacted]"') : (text: string) => text;
  const result: SerializedError = {
    type: error.constructor?.name && error.constructor.name !== 'Object' ? error.constructor.name : String(error.name ?? 'Error'),
    message: redact(error.message),
    stack: typeof error.stack === 'string' ? redact(error.stack) : '',
  };
  for (const property of SAFE_PROPERTIES) {
    const value = error[property];
    if (typeof value === 'string' || typeof value === 'number') result[property] = value;
  }
  if (depth < MAX_CAUSE_DEPTH) {
    if (isErrorLike(error.cause)) result.cause = serialize(error.cause, depth + 1);
    if (Array.isArray(error['errors'])) {
      result.aggregateErrors = error['errors'].filter(isErrorLike).map((each) => serialize(each, depth + 1));
    }
  }
  return result;
}

/** For pino's `serializers.err`. Whatever is logged as `err` goes through here, even a value that is no error. */
export function serializeError(error: Error): SerializedError {
  const value: unknown = error;
  return isErrorLike(value) ? serialize(value, 0) : { type: typeof value, message: String(value), stack: '' };
}
