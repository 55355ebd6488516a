import { describe, expect, it } from 'vitest';
import { localeToFollow } from './account-locale';

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
