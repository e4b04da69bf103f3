import { useState } from 'react';
import { apiErrorStatus } from './api-error.ts';

// getRandomValues, unlike randomUUID, also works on a plain-http address such as a LAN test server.
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Idempotency-Key values for a form that makes the server send a message. A submit that got no answer
 * (network failure or timeout) keeps its key, so submitting again is recognised as a retry and sends
 * nothing twice; once an answer arrives the next submit is a new request with a new key.
 */
export function useIdempotencyKey() {
  const [attempt, setAttempt] = useState(randomKey);
  return {
    /** The key for a request about `subject` (e.g. the typed number), so a changed number is a new request. */
    keyFor: (subject: string) => `${attempt}:${encodeURIComponent(subject)}`,
    /** Call after the request settled; pass the error when it failed. */
    settle: (error?: unknown) => {
      if (error === undefined || typeof apiErrorStatus(error) === 'number') setAttempt(randomKey());
    },
  };
}
