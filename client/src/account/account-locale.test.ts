import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepLocaleChoice, localeToFollow } from './account-locale';

describe('localeToFollow', () => {
  it("switches to the account's language when it differs from the one shown", () => {
    expect(localeToFollow({ locale: 'ru' }, 'en')).toBe('ru');
    expect(localeToFollow({ locale: 'zh' }, 'ru')).toBe('zh');
  });

  it('leaves the interface alone when the account has the same language, none yet, or an unknown one', () => {
    expect(localeToFollow({ locale: 'en' }, 'en')).toBeNull();
    expect(localeToFollow({}, 'ru')).toBeNull();
    expect(localeToFollow({ locale: 'de' as never }, 'en')).toBeNull();
  });
});

describe('keepLocaleChoice', () => {
  // The real API client; only the network is replaced, to see what would be sent.
  const sent: Array<{ url: string; method: string | undefined; body: unknown }> = [];
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      sent.push({ url, method: init?.method, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      return Promise.resolve(new Response(JSON.stringify({ locale: 'ru' }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps a signed-in player's choice on the account", async () => {
    keepLocaleChoice(true, 'ru');
    await vi.waitFor(() => expect(sent).toEqual([{ url: '/api/auth/profile/locale', method: 'PUT', body: { locale: 'ru' } }]));
  });

  it('sends nothing for a visitor (the browser remembers the choice)', async () => {
    keepLocaleChoice(false, 'zh');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual([]);
  });

  it('stays quiet when the account cannot keep it: the interface has switched already', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => keepLocaleChoice(true, 'zh')).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});
