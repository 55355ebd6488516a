import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { AI_EMPTY_MESSAGE_ERROR } from '@matchdrop/shared';
import { BAD_URL_ERROR, canSend, normalizeUrl, prepareMessage } from './message-input';

describe('the web address field', () => {
  it('is optional', () => {
    expect(normalizeUrl('   ')).toEqual({ ok: true, url: '' });
  });

  it('adds https:// to a bare address and keeps http(s) ones', () => {
    expect(normalizeUrl(' example.com/words ')).toEqual({ ok: true, url: 'https://example.com/words' });
    expect(normalizeUrl('http://example.com')).toEqual({ ok: true, url: 'http://example.com' });
    expect(normalizeUrl('HTTPS://Example.com/a?b=1')).toEqual({ ok: true, url: 'HTTPS://Example.com/a?b=1' });
  });

  it('refuses other schemes and things that are not addresses', () => {
    for (const bad of ['ftp://example.com', 'javascript:alert(1)', 'file:///etc/passwd', 'hello', 'http://', 'exa mple.com']) {
      expect(normalizeUrl(bad), bad).toEqual({ ok: false, error: i18n._(BAD_URL_ERROR) });
    }
  });
});

describe('a message', () => {
  it('needs text or a URL', () => {
    expect(prepareMessage('  \n ', '')).toEqual({ ok: false, error: AI_EMPTY_MESSAGE_ERROR });
    expect(prepareMessage(' cat - кошка ', '')).toEqual({ ok: true, message: { content: 'cat - кошка' } });
  });

  it('may be a URL alone', () => {
    expect(prepareMessage('', 'example.com')).toEqual({ ok: true, message: { content: '', url: 'https://example.com' } });
  });

  it('is refused with a bad URL even when it has text', () => {
    expect(prepareMessage('make a game', 'mailto:a@b.c')).toEqual({ ok: false, error: i18n._(BAD_URL_ERROR) });
  });

  it('is refused past the server limit', () => {
    expect(prepareMessage('x'.repeat(20_001), '')).toEqual({ ok: false, error: 'A message can be at most 20,000 characters' });
  });
});

describe('the Send button', () => {
  const ready = { content: 'cat - кошка', url: '', busy: false, allowed: true };
  it('is enabled with text, or with a URL alone', () => {
    expect(canSend(ready)).toBe(true);
    expect(canSend({ ...ready, content: '', url: 'example.com' })).toBe(true);
  });

  it('is disabled when both fields are empty, while sending, and when the quota is used up', () => {
    expect(canSend({ ...ready, content: '   ' })).toBe(false);
    expect(canSend({ ...ready, busy: true })).toBe(false);
    expect(canSend({ ...ready, allowed: false })).toBe(false);
  });
});
