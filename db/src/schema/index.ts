import type {
  AssignmentAttemptsTable,
  AssignmentConfusionsTable,
  AssignmentPairProgressTable,
  AssignmentPlaysTable,
  AssignmentProgressTable,
  AssignmentsTable,
  ClassMembersTable,
  ClassesTable,
} from './classes.js';
import type { AiChatMessagesTable, AiChatSessionsTable, AiUsageTable } from './ai.js';
import type { EmailCodesTable, UsersTable } from './accounts.js';
import type { CompetitiveResultsTable, CompetitiveRoundsTable } from './competitive.js';
import type { GamesTable, PlaysTable, SharesTable } from './games.js';
import type { MediaOwnersTable, MediaSourcesTable, MediaTable } from './media.js';
import type { SuspensionMessagesTable, SuspensionsTable } from './moderation.js';
import type { GeneralNotificationsTable, NotificationsTable } from './notifications.js';
import type { TournamentResultsTable, TournamentsTable } from './tournaments.js';
import type { TeamRacesTable } from './team-races.js';
import type { GamePairMissesTable, GamePlayerBestsTable, GamePlayTotalsTable, ReviewCardsTable, ReviewLogTable } from './progress.js';

/** Every table of the product, as Kysely sees it. Column names are the SQL names (snake_case). */
export interface Database {
  users: UsersTable;
  email_codes: EmailCodesTable;
  dictionaries: GamesTable;
  game_sessions: PlaysTable;
  shares: SharesTable;
  notifications: NotificationsTable;
  general_notifications: GeneralNotificationsTable;
  suspensions: SuspensionsTable;
  suspension_messages: SuspensionMessagesTable;
  ai_chat_sessions: AiChatSessionsTable;
  ai_chat_messages: AiChatMessagesTable;
  ai_usage: AiUsageTable;
  competitive_rounds: CompetitiveRoundsTable;
  competitive_results: CompetitiveResultsTable;
  game_player_bests: GamePlayerBestsTable;
  game_play_totals: GamePlayTotalsTable;
  game_pair_misses: GamePairMissesTable;
  review_cards: ReviewCardsTable;
  review_log: ReviewLogTable;
  tournaments: TournamentsTable;
  tournament_results: TournamentResultsTable;
  classes: ClassesTable;
  class_members: ClassMembersTable;
  assignments: AssignmentsTable;
  assignment_plays: AssignmentPlaysTable;
  assignment_attempts: AssignmentAttemptsTable;
  assignment_progress: AssignmentProgressTable;
  assignment_pair_progress: AssignmentPairProgressTable;
  assignment_confusions: AssignmentConfusionsTable;
  media: MediaTable;
  media_sources: MediaSourcesTable;
  media_owners: MediaOwnersTable;
  team_races: TeamRacesTable;
}

export type * from './accounts.js';
export type * from './ai.js';
export type * from './classes.js';
export type * from './columns.js';
export type * from './competitive.js';
export type * from './games.js';
export type * from './media.js';
export type * from './moderation.js';
export type * from './notifications.js';
export type * from './progress.js';
export type * from './team-races.js';
export type * from './tournaments.js';
