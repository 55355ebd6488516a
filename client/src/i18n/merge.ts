import type { Messages } from '@lingui/core';

/** One part's messages from its folders' catalogs (client/src/locales/<part>.<language>.ts). */
export function mergeCatalogs(files: Record<string, { messages: Messages }>): Messages {
  return Object.assign({}, ...Object.values(files).map((file) => file.messages)) as Messages;
}
