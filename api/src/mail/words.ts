import type { Locale } from '@matchdrop/shared';

/**
 * A count's word forms by CLDR plural category (Intl.PluralRules): English has one/other, Russian one/few/many
 * (and other, for fractions), Chinese only other. `other` is required because every language has it.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The words of a mail carrying a code: one set per purpose. */
interface CodeMailWords {
  subject: string;
  /** The line with the code itself. */
  codeLine: (code: string) => string;
  /** Above the link that fills the code in. */
  link: string;
  ignore: string;
}

/**
 * Everything the server's e-mails say, in one language. Every language is a MailWords, so a key missing in any of
 * them fails typecheck.
 */
export interface MailWords {
  /** The BCP 47 tag for Intl (plural rules, dates). */
  intlTag: string;
  verify_email: CodeMailWords;
  reset_password: CodeMailWords;
  minutes: PluralForms;
  /** "It expires in 10 minutes (…) and works only once.": `minutes` is the count with its word, `at` the moment. */
  expiry: (minutes: string, at: string) => string;
}

const PRODUCT = 'MatchDrop';

const en: MailWords = {
  intlTag: 'en-GB',
  verify_email: {
    subject: `Your ${PRODUCT} verification code`,
    codeLine: (code) => `Your verification code is ${code}`,
    link: 'Or open this link to verify your e-mail:',
    ignore: `If you did not create a ${PRODUCT} account, you can ignore this e-mail.`,
  },
  reset_password: {
    subject: `Your ${PRODUCT} password reset code`,
    codeLine: (code) => `Your password reset code is ${code}`,
    link: 'Or open this link to choose a new password:',
    ignore: 'If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.',
  },
  minutes: { one: 'minute', other: 'minutes' },
  expiry: (minutes, at) => `It expires in ${minutes} (on ${at}) and works only once.`,
};

const ru: MailWords = {
  intlTag: 'ru-RU',
  verify_email: {
    subject: `Код подтверждения ${PRODUCT}`,
    codeLine: (code) => `Ваш код подтверждения: ${code}`,
    link: 'Или откройте эту ссылку, чтобы подтвердить адрес электронной почты:',
    ignore: `Если вы не создавали аккаунт ${PRODUCT}, просто не обращайте внимания на это письмо.`,
  },
  reset_password: {
    subject: `Код для сброса пароля ${PRODUCT}`,
    codeLine: (code) => `Ваш код для сброса пароля: ${code}`,
    link: 'Или откройте эту ссылку, чтобы задать новый пароль:',
    ignore: 'Если вы не просили сбросить пароль, просто не обращайте внимания на это письмо: ваш пароль останется прежним.',
  },
  // "Код действует 1 минуту / 2 минуты / 5 минут"; `other` is the form for fractions (1,5 минуты).
  minutes: { one: 'минуту', few: 'минуты', many: 'минут', other: 'минуты' },
  expiry: (minutes, at) => `Код действует ${minutes} (до ${at}) и подходит только один раз.`,
};

const zh: MailWords = {
  intlTag: 'zh-CN',
  verify_email: {
    subject: `您的 ${PRODUCT} 验证码`,
    codeLine: (code) => `您的验证码是：${code}`,
    link: '或者打开以下链接，验证您的电子邮箱：',
    ignore: `如果您没有注册 ${PRODUCT} 账户，请忽略此邮件。`,
  },
  reset_password: {
    subject: `您的 ${PRODUCT} 密码重置验证码`,
    codeLine: (code) => `您的密码重置验证码是：${code}`,
    link: '或者打开以下链接，设置新密码：',
    ignore: '如果您没有申请重置密码，请忽略此邮件，您的密码不会改变。',
  },
  minutes: { other: '分钟' },
  expiry: (minutes, at) => `验证码将在 ${minutes}后（${at}）失效，且只能使用一次。`,
};

export const MAIL_WORDS: Readonly<Record<Locale, MailWords>> = { en, ru, zh };

/** The count with the word form its language's plural rules pick ("1 минуту", "5 минут", "10 分钟"). */
export function countWith(locale: Locale, count: number, forms: PluralForms): string {
  const category = new Intl.PluralRules(MAIL_WORDS[locale].intlTag).select(count);
  return `${new Intl.NumberFormat(MAIL_WORDS[locale].intlTag).format(count)} ${forms[category] ?? forms.other}`;
}

/**
 * A moment as the mail's language writes it. The reader's time zone is unknown, so it is stated in UTC (and says so):
 * "27 November 2026 at 10:30 UTC", "27 ноября 2026 г. в 10:30 UTC", "2026年11月27日 UTC 10:30".
 */
export function mailMoment(locale: Locale, date: Date): string {
  return new Intl.DateTimeFormat(MAIL_WORDS[locale].intlTag, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);
}
