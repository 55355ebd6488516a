import { LOCALES } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { codeMail } from '../codes/mail.js';
import { countWith, MAIL_WORDS, mailMoment } from './words.js';

/** Every key path of a catalog entry, functions included (their presence is what a missing translation lacks). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, prefix === '' ? key : `${prefix}.${key}`));
}

describe('the mail catalog', () => {
  it('has every key in every language, none of them empty', () => {
    const english = keyPaths(MAIL_WORDS.en).filter((path) => !path.startsWith('minutes.'));
    for (const locale of LOCALES) {
      const paths = keyPaths(MAIL_WORDS[locale]);
      expect(paths.filter((path) => !path.startsWith('minutes.')).sort()).toEqual([...english].sort());
      expect(MAIL_WORDS[locale].minutes.other).not.toBe('');
      for (const text of Object.values(MAIL_WORDS[locale].verify_email)) expect(typeof text === 'function' ? text('1') : text).not.toBe('');
    }
  });

  it('picks the Russian plural form by the count: 1 минуту, 2 минуты, 5 минут, 21 минуту', () => {
    const { minutes } = MAIL_WORDS.ru;
    expect([1, 2, 5, 21, 11, 22].map((n) => countWith('ru', n, minutes))).toEqual(['1 минуту', '2 минуты', '5 минут', '21 минуту', '11 минут', '22 минуты']);
    expect([1, 2, 10].map((n) => countWith('en', n, MAIL_WORDS.en.minutes))).toEqual(['1 minute', '2 minutes', '10 minutes']);
    expect(countWith('zh', 10, MAIL_WORDS.zh.minutes)).toBe('10 分钟');
  });

  it('writes the moment in the language, in UTC', () => {
    const when = new Date('2030-01-02T03:14:59Z');
    expect(mailMoment('en', when)).toBe('2 January 2030 at 03:14 UTC');
    expect(mailMoment('ru', when)).toBe('2 января 2030 г. в 03:14 UTC');
    expect(mailMoment('zh', when)).toContain('2030年1月2日');
  });

  it('writes a code mail wholly in the account language, code and link kept', () => {
    const row = { purpose: 'verify_email', email: 'a@example.com', user_id: 7, request_id: null, expires_at: new Date('2030-01-02T03:14:59Z') } as const;
    const ru = codeMail(row, '123456', 'https://games.example.com', 'ru');
    expect(ru.subject).toBe('Код подтверждения MatchDrop');
    expect(ru.text).toContain('Ваш код подтверждения: 123456');
    expect(ru.text).toContain('Код действует 10 минут (до 2 января 2030 г. в 03:14 UTC)');
    expect(ru.text).toContain('https://games.example.com/verify-email?user=7&email=a%40example.com&code=123456');
    const zh = codeMail({ ...row, purpose: 'reset_password', request_id: 'req' }, '654321', 'https://games.example.com', 'zh');
    expect(zh.subject).toBe('您的 MatchDrop 密码重置验证码');
    expect(zh.text).toContain('您的密码重置验证码是：654321');
    expect(zh.text).toContain('验证码将在 10 分钟后');
    expect(zh.text).toContain('https://games.example.com/reset-password?email=a%40example.com&request=req&code=654321');
  });
});
