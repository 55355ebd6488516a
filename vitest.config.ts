import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

// Tests run on the workspaces' TypeScript sources, never on stale dist/ output:
// `@matchdrop/x` → x/src/index.ts and `@matchdrop/x/y` → x/src/y.ts.
const alias = [
  { find: /^@matchdrop\/([a-z-]+)$/, replacement: `${root}$1/src/index.ts` },
  { find: /^@matchdrop\/([a-z-]+)\/(.+)$/, replacement: `${root}$1/src/$2.ts` },
];
const pkgs = '{shared,db,api,game-server,server,client}';

// The client's Lingui macros (client/vite.config.ts), for its unit tests.
process.env.LINGUI_SUPPRESS_BABEL_WARNING = '1';
const linguiConfig = { configPath: `${root}client/lingui.config.ts` };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        plugins: [babel({ presets: [linguiTransformerBabelPreset({ linguiConfig: getConfig(linguiConfig) }, linguiConfig)] })],
        test: {
          name: 'unit',
          setupFiles: ['client/src/i18n/test-setup.ts'],
          include: [`${pkgs}/src/**/*.test.{ts,tsx}`, 'scripts/**/*.test.ts', 'e2e/testing/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          // Pure tests share one module graph: a fresh worker per file spent 40 s importing the same modules
          // again for tests that run in 7 s.
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: [`${pkgs}/src/**/*.int.test.ts`],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Most of an integration file's time is spent waiting (on a database, a socket, a timer, a child
          // process): one worker kept the two cores less than half busy.
          maxWorkers: 2,
          // A worker keeps its modules from file to file: a fresh module graph per file (the api, PGlite, Colyseus)
          // was 14 % of the pass, 351 s against 270 s. Each file makes its own servers, databases and Redis keys and
          // none changes process.env or mocks a module, so nothing carries over (also checked in shuffled order).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // A test of a few screens takes 10–25 s on a quiet machine; three browser workers on two cores have slowed
          // one three- or fourfold (a mouse-played competitive round and the Return-button walk each passed 90 s
          // under the full Chromium 156, before the headless shell): 150 s before a test is called hung.
          testTimeout: 150_000,
          hookTimeout: 120_000,
          // Each file starts its own product on a free port with its own data folder, so files can run at once.
          // A browser test mostly waits (for rounds, timers, the network): with two workers the pass kept the
          // two cores about 40 % busy, so three run side by side.
          maxWorkers: 3,
          // The support modules (playwright-core, e2e/testing) load once per worker; each file still boots its own
          // product and browser through useProduct(), and the support holds no state between files.
          isolate: false,
        },
      },
    ],
  },
});
