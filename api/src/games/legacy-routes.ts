import type { GameSummary, MessageAnswer, SavedGame } from '@matchdrop/shared';
import { Router } from 'express';
import { PUBLIC_SEARCH_PAGE_SIZE } from '@matchdrop/shared';
import { requireActiveUser, requireUser } from '../auth/middleware.js';
import type { ApiDeps } from '../deps.js';
import { revalidatePublicAnswer } from '../http/cache.js';
import { validateBody, validateParams, validateQuery } from '../http/validate.js';
import { createGameSchema } from './game-input.js';
import { gameIdParams } from '../http/ids.js';
import { limitQuery } from '../http/limit-query.js';
import { savedGameJsonText, toGameJson, toGameSummaryJson } from './serialize.js';
import { sendJsonText } from '../http/json-text.js';
import { createGame, ownGames, publicGames, removeGame } from './service.js';
import { currentUser } from '../auth/current-user.js';

const PUBLIC_LIST_MAX = 100;
const publicListQuery = limitQuery(PUBLIC_SEARCH_PAGE_SIZE, PUBLIC_LIST_MAX);

/** The first API's saved-game calls (R-API-1, R-API-6), on the same services as v2. */
export function legacyGameRoutes({ db, clock }: ApiDeps): Router {
  const router = Router();

  router.get('/dictionaries', requireUser, async (req, res) => {
    // `{ dictionaries: SavedGame[] }`, each game's pairs as stored (savedGameJsonText).
    const games = await ownGames(db, currentUser(req).id);
    sendJsonText(res, `{"dictionaries":[${games.map(savedGameJsonText).join(',')}]}`);
  });

  // Before '/dictionaries/:id' would be, were there a GET on it.
  router.get('/dictionaries/public', revalidatePublicAnswer, async (req, res) => {
    const { limit } = validateQuery(req, publicListQuery);
    const games = await publicGames(db, { limit });
    res.json({ dictionaries: games.map(toGameSummaryJson) } satisfies { dictionaries: GameSummary[] });
  });

  router.post('/dictionaries', requireActiveUser, async (req, res) => {
    const input = validateBody(req, createGameSchema);
    const game = await createGame(db, currentUser(req).id, input, clock.now());
    res.status(201).json({ message: 'Game saved successfully', dictionary: toGameJson(game) } satisfies MessageAnswer & { dictionary: SavedGame });
  });

  router.delete('/dictionaries/:id', requireUser, async (req, res) => {
    const { id } = validateParams(req, gameIdParams);
    await removeGame(db, id, currentUser(req).id);
    res.json({ message: 'Game deleted' } satisfies MessageAnswer);
  });

  return router;
}
