// The translations already made, kept across `lingui extract`: when a module moves between the first page, the
// game and the rest (client/src/i18n/areas.json), its messages move to another part's catalog, where extract
// writes them without their translation (and --clean drops them from the old one). This fills them back in.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePo } from 'pofile-ts';

export function poFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.po'))
    .map((file) => join(dir, file));
}

const key = (msgctxt: string | null, msgid: string) => `${msgctxt ?? ''}\u0004${msgid}`;
const language = (file: string) => file.slice(-5, -3);

/** Every translation in the catalogs under `dir`, by language, then by context and message. */
export function readMemory(dir: string): Map<string, Map<string, string>> {
  const memory = new Map<string, Map<string, string>>();
  for (const file of poFiles(dir)) {
    const known = memory.get(language(file)) ?? new Map<string, string>();
    memory.set(language(file), known);
    for (const item of parsePo(readFileSync(file, 'utf8')).items) {
      const translation = item.msgstr[0] ?? '';
      if (translation !== '') known.set(key(item.msgctxt, item.msgid), translation);
    }
  }
  return memory;
}

// A .po string as Lingui writes it: on one line, with \ " and control characters escaped.
const unquote = (line: string, keyword: string): string | null => (line.startsWith(`${keyword} "`) ? (JSON.parse(line.slice(keyword.length + 1)) as string) : null);

/** Fills empty translations under `dir` from `memory`; returns how many it filled. */
export function fillFromMemory(dir: string, memory: Map<string, Map<string, string>>): number {
  let filled = 0;
  for (const file of poFiles(dir)) {
    const known = memory.get(language(file));
    if (!known) continue;
    const blocks = readFileSync(file, 'utf8').split('\n\n');
    const next = blocks.map((block) => {
      const lines = block.split('\n');
      const msgctxt = lines.map((line) => unquote(line, 'msgctxt')).find((value) => value !== null) ?? null;
      const msgid = lines.map((line) => unquote(line, 'msgid')).find((value) => value !== null);
      const at = lines.indexOf('msgstr ""');
      const translation = msgid ? known.get(key(msgctxt, msgid)) : undefined;
      if (at < 0 || !translation || lines[at + 1]?.startsWith('"')) return block;
      filled += 1;
      lines[at] = `msgstr ${JSON.stringify(translation)}`;
      return lines.join('\n');
    });
    writeFileSync(file, next.join('\n\n'));
  }
  return filled;
}
