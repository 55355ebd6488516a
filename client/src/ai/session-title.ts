import { t } from '@lingui/core/macro';
import { AI_SESSION_TITLE_MAX, DEFAULT_AI_SESSION_TITLE, charLength, truncateText } from '@matchdrop/shared';
import type { OutgoingMessage } from './message-input';

/** Conversation titles: the one a new chat gets from its first message, and the rename rule. */

const AUTO_TITLE_MAX = 40;

/** Polite openings and "make me a game about" wording that say nothing about the chat's subject. */
const FILLER =
  /^(?:(?:hi|hello|hey)[,!.]?\s+)?(?:(?:please|pls|can you|could you|would you|i want|i'd like|i would like|i need|let's|lets)\s+)*(?:(?:make|create|generate|build|give|prepare|write)(?:\s+(?:me|us))?\s+)?(?:(?:a|an|the|some)\s+)?(?:(?:new|matching|quiz|learning|small|quick)\s+)*(?:(?:game|quiz|list|set|dictionary|pairs)\s+)?(?:(?:of|with|about|on|for|using|from)\s+)?(?:(?:the)\s+)?/i;
/** Where the subject ends: what follows is detail ("and their countries", ", please"). */
const DETAIL = /\s*(?:[,.;:!?(]|\s-\s|\s(?:and|with) (?:their|its|the)\b|\s(?:please|thanks|thank you)\b)/i;

/**
 * A chat's title summarizes its first request: "Make a game with 12 European capitals and their countries,
 * please" → "12 European capitals". Filler is dropped, the subject kept, cut at a word boundary.
 */
function summarizeRequest(line: string): string {
  const text = line.replace(/\s+/g, ' ').trim();
  const subject = text.replace(FILLER, '');
  const cut = subject.search(DETAIL);
  const core = (cut > 0 ? subject.slice(0, cut) : subject).trim();
  const chosen = core.length >= 3 ? core : text;
  const title = chosen.charAt(0).toUpperCase() + chosen.slice(1);
  if (charLength(title) <= AUTO_TITLE_MAX) return title;
  const words = truncateText(title, AUTO_TITLE_MAX + 1).replace(/…$/, '');
  const atSpace = words.lastIndexOf(' ');
  return `${(atSpace > AUTO_TITLE_MAX / 2 ? words.slice(0, atSpace) : truncateText(title, AUTO_TITLE_MAX).replace(/…$/, '')).trimEnd()}…`;
}

/**
 * The title of a chat started by its first message: a summary of its first line (or the page's host for a
 * URL alone), so the conversation list tells chats apart instead of showing the default title ten times.
 */
export function titleFromMessage(message: OutgoingMessage): string {
  const firstLine =
    message.content
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.replace(/\s+/g, ' ')
      .trim() ?? '';
  // A pasted word list ("cat - кошка") has no request to summarize: its first pair names it.
  if (/\s[-–—=:]\s|\t/.test(firstLine)) return truncateText(firstLine, AUTO_TITLE_MAX);
  if (firstLine !== '') return summarizeRequest(firstLine);
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
  if (title === '') return { ok: false, error: t`Please enter a title` };
  if (charLength(title) > AI_SESSION_TITLE_MAX) return { ok: false, error: t`Title must be at most ${AI_SESSION_TITLE_MAX} characters` };
  return { ok: true, title };
}
