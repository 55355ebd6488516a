import type { Migration, MigrationProvider } from 'kysely/migration';
import { accounts } from './0001_accounts.js';
import { dictionaries } from './0002_dictionaries.js';
import { notifications } from './0003_notifications.js';
import { moderation } from './0004_moderation.js';
import { aiChat } from './0005_ai_chat.js';
import { competitive } from './0006_competitive.js';
import { interruptedRounds } from './0008_interrupted_rounds.js';
import { progress } from './0010_progress.js';
import { gameListReads } from './0011_game_list_reads.js';
import { tournaments } from './0012_tournaments.js';
import { pairLookup } from './0013_pair_lookup.js';
import { classes } from './0015_classes.js';
import { classRemovals } from './0016_class_removals.js';
import { userLocale } from './0017_user_locale.js';
import { changeNotices } from './0018_change_notices.js';
import { judgedPlays } from './0019_judged_plays.js';
import { media } from './0020_media.js';
import { sideLanguages } from './0021_side_languages.js';
import { teamRaceResults } from './0022_team_race_results.js';

/**
 * Every migration, by name. Kysely runs them in name order and records each name it ran, so names
 * never change; new migrations get the next number.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001_accounts': accounts,
  '0002_dictionaries': dictionaries,
  '0003_notifications': notifications,
  '0004_moderation': moderation,
  '0005_ai_chat': aiChat,
  '0006_competitive': competitive,
  '0008_interrupted_rounds': interruptedRounds,
  '0010_progress': progress,
  '0011_game_list_reads': gameListReads,
  '0012_tournaments': tournaments,
  '0013_pair_lookup': pairLookup,
  '0015_classes': classes,
  '0016_class_removals': classRemovals,
  '0017_user_locale': userLocale,
  '0018_change_notices': changeNotices,
  '0019_judged_plays': judgedPlays,
  '0020_media': media,
  '0021_side_languages': sideLanguages,
  '0022_team_race_results': teamRaceResults,
};

/** Migrations live in code, not in files found at run time, so they survive bundling. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => ({ ...migrations }),
};
