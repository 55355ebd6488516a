import { wordShared } from '../i18n/shared-words';
import { msg, t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { AI_EMPTY_MESSAGE_ERROR, AI_MESSAGE_MAX, AI_URL_MAX } from '@matchdrop/shared';

/**
 * The chat's input rules (R-AI-3: text, or a URL alone; the URL is optional), with the
 * server's limits, so a long paste is refused here with a clear reason.
 */

export const BAD_URL_ERROR = msg`Please enter a web address starting with http:// or https://`;

export type UrlCheck = { ok: true; url: string } | { ok: false; error: string };

/** A web address as typed: 'example.com/page' gets https:// in front; only http(s) is accepted. */
export function normalizeUrl(raw: string): UrlCheck {
  const text = raw.trim();
  if (text === '') return { ok: true, url: '' };
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  let parsed: URL;
  try {
    parsed = new URL(withScheme);
  } catch {
    return { ok: false, error: i18n._(BAD_URL_ERROR) };
  }
  const webProtocol = parsed.protocol === 'http:' || parsed.protocol === 'https:';
  // 'hello' would otherwise become https://hello/: a host without a dot is almost always a typo.
  const plausibleHost = parsed.hostname.includes('.') || parsed.hostname === 'localhost' || parsed.hostname.startsWith('[');
  if (!webProtocol || !plausibleHost) return { ok: false, error: i18n._(BAD_URL_ERROR) };
  if (withScheme.length > AI_URL_MAX) return { ok: false, error: t`The web address must be at most ${AI_URL_MAX} characters` };
  return { ok: true, url: withScheme };
}

export interface OutgoingMessage {
  content: string;
  url?: string;
}

export type MessageCheck = { ok: true; message: OutgoingMessage } | { ok: false; error: string };

/** The body of POST …/messages, or why it cannot be sent. */
export function prepareMessage(content: string, rawUrl: string): MessageCheck {
  const text = content.trim();
  const url = normalizeUrl(rawUrl);
  if (!url.ok) return url;
  if (text === '' && url.url === '') return { ok: false, error: wordShared(AI_EMPTY_MESSAGE_ERROR) };
  if (text.length > AI_MESSAGE_MAX) {
    const max = i18n.number(AI_MESSAGE_MAX);
    return { ok: false, error: t`A message can be at most ${max} characters` };
  }
  return { ok: true, message: url.url === '' ? { content: text } : { content: text, url: url.url } };
}

/** Send is enabled only when there is something to send and nothing stops it (R-AI-3: both empty → disabled). */
export function canSend(input: { content: string; url: string; busy: boolean; allowed: boolean }): boolean {
  return input.allowed && !input.busy && (input.content.trim() !== '' || input.url.trim() !== '');
}
