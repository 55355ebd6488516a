import { sqlMigration } from './sql-migration.js';

/**
 * A round cut off by a server shutdown is kept, marked interrupted: the players' progress so far, but not a result
 * (no placements, no game sessions), so it never counts in leaderboards, history or standings.
 */
export const interruptedRounds = sqlMigration(
  [`alter table competitive_rounds add column interrupted boolean not null default false`],
  [`alter table competitive_rounds drop column interrupted`],
);
