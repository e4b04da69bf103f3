/**
 * The status with which a public send asks for a proof of work (docs/decisions/021-public-send-limits-count-what-is-sent.md);
 * the request code answers it itself (lib/proof-of-work.ts), so pages never see it unless the proof fails.
 */
export const PROOF_OF_WORK_STATUS = 428;
/** How long the browser searches for a proof of work; it usually takes about a second. */
export const PROOF_OF_WORK_TIMEOUT_MS = 30_000;

/** What the pages say about a request being checked; the request code does the checking, not the page. */
export const requestCheckMessages = {
  /** A form's button while its request is being checked. */
  checking: 'Checking…',
  /** The error a send reports when its proof of work could not be found or was refused. */
  failed: 'We could not finish checking your request. Please try again.',
} as const;

let underWay = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/**
 * Marks the time a request spends proving it is not automated (lib/proof-of-work.ts) so the form that
 * sent it can say 'Checking…' instead of looking stuck. Kept free of React because the request code
 * loads before the framework; lib/use-request-check.ts is the hook that reads it.
 */
export async function whileChecking<T>(work: () => Promise<T>): Promise<T> {
  underWay += 1;
  changed();
  try {
    return await work();
  } finally {
    underWay -= 1;
    changed();
  }
}

/** Whether some request is being checked now. */
export function isCheckingRequest(): boolean {
  return underWay > 0;
}

/** Calls `listener` whenever a check starts or ends; returns the unsubscribe function. */
export function subscribeToRequestChecks(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
