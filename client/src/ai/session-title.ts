import { AI_SESSION_TITLE_MAX, DEFAULT_AI_SESSION_TITLE, charLength, truncateText } from '@matchdrop/shared';
import type { OutgoingMessage } from './message-input';

/** Conversation titles: the one a new chat gets from its first message, and the rename rule. */

const AUTO_TITLE_MAX = 60;
export const EMPTY_TITLE_ERROR = 'Please enter a title';

/**
 * The title of a chat started by its first message: the message's first line (or the page's host for a
 * URL alone), so the conversation list tells chats apart instead of showing the default title ten times.
 */
export function titleFromMessage(message: OutgoingMessage): string {
  const firstLine = message.content.split('\n').find((line) => line.trim() !== '')?.replace(/\s+/g, ' ').trim() ?? '';
  if (firstLine !== '') return truncateText(firstLine, AUTO_TITLE_MAX);
  if (message.url) {
    try {
      return truncateText(new URL(message.url).hostname.replace(/^www\./, ''), AUTO_TITLE_MAX);
    } catch {
      /* fall through to the default title */
    }
  }
  return DEFAULT_AI_SESSION_TITLE;
}

export type TitleCheck = { ok: true; title: string } | { ok: false; error: string };

/** A rename: trimmed, not blank, at most 100 characters (the server's rule, checked before the call). */
export function checkTitle(raw: string): TitleCheck {
  const title = raw.trim();
  if (title === '') return { ok: false, error: EMPTY_TITLE_ERROR };
  if (charLength(title) > AI_SESSION_TITLE_MAX) return { ok: false, error: `Title must be at most ${AI_SESSION_TITLE_MAX} characters` };
  return { ok: true, title };
}
