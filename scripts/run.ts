// Small helpers shared by the build and test scripts: run a tool from node_modules/.bin.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

const heading = (label: string, cmd: string, args: string[]): string => `\n▶ ${label}: ${cmd} ${args.join(' ')}`;

/** Prints a step's closing line (✔ or ✘, and how long it took) and passes its outcome on. */
function finished(label: string, started: number, ok: boolean): boolean {
  console.log(`${ok ? '✔' : '✘'} ${label} (${((performance.now() - started) / 1000).toFixed(1)}s)`);
  return ok;
}

export function run(label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(heading(label, cmd, args));
  const started = performance.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return finished(label, started, result.status === 0);
}

/**
 * `run`, for a step that runs beside others: its output is held and printed in one block when it ends, so the
 * steps' lines never interleave.
 */
export function runBeside(label: string, cmd: string, args: string[]): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean, problem = ''): void => {
      process.stdout.write(`${heading(label, cmd, args)}\n${Buffer.concat(output).toString('utf8')}${problem}`);
      resolve(finished(label, started, ok));
    };
    child.once('error', (error) => finish(false, `${error.message}\n`));
    child.once('close', (code) => finish(code === 0));
  });
}
