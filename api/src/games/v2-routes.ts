import type { LibraryPage, MessageAnswer, SavedGame } from '@matchdrop/shared';
import { Router } from 'express';
import { PUBLIC_SEARCH_PAGE_SIZE } from '@matchdrop/shared';
import { z } from 'zod';
import { requireActiveUser, requireUser } from '../auth/middleware.js';
import type { ApiDeps } from '../deps.js';
import { revalidatePublicAnswer } from '../http/cache.js';
import { validateBody, validateParams, validateQuery } from '../http/validate.js';
import { shareBodySchema } from '../sharing/share-input.js';
import { shareGame } from '../sharing/service.js';
import { createGameSchema, updateGameSchema } from './game-input.js';
import { gameIdParams } from '../http/ids.js';
import { limitQuery } from '../http/limit-query.js';
import { savedGameJsonText, toGameJson, toGameSummaryJson } from './serialize.js';
import { sendJsonText } from '../http/json-text.js';
import { changeGame, copyGame, createGame, findVisibleGameJson, publicGames, removeGame } from './service.js';
import { currentUser } from '../auth/current-user.js';

const PUBLIC_SEARCH_MAX = 100;

const searchQuery = limitQuery(PUBLIC_SEARCH_PAGE_SIZE, PUBLIC_SEARCH_MAX).extend({
  q: z.string({ error: 'q must be text' }).trim().optional(),
  category: z.string({ error: 'category must be text' }).trim().optional(),
  page: z.coerce.number({ error: 'page must be a whole number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(100_000, 'page is too large').default(1),
  sort: z.enum(['newest', 'plays'], { error: "sort must be 'newest' or 'plays'" }).default('newest'),
});

/** Saved games, v2 (R-API-1, R-GAME-7): one game by id. Plays and figures are in v2-play-routes. */
export function v2GameRoutes({ db, clock }: ApiDeps): Router {
  const router = Router();

  // Registered before '/:id' so "public" is never read as an id.
  router.get('/v2/dictionaries/public/search', revalidatePublicAnswer, async (req, res) => {
    const search = validateQuery(req, searchQuery);
    // One more than asked tells whether another page follows.
    const games = await publicGames(db, { ...search, limit: search.limit + 1, offset: (search.page - 1) * search.limit });
    res.json({
      dictionaries: games.slice(0, search.limit).map((game) => ({ ...toGameSummaryJson(game), plays: game.plays })),
      page: search.page,
      hasMore: games.length > search.limit,
    } satisfies LibraryPage);
  });

  router.post('/v2/dictionaries', requireActiveUser, async (req, res) => {
    const game = await createGame(db, currentUser(req).id, validateBody(req, createGameSchema), clock.now());
    res.status(201).json({ message: 'Game saved successfully', dictionary: toGameJson(game) } satisfies MessageAnswer & { dictionary: SavedGame });
  });

  // Public games are readable without logging in.
  router.get('/v2/dictionaries/:id', async (req, res) => {
    const { id } = validateParams(req, gameIdParams);
    // `{ dictionary: SavedGame }`, its pairs as stored (savedGameJsonText).
    sendJsonText(res, `{"dictionary":${savedGameJsonText(await findVisibleGameJson(db, id, req.user?.id))}}`);
  });

  router.put('/v2/dictionaries/:id', requireActiveUser, async (req, res) => {
    const { id } = validateParams(req, gameIdParams);
    const game = await changeGame(db, id, currentUser(req).id, validateBody(req, updateGameSchema), clock.now());
    res.json({ message: 'Game updated', dictionary: toGameJson(game) } satisfies MessageAnswer & { dictionary: SavedGame });
  });

  router.delete('/v2/dictionaries/:id', requireUser, async (req, res) => {
    const { id } = validateParams(req, gameIdParams);
    await removeGame(db, id, currentUser(req).id);
    res.json({ message: 'Game deleted' } satisfies MessageAnswer);
  });

  // Save a copy: a private game of the caller's own, editable and shareable, from a game they can see.
  router.post('/v2/dictionaries/:id/copy', requireActiveUser, async (req, res) => {
    const { id } = validateParams(req, gameIdParams);
    const copy = await copyGame(db, id, currentUser(req).id, clock.now());
    res.status(201).json({ message: 'Game copied to your games', dictionary: toGameJson(copy) } satisfies MessageAnswer & { dictionary: SavedGame });
  });

  router.post('/v2/dictionaries/:id/share', requireActiveUser, async (req, res) => {
    const { id } = validateParams(req, gameIdParams);
    const request = validateBody(req, shareBodySchema);
    const { shareId } = await shareGame(db, currentUser(req), { dictionaryId: id, ...request }, clock.now());
    res.status(201).json({ message: 'Game shared successfully', shareId } satisfies MessageAnswer & { shareId: number });
  });

  return router;
}
