// Builds what is not built: the server packages incrementally with `tsc -b`,
// and the client with Vite only when its sources are newer than client/dist.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './run.ts';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function clientIsStale(): boolean {
  const built = join(root, 'client/dist/index.html');
  if (!existsSync(built)) return true;
  const inputs = ['client/src', 'client/public', 'client/index.html', 'client/vite.config.ts', 'client/vite-plugins.ts', 'shared/src'];
  return Math.max(...inputs.map((p) => newestMtime(join(root, p)))) > statSync(built).mtimeMs;
}

export function build(force = false): boolean {
  // Only what the product runs: the server project and its references. Typechecking tests, e2e and
  // the client's types is `npm test`'s job, so a type error in a test never stops `npm start`.
  if (!run('build servers', 'tsc', ['-b', 'server'])) return false;
  if (!force && !clientIsStale()) {
    console.log('client/dist is up to date');
    return true;
  }
  return run('build client', 'vite', ['build', 'client', '--logLevel', 'warn']);
}

/**
 * The browser tests' client: the same production build plus the game's test hook (VITE_E2E_HOOKS=1),
 * in a folder of its own that e2e/testing/product.ts serves through CLIENT_DIST, so client/dist never has the hook.
 * (A dist/ folder: ignored by git and lint like every build; not under .tmp/, whose leading dot makes
 * the server's static file handler refuse every file.)
 */
export const E2E_CLIENT_DIST = join(root, 'e2e/dist/client');

export function buildE2eClient(): boolean {
  const args = ['build', 'client', '--outDir', E2E_CLIENT_DIST, '--emptyOutDir', '--logLevel', 'warn'];
  return run('build e2e client (with test hook)', 'vite', args, { VITE_E2E_HOOKS: '1' });
}

if (import.meta.main) {
  // `node scripts/build.ts --e2e` builds only the browser tests' client.
  const ok = process.argv.includes('--e2e') ? buildE2eClient() : build(process.argv.includes('--force'));
  process.exit(ok ? 0 : 1);
}
