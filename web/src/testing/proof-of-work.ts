import { PROOF_OF_WORK_HEADER, type ProofOfWorkChallenge } from '@venue-pass/contracts';
import { type Challenge, type Payload, createChallenge, randomInt, solveChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { API_HOST } from './factories.ts';
import { server } from './msw/server.ts';

const SECRET = 'a-test-secret-that-signs-every-challenge';

/**
 * A challenge as GET /api/proof-of-work issues it (server/src/modules/public-sends/proof-of-work.ts),
 * small enough to solve in a few milliseconds. `overrides` makes one that cannot be solved.
 */
export function issueChallenge(overrides: Partial<Parameters<typeof createChallenge>[0]> = {}): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(200),
    deriveKey,
    hmacSignatureSecret: SECRET,
    hmacKeySignatureSecret: SECRET,
    ...overrides,
  });
}

/** Whether the request carries a valid solution of a challenge issueChallenge made, as the API checks it. */
export async function carriesProofOfWork(request: Request): Promise<boolean> {
  const header = request.headers.get(PROOF_OF_WORK_HEADER);
  if (!header) return false;
  const { challenge, solution } = JSON.parse(atob(header)) as Payload;
  const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: SECRET, hmacKeySignatureSecret: SECRET });
  return result.verified;
}

interface WorkMessage {
  type: 'work';
  challenge: ProofOfWorkChallenge;
  counterStart: number;
  counterStep: number;
  timeout?: number;
}

/**
 * `Worker` for jsdom, which has none: it answers the ALTCHA worker protocol that
 * lib/proof-of-work.worker.ts speaks (altcha-lib/workers/shared) on the main thread, with the same
 * solver and key derivation, so the tests solve real challenges. `started` counts the workers made.
 */
export class InThreadWorker extends EventTarget {
  static started = 0;
  private controller: AbortController | undefined;

  constructor(_url: string | URL, _options?: WorkerOptions) {
    super();
    InThreadWorker.started += 1;
  }

  postMessage(message: WorkMessage | { type: 'abort' }): void {
    if (message.type === 'abort') {
      this.controller?.abort();
      return;
    }
    const controller = (this.controller = new AbortController());
    const { challenge, counterStart, counterStep, timeout } = message;
    solveChallenge({ challenge, controller, counterStart, counterStep, deriveKey, ...(timeout === undefined ? {} : { timeout }) }).then(
      (solution) => this.dispatchEvent(new MessageEvent('message', { data: solution })),
      (error: unknown) => this.dispatchEvent(new MessageEvent('message', { data: { error } })),
    );
  }

  terminate(): void {
    this.controller?.abort();
  }
}

/**
 * An API whose POST `path` asks for a proof of work, as the public sends do past their threshold:
 * 428 without a valid proof, `answer` with one, and GET /proof-of-work handing out challenges.
 * Returns the sends it received. Workers run in-thread (InThreadWorker) for the test's duration.
 */
export function requireProofOfWork(path: string, answer: (request: Request) => Response | Promise<Response>): Request[] {
  const sends: Request[] = [];
  vi.stubGlobal('Worker', InThreadWorker);
  server.use(
    http.get(`${API_HOST}/proof-of-work`, async () => HttpResponse.json(await issueChallenge())),
    http.post(`${API_HOST}${path}`, async ({ request }) => {
      sends.push(request.clone());
      if (await carriesProofOfWork(request)) return answer(request);
      return HttpResponse.json({ message: 'Please wait a moment while we check your request.' }, { status: 428 });
    }),
  );
  return sends;
}
