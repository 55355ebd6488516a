import { i18n, type MessageDescriptor } from '@lingui/core';

/**
 * The messages of shared/ that reach the screen (its zod schemas' messages, the upload and game-data checks):
 * shared/ is pure and speaks English only, so the client words them here, looked up by their English text.
 * Import this only from lazily loaded screens: its words belong to the `rest` part, not the first page.
 */
const SHARED_MESSAGES: ReadonlyArray<readonly [english: string, words: MessageDescriptor]> = [];

const table = new Map(SHARED_MESSAGES);

/** `text` (a message from shared/) in the interface's language; a text not in the table shows as it is. */
export function wordShared(text: string): string {
  const words = table.get(text);
  return words ? i18n._(words) : text;
}
