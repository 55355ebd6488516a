import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

// Tests run on the workspaces' TypeScript sources, never on stale dist/ output:
// `@matchdrop/x` → x/src/index.ts and `@matchdrop/x/y` → x/src/y.ts.
const alias = [
  { find: /^@matchdrop\/([a-z-]+)$/, replacement: `${root}$1/src/index.ts` },
  { find: /^@matchdrop\/([a-z-]+)\/(.+)$/, replacement: `${root}$1/src/$2.ts` },
];
const pkgs = '{shared,db,api,game-server,server,client}';

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [`${pkgs}/src/**/*.test.{ts,tsx}`, 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: [`${pkgs}/src/**/*.int.test.ts`],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts its own product on a free port with its own data folder, so two files can run at once:
          // the browser pass is most of CI's time, and two workers keep it well under its budget on two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
