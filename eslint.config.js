import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Features are composed by app/routes, never the other way round (bulletproof-react's unidirectional
    // imports); the typed store hooks in app/ are the one shared exception (redux-templates).
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/app/routes/**', '**/app/router*', '**/app/app*'], message: 'Features must not import pages or the router.' }] },
      ],
    },
  },
  {
    // Import rules resolve every relative import to its file, so they see the module graph.
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      // A module that imports one importing it back runs before its dependency has finished; type-only
      // imports are erased by the build and do not count.
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['bench/**', 'e2e/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
