/**
 * What went wrong, in the domain's words. Services and routes throw these; `plugins/errors.ts` is the
 * one place that turns a kind into an HTTP status, a Retry-After header and the error body.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'gone'
  | 'too-large'
  | 'precondition-failed'
  | 'expectation-failed'
  | 'unprocessable'
  | 'dependency-failed'
  | 'precondition-required'
  | 'too-many'
  | 'unavailable'
  /** The token is good, but the person signed in too long ago for this (RFC 9470 step-up). */
  | 'sign-in-too-old';

export interface DomainErrorDetails {
  /** Seconds until trying again makes sense (limits, a busy service). */
  retryAfterSeconds?: number;
  /** Which rule refused, for records and logs (e.g. which send limit); never personal data. */
  reason?: string;
  /** Messages per input field. */
  fields?: Record<string, string[]>;
  /** For 'sign-in-too-old': how recent, in seconds, the sign-in must be. */
  maxAgeSeconds?: number;
  /** The failure behind it, logged by the error handler and never shown to the caller. */
  cause?: unknown;
}

export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly details: DomainErrorDetails = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
  }
}

/** The words of every refused request body (schema validation and the rules after it). */
export const INVALID_REQUEST = 'The request is not valid.';

/** The words of a request refused while the database cannot be reached (a restart, a failover). */
export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';
