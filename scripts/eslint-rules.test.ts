// The lint rules that stand for the spec's and the issues' rules fire where they must: a probe file run through the
// repository's own ESLint configuration, so a broken pattern in eslint/ fails here rather than letting code through.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function rulesFired(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('lingui/no-unlocalized-strings (issue 26: every string a user reads is in the catalogs)', () => {
  it('refuses prose left in a screen or a hook, in any script', async () => {
    for (const text of ['Hello there friend', 'Play again', 'Не удалось', '游戏无法加载']) {
      expect(await rulesFired(`export function A() {\n  return <p>${text}</p>;\n}\n`, 'client/src/freeplay/Probe.tsx'), text).toContain('lingui/no-unlocalized-strings');
      expect(await rulesFired(`export const words = '${text}';\n`, 'client/src/freeplay/probe.ts'), text).toContain('lingui/no-unlocalized-strings');
    }
  });

  it('lets through what is not prose: keys, class names, symbols', async () => {
    const code = "export const a = 'freeplay';\nexport const b = '—';\nexport const c = ' · ';\nexport const MODE = 'COMPETITION';\n";
    expect(await rulesFired(code, 'client/src/freeplay/probe.ts')).toEqual([]);
  });
});

describe('the architecture rules', () => {
  it('refuses a focused test and a reach into another feature', async () => {
    expect(await rulesFired("import { it } from 'vitest';\nit.only('x', () => {});\n", 'e2e/tests/probe.e2e.ts')).toContain('matchdrop/no-focused-tests');
    expect(await rulesFired("export { GamePage } from '../progress/GamePage';\n", 'client/src/freeplay/probe.ts')).toContain('matchdrop/feature-boundaries');
  });
});
