import { describe, expect, it } from 'vitest';
import { pickLocale } from './locales.js';

describe('pickLocale', () => {
  it('takes the first of the browser languages MatchDrop speaks, by primary subtag', () => {
    expect(pickLocale(['ru-RU', 'en-US'])).toBe('ru');
    expect(pickLocale(['de-DE', 'zh-Hans-CN', 'en'])).toBe('zh');
    expect(pickLocale(['ZH_tw'])).toBe('zh');
    expect(pickLocale(['en-GB', 'ru'])).toBe('en');
  });

  it('falls back to English when none is spoken', () => {
    expect(pickLocale(['de', 'fr-FR'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });
});
