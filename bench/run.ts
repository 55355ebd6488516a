// `npm run bench`: builds the server packages, then runs every bench/*.ts file (but this one) in
// turn, each in its own Node process so one benchmark's leftovers cannot skew the next.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const benchDir = fileURLToPath(new URL('.', import.meta.url));
const benchmarks = readdirSync(benchDir)
  .filter((name) => name.endsWith('.ts') && name !== 'run.ts' && !name.endsWith('.d.ts'))
  .sort();

function step(label: string, cmd: string, args: string[]): boolean {
  console.log(`\n▶ ${label}`);
  return spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status === 0;
}

// Benchmarks import the packages' built output (dist/), so build it first.
let ok = step('build the server packages: tsc -b server', 'tsc', ['-b', 'server']);
for (const name of ok ? benchmarks : []) {
  ok = step(`bench/${name}`, process.execPath, [`bench/${name}`]) && ok;
}
process.exit(ok ? 0 : 1);
