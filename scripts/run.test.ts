import { afterEach, describe, expect, it, vi } from 'vitest';
import { runBeside } from './run.ts';

describe('runBeside', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** What the step printed, as one string, while `step` ran. */
  async function printed(step: () => Promise<boolean>): Promise<{ ok: boolean; text: string }> {
    const chunks: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => chunks.push(String(chunk)) > 0);
    vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void chunks.push(`${parts.join(' ')}\n`));
    const ok = await step();
    return { ok, text: chunks.join('') };
  }

  it("holds a step's output and prints it in one block with its heading and outcome", async () => {
    const { ok, text } = await printed(() => runBeside('greeting', process.execPath, ['-e', 'console.log("one"); console.error("two")']));
    expect(ok).toBe(true);
    expect(text).toMatch(/^\n▶ greeting: .*\none\ntwo\n✔ greeting \(\d+\.\ds\)\n$/s);
  });

  it('reports a failing step as failed, so npm test fails', async () => {
    const { ok, text } = await printed(() => runBeside('failing', process.execPath, ['-e', 'process.exit(3)']));
    expect(ok).toBe(false);
    expect(text).toContain('✘ failing');
  });

  it('reports a command that cannot start once, as failed, with the reason', async () => {
    const { ok, text } = await printed(() => runBeside('missing', 'matchdrop-no-such-command', []));
    expect(ok).toBe(false);
    expect(text.match(/✘ missing/g)).toHaveLength(1);
    expect(text).toContain('ENOENT');
  });
});
