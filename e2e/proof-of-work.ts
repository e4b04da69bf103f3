import type { APIRequestContext, Page } from '@playwright/test';
import { PROOF_OF_WORK_HEADER } from '@venue-pass/contracts';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * The header of a solved proof of work, for a test that calls a public send endpoint directly: the
 * e2e server asks every send for one (SEND_POW_AFTER_PER_IP is 0 in playwright.config.ts).
 */
export async function proofOfWorkHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const challenge = (await (await request.get('/api/proof-of-work')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return { [PROOF_OF_WORK_HEADER]: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') };
}

/** One answer the page received from a send endpoint, and whether its request carried a proof of work. */
export interface SendExchange {
  status: number;
  proved: boolean;
}

/** Records, in order, the page's exchanges with the API path `path` (e.g. '/api/vouchers/send'). */
export function watchSends(page: Page, path: string | RegExp): SendExchange[] {
  const exchanges: SendExchange[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().method() !== 'POST' || !(typeof path === 'string' ? pathname === path : path.test(pathname))) return;
    exchanges.push({ status: response.status(), proved: response.request().headers()[PROOF_OF_WORK_HEADER] !== undefined });
  });
  return exchanges;
}
