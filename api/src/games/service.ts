import type { Database, Kysely, StoredSideLanguages } from '@matchdrop/db';
import type { GameData, SideLanguages } from '@matchdrop/shared';
import { HttpError } from '../http/http-error.js';
import { gameDataFrom, requiredGameData, storedLanguages, type GameInput, type GameUpdateInput } from './game-input.js';
import { copyName } from '../sharing/copy-name.js';
import { withLeftItems } from './side-orientation.js';
import { insertNotification } from '../notifications/repository.js';
import {
  deleteGame,
  findGame,
  findGameJson,
  findGameSummary,
  insertGame,
  listOwnGamesJson,
  ownGameNames,
  searchPublicGames,
  unpublishGame,
  updateGame,
  type GameRow,
  type GameJsonRow,
  type GameChanges,
  type GameSummaryRow,
  type PublicGameRow,
  type PublicSearch,
} from './repository.js';

/** Who is asking: a logged-in user's id, or undefined for a visitor. */
export type ViewerId = number | undefined;

// Another user's private game answers exactly like a missing one, so ids reveal nothing.
const notFound = (): HttpError => new HttpError(404, 'game_not_found', 'Game not found');

const visibleTo = (game: GameSummaryRow | undefined, viewer: ViewerId): boolean => game !== undefined && (game.is_public || game.owner_id === viewer);

/** A game the viewer may see: their own, or anyone's public one. */
export async function findVisibleGame(db: Kysely<Database>, id: number, viewer: ViewerId): Promise<GameRow> {
  const game = await findGame(db, id);
  if (!visibleTo(game, viewer)) throw notFound();
  return game!;
}

/** findVisibleGame with the pairs as stored JSON text, for an answer that only passes them on. */
export async function findVisibleGameJson(db: Kysely<Database>, id: number, viewer: ViewerId): Promise<GameJsonRow> {
  const game = await findGameJson(db, id);
  if (!visibleTo(game, viewer)) throw notFound();
  return game!;
}

/** The same check without reading the game's pairs (its leaderboard and history need only its identity). */
export async function findVisibleGameSummary(db: Kysely<Database>, id: number, viewer: ViewerId): Promise<GameSummaryRow> {
  const game = await findGameSummary(db, id);
  if (!visibleTo(game, viewer)) throw notFound();
  return game!;
}

/** A game the user may change: only their own (404 when they cannot even see it, 403 when it is someone's public game). */
async function findOwnGame(db: Kysely<Database>, id: number, ownerId: number): Promise<GameRow> {
  const game = await findVisibleGame(db, id, ownerId);
  if (game.owner_id !== ownerId) throw new HttpError(403, 'not_game_owner', 'You can only change your own games');
  return game;
}

/** The languages to store with `data`: with its left items, in the order the writer sent its pairs. */
const languagesFor = (languages: SideLanguages | null, data: GameData): StoredSideLanguages | null => (languages ? withLeftItems(languages, data) : null);

export function createGame(db: Kysely<Database>, ownerId: number, input: GameInput, now: Date): Promise<GameRow> {
  const data = requiredGameData(input);
  return insertGame(db, {
    owner_id: ownerId,
    name: input.name,
    description: input.description ?? null,
    data,
    is_public: input.is_public ?? false,
    category: input.category ?? null,
    languages: languagesFor(storedLanguages(input.languages) ?? null, data),
    source: 'upload',
    created_at: now,
  });
}

export async function changeGame(db: Kysely<Database>, id: number, ownerId: number, input: GameUpdateInput, now: Date): Promise<GameRow> {
  const game = await findOwnGame(db, id, ownerId);
  const data = gameDataFrom(input);
  const changes: GameChanges = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined) changes.description = input.description;
  if (input.category !== undefined) changes.category = input.category;
  if (input.is_public !== undefined) changes.is_public = input.is_public;
  if (data !== undefined) changes.data = data;
  // New languages, or new pairs of a game with languages: the left items are those of the pairs as now sent.
  const languages = storedLanguages(input.languages);
  if (languages !== undefined) changes.languages = languagesFor(languages, data ?? game.data);
  else if (data !== undefined && game.languages) changes.languages = withLeftItems(game.languages, data);
  return updateGame(db, game.id, changes, now);
}

export async function removeGame(db: Kysely<Database>, id: number, ownerId: number): Promise<void> {
  const game = await findOwnGame(db, id, ownerId);
  await deleteGame(db, game.id);
}

/** A private copy of a game the user can see (a public game, or their own), under a name free among their games. */
export async function copyGame(db: Kysely<Database>, id: number, userId: number, now: Date): Promise<GameRow> {
  const game = await findVisibleGame(db, id, userId);
  return db.transaction().execute((trx) => insertPrivateCopy(trx, game, userId, now));
}

/**
 * The one way a game is copied to a user (Copy, and an accepted share): private, under a name free among their
 * games ("… (copy)", "… (copy 2)"). Run it in a transaction, so two copies at once cannot pick the same name.
 */
export async function insertPrivateCopy(trx: Kysely<Database>, game: GameRow, ownerId: number, now: Date): Promise<GameRow> {
  return insertGame(trx, {
    owner_id: ownerId,
    name: copyName(game.name, await ownGameNames(trx, ownerId)),
    description: game.description,
    data: game.data,
    is_public: false,
    category: game.category,
    languages: game.languages,
    source: 'share',
    created_at: now,
  });
}

/** The caller's own games, newest first, their pairs as stored JSON text. */
export function ownGames(db: Kysely<Database>, ownerId: number): Promise<GameJsonRow[]> {
  return listOwnGamesJson(db, ownerId);
}

/** The public library, filtered and paged (the search itself is the repository's). */
export function publicGames(db: Kysely<Database>, search: PublicSearch): Promise<PublicGameRow[]> {
  return searchPublicGames(db, search);
}

/**
 * An admin takes a public game out of the public library: it stays its owner's, private, and the owner is told why,
 * in one transaction.
 */
export async function unpublishByAdmin(db: Kysely<Database>, request: { gameId: number; adminId: number; reason: string | undefined }, now: Date): Promise<void> {
  const game = await findGame(db, request.gameId);
  if (!game) throw new HttpError(404, 'game_not_found', 'Game not found');
  if (!game.is_public) throw new HttpError(409, 'game_not_public', 'This game is not public');
  const { reason } = request;
  await db.transaction().execute(async (trx) => {
    await unpublishGame(trx, game.id, now);
    await insertNotification(trx, {
      user_id: game.owner_id,
      type: 'other',
      title: 'Your game was unpublished',
      message: `An administrator removed "${game.name}" from the public library; it is still in your games, private.${reason ? ` Reason: ${reason}` : ''}`,
      related_id: null,
      from_user_id: request.adminId,
      created_at: now,
    });
  });
}
