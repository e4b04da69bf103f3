import { useState } from 'react';
import { apiErrorStatus } from './api-error.ts';

// getRandomValues, unlike randomUUID, also works on a plain-http address such as a LAN test server.
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Answers from a proxy in front of the API (HAProxy, a platform's load balancer) when the instance it sent the
 * request to was stopped or killed mid-request: whether the send was done is unknown (ADR 070).
 */
const OUTCOME_UNKNOWN_STATUSES = new Set([502, 503, 504]);

/**
 * Idempotency-Key values for a form that makes the server send a message. A submit that got no answer
 * (network failure, timeout, or a proxy's 502, 503 or 504) keeps its key, so submitting again is recognised as a retry and sends
 * nothing twice; once an answer arrives the next submit is a new request with a new key.
 */
export function useIdempotencyKey() {
  const [attempt, setAttempt] = useState(randomKey);
  return {
    /** The key for a request about `subject` (e.g. the typed number), so a changed number is a new request. */
    keyFor: (subject: string) => `${attempt}:${encodeURIComponent(subject)}`,
    /** Call after the request settled; pass the error when it failed. */
    settle: (error?: unknown) => {
      const status = apiErrorStatus(error);
      if (error === undefined || (typeof status === 'number' && !OUTCOME_UNKNOWN_STATUSES.has(status))) setAttempt(randomKey());
    },
  };
}
