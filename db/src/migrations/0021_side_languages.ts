import { sqlMigration } from './sql-migration.js';

/**
 * Each saved game's side languages (issue 35, R-PIC-18): `{ "left": "en", "right": "fr", "leftItems": [...] }`, shared's
 * SideLanguages with the left item of each pair (jsonb reorders the pairs' keys, so their order cannot say it). Null
 * when neither side has one, so a game without languages reads, and answers, exactly as before.
 */
export const sideLanguages = sqlMigration([`alter table dictionaries add column languages jsonb`], [`alter table dictionaries drop column languages`]);
