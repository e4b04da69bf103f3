import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint configuration, run on code written here as if it were the file named.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The import rules' complaints about `code`, linted as the file at `file` (relative to the repository). */
async function importProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('import-x/')).map((message) => message.ruleId ?? '');
}

describe('import boundaries of web/src (eslint.config.js)', () => {
  it.each([
    ['a feature importing another outside the listed edges', 'web/src/features/faq/example.ts', "import { groupOffers } from '../offers/group-offers.ts';"],
    ['a feature taking more of auth than whether someone is signed in', 'web/src/features/offers/example.ts', "import { authSlice } from '../auth/auth-slice.ts';"],
    ['offers taking more of venues than the star and the order', 'web/src/features/offers/example.ts', "import { venuesApi } from '../venues/api.ts';"],
    ['a feature importing the router', 'web/src/features/faq/example.ts', "import { routes } from '../../app/router.tsx';"],
    ['a feature importing the store itself', 'web/src/features/faq/example.ts', "import { makeStore } from '../../app/store.ts';"],
    ['shared components importing a feature', 'web/src/components/ui/example.ts', "import { useIsAuthenticated } from '../../features/auth/hooks.ts';"],
    ['lib importing a feature', 'web/src/lib/example.ts', "import { selectAccessToken } from '../features/auth/auth-slice.ts';"],
    ['lib importing the app', 'web/src/lib/example.ts', "import { useAppSelector } from '../app/hooks.ts';"],
    ['the request code taking more of auth than its selector', 'web/src/lib/ky-request.ts', "import { readSavedTokens } from '../features/auth/session-storage.ts';"],
  ])('fails on %s', async (_case, file, code) => {
    expect(await importProblems(file, code)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['any feature asking auth whether someone is signed in', 'web/src/features/faq/example.ts', "import { useIsAuthenticated } from '../auth/hooks.ts';"],
    ['offers using the favourite star', 'web/src/features/offers/example.ts', "import { FavouriteToggle } from '../venues/components/favourite-toggle.tsx';"],
    ['the member card showing the photo', 'web/src/features/users/example.ts', "import { useGetMyPhotoQuery } from '../photo/api.ts';"],
    ['the console previewing an offer with the member card', 'web/src/features/admin/offers/example.ts', "import { OfferCard } from '../../offers/components/offer-card.tsx';"],
    ['the promoter page using the phone form', 'web/src/features/promoters/example.ts', "import { PhoneNumberForm } from '../vouchers/components/phone-number-form.tsx';"],
    ['a feature using the typed store hooks', 'web/src/features/faq/example.ts', "import { useAppSelector } from '../../app/hooks.ts';"],
    ['a feature using shared code', 'web/src/features/faq/example.ts', "import { paths } from '../../config/paths.ts';\nimport { api } from '../../lib/api.ts';"],
    ['the request code reading the token', 'web/src/lib/ky-request.ts', "import { selectAccessToken } from '../features/auth/auth-slice.ts';"],
    ['a test composing features', 'web/src/features/faq/example.test.ts', "import { groupOffers } from '../offers/group-offers.ts';\nimport { makeStore } from '../../app/store.ts';"],
  ])('allows %s', async (_case, file, code) => {
    expect(await importProblems(file, code)).toEqual([]);
  });

  it('fails on an import cycle', async () => {
    // The request policy importing the base query, which loads the request code that imports the policy.
    const file = 'web/src/lib/api-request.ts';
    const code = `import { createApiBaseQuery } from './base-query.ts';\nexport const example = createApiBaseQuery;\n${readFileSync(path.join(root, file), 'utf8')}`;
    expect(await importProblems(file, code)).toContain('import-x/no-cycle');
  });
});
