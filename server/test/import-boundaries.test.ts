import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint configuration, run on code written here as if it were the file named.
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The import rules' complaints about `code`, linted as the file at `file` (relative to the repository). */
async function importProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('import-x/')).map((message) => message.ruleId ?? '');
}

describe('import boundaries of server/src/modules (eslint.config.js)', () => {
  it.each([
    ['a module reaching into another outside the listed edges', 'server/src/modules/venues/example.ts', "import { createOffersRepository } from '../offers/offers.repository.ts';"],
    ['a second promo-code issuer path: promoters taking the repository', 'server/src/modules/promoters/example.ts', "import { createPromoCodesRepository } from '../promo-codes/promo-codes.repository.ts';"],
    ['mobile sign-up taking the voucher service', 'server/src/modules/mobile-signup/example.ts', "import { createVoucherService } from '../vouchers/vouchers.service.ts';"],
    ['vouchers taking onboarding', 'server/src/modules/vouchers/example.ts', "import { createMemberCodeService } from '../onboarding/member-codes.service.ts';"],
    ['the outbox dispatcher from outside the outbox', 'server/src/modules/contact/example.ts', "import { createOutboxDispatcher } from '../outbox/outbox.dispatcher.ts';"],
  ])('fails on %s', async (_case, file, code) => {
    expect(await importProblems(file, code)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['any module counting a rate limit', 'server/src/modules/venues/example.ts', "import { createRateLimitCounters } from '../rate-limits/rate-limit-counters.ts';"],
    ['any module queueing a message', 'server/src/modules/venues/example.ts', "import { createOutboxRepository } from '../outbox/outbox.repository.ts';"],
    ['the voucher flow issuing through the issuer', 'server/src/modules/vouchers/example.ts', "import { createPromoCodeIssuer } from '../promo-codes/promo-code-issuer.ts';"],
    ['the auth plugin loading the member', 'server/src/modules/auth/example.ts', "import { createMemberStates } from '../me/member-states.ts';"],
    ['a test composing modules', 'server/src/modules/venues/example.test.ts', "import { createOffersRepository } from '../offers/offers.repository.ts';"],
  ])('allows %s', async (_case, file, code) => {
    expect(await importProblems(file, code)).toEqual([]);
  });
});
