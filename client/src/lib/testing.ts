import { i18n } from '@lingui/core';

// Unit-test support: the interface in another language with the real catalogs of this folder and its neighbours, as
// the build would load them. The client's tsconfig has no Node types: the two Node modules are reached as
// theme-contrast.test.ts does.
interface Fs {
  readFileSync(path: URL, encoding: 'utf8'): string;
  existsSync(path: URL): boolean;
}
interface Crypto {
  createHash(algorithm: 'sha256'): { update(text: string): { digest(encoding: 'base64url'): string } };
}
interface NodeProcess {
  getBuiltinModule(id: 'node:fs'): Fs;
  getBuiltinModule(id: 'node:crypto'): Crypto;
}
const node = (globalThis as unknown as { process: NodeProcess }).process;

/** Lingui's message id (@lingui/message-utils' generateMessageId): the macros look messages up by it. */
const messageId = (message: string, context = ''): string =>
  node.getBuiltinModule('node:crypto').createHash('sha256').update(`${message}\u001F${context}`).digest('base64url').slice(0, 6);

const unquote = (line: string, keyword: string): string => JSON.parse(line.slice(keyword.length + 1)) as string;

/** The entries of a .po file as Lingui writes them (one line per msgctxt, msgid and msgstr). */
function poMessages(text: string): Record<string, string> {
  const messages: Record<string, string> = {};
  let context = '';
  let id: string | null = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('msgctxt ')) context = unquote(line, 'msgctxt');
    else if (line.startsWith('msgid ')) id = unquote(line, 'msgid');
    else if (line.startsWith('msgstr ') && id !== null) {
      if (id !== '') messages[messageId(id, context)] = unquote(line, 'msgstr');
      [id, context] = [null, ''];
    }
  }
  return messages;
}

/** Activates `locale` with every catalog of `folders` (all parts), compiled on the fly as Lingui does outside production. */
export function activateCatalogs(locale: 'ru' | 'zh', folders: readonly string[] = ['lib', 'ui', 'classes']): void {
  const fs = node.getBuiltinModule('node:fs');
  const messages: Record<string, string> = {};
  for (const part of ['first', 'game', 'rest'])
    for (const folder of folders) {
      const file = new URL(`../locales/${part}/${folder}/${locale}.po`, import.meta.url);
      if (fs.existsSync(file)) Object.assign(messages, poMessages(fs.readFileSync(file, 'utf8')));
    }
  i18n.loadAndActivate({ locale, messages });
}
