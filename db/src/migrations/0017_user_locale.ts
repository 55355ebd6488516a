import { sqlMigration } from './sql-migration.js';

/**
 * The account's interface language (issue 26): the e-mails the server sends are written in it, and the client
 * starts in it after a login. The check holds the column to shared's LOCALES ('en', 'ru', 'zh').
 */
export const userLocale = sqlMigration(
  [`alter table users add column locale text not null default 'en' constraint users_locale_check check (locale in ('en', 'ru', 'zh'))`],
  [`alter table users drop column locale`],
);
