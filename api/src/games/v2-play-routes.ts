import type { Pair } from '@matchdrop/shared';
import type { DealAnswer, GameAnalytics, LeaderboardAnswer, MessageAnswer, PlayRecord } from '@matchdrop/shared';
import { Router, type Request } from 'express';
import { HISTORY_PAGE_SIZE, LEADERBOARD_PAGE_SIZE, SAMPLE_PREVIEW_PAIRS } from '@matchdrop/shared';
import { z } from 'zod';
import { requireUser } from '../auth/middleware.js';
import type { ApiDeps } from '../deps.js';
import { validateBody, validateParams, validateQuery } from '../http/validate.js';
import { builtinGameParams, builtinPlayedGame, savedGameKey, savedPlayedGame, type PlayedGame } from './game-ref.js';
import { gameIdParams } from '../http/ids.js';
import { limitQuery } from '../http/limit-query.js';
import { playSchema } from './play-input.js';
import { dealRequestSchema, recordSchema } from './judged-play-input.js';
import { issueDeal, recordJudgedPlay } from './judged-plays-service.js';
import { dealSigner } from './deal-token.js';
import { judgedPlayBatches } from './judged-play-batches.js';
import { playLimits } from './play-limits.js';
import { analytics, dealPairs, leaderboard, ownPlays, recordPlay, toPlayJson } from './plays-service.js';
import { findVisibleGame, findVisibleGameSummary } from './service.js';
import { currentUser } from '../auth/current-user.js';

const HISTORY_MAX = 200;
const VISITOR_PLAY_NOT_KEPT = 'Game session not recorded: log in to keep a history of your games';
const LEADERBOARD_MAX = 100;
const historyQuery = limitQuery(HISTORY_PAGE_SIZE, HISTORY_MAX);
const leaderboardQuery = limitQuery(LEADERBOARD_PAGE_SIZE, LEADERBOARD_MAX);
/** A deal larger than any real game; selectPairs stops at what the game can hold anyway. */
const DEAL_MAX = 1000;

const pairsQuery = z.object({
  count: z.coerce
    .number({ error: 'count must be a whole number' })
    .int('count must be a whole number')
    .min(1, 'count must be at least 1')
    .max(DEAL_MAX, `count must be at most ${DEAL_MAX}`)
    .default(SAMPLE_PREVIEW_PAIRS),
});

/**
 * Plays of a game and the figures drawn from them, for a saved game (`/v2/dictionaries/:id/…`, open to
 * whoever can see the game: its owner, or anyone for a public game) and for a built-in game
 * (`/v2/builtin-games/:gameId/…`, everyone's: one global leaderboard). History is the caller's own, so it
 * needs a login; a visitor's judged play is stored without a player and counts only in the game's totals.
 * A free play starts from a deal (`…/deals`) and ends with its record judged by the server (`…/plays`, R-JUDGE-1 …
 * R-JUDGE-6); only such judged plays are public. The SPEC's `…/play` still answers 201, but the play it stores is the
 * client's word: unverified, in its owner's history only, and not stored at all for a visitor (R-JUDGE-5).
 */
export function v2PlayRoutes(deps: ApiDeps): Router {
  const { db, clock } = deps;
  const router = Router();
  const signer = dealSigner(deps.config.jwtSecret);
  const batches = judgedPlayBatches(db);
  const dealLimits = playLimits(deps, 'games', 'deals');
  const recordLimits = playLimits(deps, 'games', 'plays');

  // `resolveKey`: the game's identity alone, for the reads that need neither its name nor its pairs.
  const mount = (prefix: string, resolve: (req: Request) => Promise<PlayedGame> | PlayedGame, resolveKey: (req: Request) => Promise<string> | string) => {
    router.post(`${prefix}/play`, ...recordLimits, async (req, res) => {
      const game = await resolve(req);
      const play = await recordPlay(db, game, req.user?.id, validateBody(req, playSchema), clock.now());
      // R-JUDGE-5: a visitor's report is checked and answered, but kept nowhere (no history would ever show it).
      if (!play) return void res.json({ message: VISITOR_PLAY_NOT_KEPT, session: null } satisfies MessageAnswer & { session: null });
      res.status(201).json({ message: 'Game session recorded', session: toPlayJson(play) } satisfies MessageAnswer & { session: PlayRecord });
    });

    router.post(`${prefix}/deals`, ...dealLimits, async (req, res) => {
      const game = await resolve(req);
      const { pairs } = validateBody(req, dealRequestSchema);
      res.status(201).json(issueDeal(signer, game, req.user?.id, pairs, clock.now()) satisfies DealAnswer);
    });

    router.post(`${prefix}/plays`, ...recordLimits, async (req, res) => {
      const game = await resolve(req);
      const { row, created } = await recordJudgedPlay(db, batches, signer, game, req.user?.id, validateBody(req, recordSchema), clock.now());
      res
        .status(created ? 201 : 200)
        .json({ message: created ? 'Game judged and recorded' : 'Game already recorded', session: toPlayJson(row) } satisfies MessageAnswer & { session: PlayRecord });
    });

    router.get(`${prefix}/history`, requireUser, async (req, res) => {
      const key = await resolveKey(req);
      const { limit } = validateQuery(req, historyQuery);
      const plays = await ownPlays(db, key, currentUser(req).id, limit);
      res.json({ history: plays.map(toPlayJson) } satisfies { history: PlayRecord[] });
    });

    router.get(`${prefix}/leaderboard`, async (req, res) => {
      const key = await resolveKey(req);
      const { limit } = validateQuery(req, leaderboardQuery);
      res.json((await leaderboard(db, key, limit, req.user?.id)) satisfies LeaderboardAnswer);
    });

    router.get(`${prefix}/analytics`, async (req, res) => {
      res.json({ analytics: await analytics(db, await resolve(req)) } satisfies { analytics: GameAnalytics });
    });
  };

  mount(
    '/v2/dictionaries/:id',
    async (req) => savedPlayedGame(await findVisibleGame(db, validateParams(req, gameIdParams).id, req.user?.id)),
    async (req) => savedGameKey((await findVisibleGameSummary(db, validateParams(req, gameIdParams).id, req.user?.id)).id),
  );
  const builtin = (req: Request) => builtinPlayedGame(validateParams(req, builtinGameParams).gameId);
  mount('/v2/builtin-games/:gameId', builtin, (req) => builtin(req).key);

  router.get('/v2/dictionaries/:id/pairs', async (req, res) => {
    const { id } = validateParams(req, gameIdParams);
    const { count } = validateQuery(req, pairsQuery);
    const game = await findVisibleGame(db, id, req.user?.id);
    res.json(dealPairs(game, count) satisfies { pairs: Pair[]; items: string[] });
  });

  return router;
}
