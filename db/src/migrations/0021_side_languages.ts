import { sqlMigration } from './sql-migration.js';

/**
 * Each saved game's side languages (issue 35, R-PIC-18): `{ "left": "en", "right": "fr" }`, shared's SideLanguages.
 * Null when neither side has one, so a game without languages reads, and answers, exactly as before.
 */
export const sideLanguages = sqlMigration(
  [`alter table dictionaries add column languages jsonb`],
  [`alter table dictionaries drop column languages`],
);
