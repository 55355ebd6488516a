/**
 * Control characters in text input. A NUL (U+0000) cannot be stored in PostgreSQL text at all (the
 * database refuses it with an error, which used to surface as a 500), and the other C0 controls are
 * never typed by a person: they come from broken tools or probes. Both sides refuse them with the same
 * words, naming the field. Tab, line feed and carriage return are allowed where a text may span lines
 * (messages, descriptions, game files), not in one-line fields (names, usernames, search terms).
 */

/** JSON fields and query parameters that hold one line of text. */
export const SINGLE_LINE_FIELDS: ReadonlySet<string> = new Set([
  'username',
  'email',
  'password',
  'newPassword',
  'recipientUsername',
  'name',
  'title',
  'category',
  'q',
  'search',
  'code',
  'roomCode',
]);

// C0 controls (U+0000–U+001F) and DEL; the multi-line variant lets tab, LF and CR through.
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001f\u007f]/u;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/u;

/** "U+0000" for the first control character of `text` not allowed here, else undefined. */
export function controlCharacterIn(text: string, allowLineBreaks: boolean): string | undefined {
  const match = (allowLineBreaks ? CONTROL_BUT_LINE_BREAKS : ANY_CONTROL).exec(text);
  if (!match) return undefined;
  return `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

export function controlCharacterMessage(field: string, codePoint: string): string {
  return `${field} contains a control character (${codePoint}), which is not allowed`;
}

/** Is the field one line of text? Looks at the last named part of a path such as `data.items`. */
export function isSingleLineField(field: string): boolean {
  return SINGLE_LINE_FIELDS.has(field);
}

/**
 * The message for the first control character anywhere in a request body or query (strings, object
 * keys, nested arrays and objects), naming the top-level field it sits in; undefined when clean.
 * Keys are checked too: a game's items are the keys of its `data` object.
 */
export function findControlCharacter(value: unknown, field?: string): string | undefined {
  const label = field ?? 'request';
  if (typeof value === 'string') {
    const found = controlCharacterIn(value, field === undefined || !isSingleLineField(field));
    return found === undefined ? undefined : controlCharacterMessage(label, found);
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findControlCharacter(item, label);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      // A top-level key names the field; deeper keys are data (game items) inside that field.
      const inKey = controlCharacterIn(key, field !== undefined);
      if (inKey !== undefined) return controlCharacterMessage(field ?? 'field name', inKey);
      const found = findControlCharacter(item, field ?? key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
