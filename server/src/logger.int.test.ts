// The product's logger in a process of its own writing to a pipe, as `npm start` writes to whatever reads its stdout:
// lines are written in batches, a lone line still arrives within LOG_FLUSH_MS, and nothing is lost when the
// process ends.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOG_FLUSH_MS } from './logger.js';

const LOGGER = fileURLToPath(new URL('./logger.ts', import.meta.url));
/** Bound on every child: its own work takes a fraction of this. */
const CHILD_TIMEOUT_MS = 15_000;

interface ChildRun {
  /** Each chunk read from the child's stdout, with the ms since the child was started. */
  chunks: { atMs: number; text: string }[];
  /** When each line announced with a `mark <n>` on stderr was written by the child (ms since start). */
  marks: Map<number, number>;
  code: number | null;
  /** When the child's streams closed (ms since start). */
  closedAtMs: number;
}

/** Runs `body` (an ES module's statements, with `logger` in scope) in a child Node process. */
function runChild(body: string): Promise<ChildRun> {
  const script = `import { productLogger } from ${JSON.stringify(LOGGER)};\nconst logger = productLogger('info');\n${body}`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  const started = performance.now();
  const chunks: ChildRun['chunks'] = [];
  const marks: ChildRun['marks'] = new Map();
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => chunks.push({ atMs: performance.now() - started, text }));
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
    for (const [, n] of text.matchAll(/mark (\d+)/g)) marks.set(Number(n), performance.now() - started);
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the child did not end within ${CHILD_TIMEOUT_MS} ms; stderr: ${stderr}`));
    }, CHILD_TIMEOUT_MS);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ chunks, marks, code, closedAtMs: performance.now() - started });
    });
  });
}

const lines = (run: ChildRun): { msg: string }[] =>
  run.chunks
    .map((chunk) => chunk.text)
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string });

describe('productLogger', () => {
  it('writes a steady trickle of lines in batches rather than one write each', async () => {
    // 300 request-sized lines, one per millisecond: written one by one, each would reach the pipe on its own.
    const run = await runChild(`
      for (let i = 0; i < 300; i++) {
        logger.info({ method: 'GET', path: '/api/dictionaries', status: 200, ms: 1.23 }, 'request ' + i);
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    `);
    expect(run.code).toBe(0);
    expect(lines(run).map((line) => line.msg)).toEqual(Array.from({ length: 300 }, (_, i) => `request ${i}`));
    // About 150 bytes a line and 4 KB a batch: some 11 batches, plus a few cut short by the periodic flush.
    expect(run.chunks.length).toBeLessThan(40);
  });

  it('writes a lone line within LOG_FLUSH_MS when nothing else fills the batch', async () => {
    const run = await runChild(`
      logger.info('first');
      process.stderr.write('mark 1\\n');
      await new Promise((resolve) => setTimeout(resolve, ${LOG_FLUSH_MS * 4}));
    `);
    expect(lines(run).map((line) => line.msg)).toEqual(['first']);
    const written = run.marks.get(1)!;
    const arrived = run.chunks[0]!.atMs;
    // By the periodic flush, not by the exit that came LOG_FLUSH_MS * 4 later.
    expect(arrived - written).toBeLessThan(LOG_FLUSH_MS + 400);
    expect(arrived).toBeLessThan(run.closedAtMs - LOG_FLUSH_MS);
  });

  it('loses no line when the process exits right after writing, or ends on an uncaught error', async () => {
    const exited = await runChild(`
      for (let i = 0; i < 50; i++) logger.info('line ' + i);
      process.exit(3);
    `);
    expect(exited.code).toBe(3);
    expect(lines(exited).map((line) => line.msg)).toEqual(Array.from({ length: 50 }, (_, i) => `line ${i}`));

    const crashed = await runChild(`
      for (let i = 0; i < 50; i++) logger.info('line ' + i);
      logger.error('about to fail');
      setTimeout(() => { throw new Error('boom'); }, 1);
    `);
    expect(crashed.code).toBe(1);
    expect(lines(crashed).map((line) => line.msg)).toEqual([...Array.from({ length: 50 }, (_, i) => `line ${i}`), 'about to fail']);
  });
});
