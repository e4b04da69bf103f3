import { PROOF_OF_WORK_HEADER, type ProofOfWorkChallenge } from '@venue-pass/contracts';
import { type Solution, solveChallengeWorkers } from 'altcha-lib';
import { PROOF_OF_WORK_TIMEOUT_MS } from './request-checks.ts';

/** Where the API hands out challenges. */
const CHALLENGE_PATH = '/proof-of-work';

// A few workers finish sooner on a phone's several cores; beyond four, starting them costs more than they save.
const MAX_WORKERS = 4;

function startWorker(): Worker {
  return new Worker(new URL('./proof-of-work.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Finds the solution in Web Workers, giving up after PROOF_OF_WORK_TIMEOUT_MS or when the request is
 * abandoned. The wait itself is raced against the deadline too, so a worker that never answers cannot
 * hold the send.
 */
async function solve(challenge: ProofOfWorkChallenge, signal: AbortSignal): Promise<Solution> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  const deadline = setTimeout(stop, PROOF_OF_WORK_TIMEOUT_MS);
  signal.addEventListener('abort', stop, { once: true });
  const givenUp = new Promise<null>((resolve) => controller.signal.addEventListener('abort', () => resolve(null), { once: true }));
  try {
    const solution = await Promise.race([
      solveChallengeWorkers({
        challenge,
        controller,
        concurrency: Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 1),
        createWorker: startWorker,
      }),
      givenUp,
    ]);
    if (!solution) throw new Error('No proof of work was found in time.');
    return solution;
  } finally {
    clearTimeout(deadline);
    signal.removeEventListener('abort', stop);
    controller.abort();
  }
}

/**
 * The headers that carry a solved proof of work (ALTCHA, docs/decisions/021-public-send-limits-count-what-is-sent.md):
 * fetches a challenge with `getJson`, solves it and encodes the payload the API expects, base64 of
 * `{ challenge, solution }`. Loaded only when an answer asks for it, so no page carries it up front.
 */
export async function proofOfWorkHeaders(getJson: (path: string) => Promise<unknown>, signal: AbortSignal): Promise<Record<string, string>> {
  // The API's own answer, which its response schema has already shaped (docs/decisions/012-no-response-schemas-in-the-spa.md).
  const challenge = (await getJson(CHALLENGE_PATH)) as ProofOfWorkChallenge;
  const solution = await solve(challenge, signal);
  return { [PROOF_OF_WORK_HEADER]: btoa(JSON.stringify({ challenge, solution })) };
}
