// The rule IDs the code cites (R-SCORE-1, …) must be defined in docs/RULES.md, so a citation can always be looked
// up; and the spec's section numbers stay out of the sources (the lint rule matchdrop/cite-rule-ids).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { root } from './run.ts';

const RULES_FILE = 'docs/RULES.md';
const SOURCE_DIRS = ['shared', 'db', 'api', 'game-server', 'server', 'client', 'e2e', 'bench', 'scripts', 'docs'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.tsbuild', '.tsbuild-node', 'coverage']);
const CITING_FILE = /\.(ts|tsx|js|md)$/;
const RULE_ID = /\bR-[A-Z]+-\d+\b/g;

/** The IDs docs/RULES.md defines: each bold `**R-…**` at the start of a list item. */
export function definedIds(rules: string): string[] {
  return [...rules.matchAll(/^- \*\*(R-[A-Z]+-\d+)\*\*/gm)].map((match) => match[1] as string);
}

export function citedIds(text: string): string[] {
  return [...new Set(text.match(RULE_ID) ?? [])];
}

function citingFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : citingFiles(path);
    return CITING_FILE.test(entry.name) ? [path] : [];
  });
}

const rules = readFileSync(join(root, RULES_FILE), 'utf8');
const defined = definedIds(rules);

describe('rule IDs', () => {
  it('docs/RULES.md defines each ID once', () => {
    expect(defined.length).toBeGreaterThan(50);
    expect(defined.filter((id, i) => defined.indexOf(id) !== i)).toEqual([]);
  });

  it('every ID cited in the code, the tests and the docs is defined in docs/RULES.md', () => {
    const files = [...SOURCE_DIRS.flatMap((dir) => citingFiles(join(root, dir))), join(root, 'README.md')];
    const unknown = files.flatMap((file) =>
      citedIds(readFileSync(file, 'utf8'))
        .filter((id) => !defined.includes(id))
        .map((id) => `${relative(root, file)}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it('finds the IDs a comment or a test name cites', () => {
    expect(citedIds(`// ${'R-SCORE'}-1 and ${'R-ROOM'}-13: … it('keeps R-UI-2', …)`)).toEqual(['R-SCORE-1', 'R-ROOM-13', 'R-UI-2']);
  });
});

describe('the lint rule matchdrop/cite-rule-ids', () => {
  it('refuses a spec section cited in a comment, a string or a test name, and accepts a rule ID', async () => {
    const spec = ['SPEC', '§5'].join(' ');
    const eslint = new ESLint({ cwd: root });
    const lint = async (code: string) => (await eslint.lintText(code, { filePath: join(root, 'shared/src/cite-check.ts') }))[0]!.messages.map((m) => m.ruleId);
    expect(await lint(`// ${spec}: a rule\nexport const a = 1;\n`)).toEqual(['matchdrop/cite-rule-ids']);
    expect(await lint(`export const a = '${spec}';\n`)).toEqual(['matchdrop/cite-rule-ids']);
    expect(await lint(`export const a = \`${spec}\`;\n`)).toEqual(['matchdrop/cite-rule-ids']);
    expect(await lint('// R-SCORE-1: a rule\nexport const a = 1;\n')).toEqual([]);
    // Loading the whole lint configuration (typescript-eslint) takes seconds on a busy machine.
  }, 60_000);
});
