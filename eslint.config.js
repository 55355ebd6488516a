// One linter for the whole repository. Beyond style, it enforces the architecture:
// which workspace may import which, and that shared/ stays pure (no I/O, clock, randomness or timers).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';
import prettierCompat from 'eslint-config-prettier/flat';

import {
  allowed,
  dependencyRule,
  noRelativeCrossPackage,
  citeRuleIds,
  sqlInRepositories,
  nodeBuiltins,
  purityRules,
  clientImportBoundaries,
  confinedImport,
  routesThroughServices,
  featureBoundaries,
  noFocusedTests,
} from './eslint/matchdrop-rules.js';
import { unlocalizedStrings } from './eslint/unlocalized-strings.js';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.tsbuild/**', '**/.tsbuild-node/**', 'data/**', '.tmp/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: {
      matchdrop: {
        rules: {
          'no-relative-cross-package': noRelativeCrossPackage,
          'cite-rule-ids': citeRuleIds,
          'sql-in-repositories': sqlInRepositories,
          'confined-import': confinedImport,
          'no-focused-tests': noFocusedTests,
          'routes-through-services': routesThroughServices,
          'feature-boundaries': featureBoundaries,
        },
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  ...Object.keys(allowed).map(dependencyRule),
  {
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['eslint.config.js', 'eslint/**'],
    rules: { 'matchdrop/cite-rule-ids': 'error' },
  },
  {
    // shared/ is the pure domain: time and randomness are parameters, never ambient.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@matchdrop/', message: 'shared imports no other workspace.' },
            { regex: nodeBuiltins, message: 'shared does no I/O: no Node built-ins.' },
          ],
        },
      ],
      ...purityRules('shared/'),
    },
  },
  {
    // The game engine and the room reducers (competitive, tournament) are pure like shared/: replays and tests drive them with a given clock and rng.
    files: ['client/src/game/engine/**/*.{ts,tsx}', 'game-server/src/competitive/logic/**/*.ts', 'game-server/src/tournament/logic/**/*.ts'],
    rules: purityRules('this folder'),
  },
  ...clientImportBoundaries,
  {
    files: ['client/src/**/*.{ts,tsx}'],
    rules: { 'matchdrop/feature-boundaries': 'error' },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // A focused test silently skips the rest of its file; vitest's allowOnly: false catches it at run time too.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: { 'matchdrop/no-focused-tests': 'error' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // The API's and the game server's own code; tests and test support seed and read fixtures directly.
    files: ['api/src/**/*.ts', 'game-server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**', '**/testing.ts'],
    rules: { 'matchdrop/sql-in-repositories': 'error' },
  },
  {
    files: ['api/src/**/routes.ts', 'api/src/**/*-routes.ts'],
    rules: { 'matchdrop/routes-through-services': 'error' },
  },
  // Last: formatting belongs to Prettier, so no ESLint rule may fight it.
  prettierCompat,
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/**/*.test.{ts,tsx}', 'client/src/locales/**', 'client/src/game/testHook.ts', 'client/src/game/e2eHooks.ts'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': unlocalizedStrings,
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-expression-in-message': 'error',
      'lingui/no-single-tag-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
    },
  },
);
