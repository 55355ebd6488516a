import { matchMaker } from '@colyseus/core';
import type { Database, Kysely } from '@matchdrop/db';
import {
  createTournamentRequestSchema,
  joinTournamentRequestSchema,
  TOURNAMENT_PAIRS_MAX,
  TOURNAMENT_ROOM_NAME,
  tournamentCodeSchema,
  tournamentNicknameSchema,
  tournamentResultsCsv,
} from '@matchdrop/shared';
import type { StandingRow, TournamentSummary, TournamentView } from '@matchdrop/shared';
import express from 'express';
import type { ErrorRequestHandler, Request, Router } from 'express';
import type { z } from 'zod';
import { isRedisUnavailable, ROOMS_UNAVAILABLE } from '../redis.js';
import { checkPlayer } from '../competitive/auth.js';
import type { AuthenticatedPlayer } from '../competitive/auth.js';
import { resolveRoomGame } from '../competitive/game-source.js';
import { pairCountRange } from '../competitive/logic/index.js';
import type { TournamentDeps } from './deps.js';
import type { AddPlayerOutcome } from './room.js';
import type { TournamentRoomOptions } from './room-options.js';
import { signSeatToken, verifySeatToken } from './token.js';

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new Refusal(400, result.error.issues[0]?.message ?? 'Invalid request');
  return result.data;
}

const bearer = (req: Request): string | undefined => /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
const NOT_FOUND = 'Tournament not found';

/** The live room's id when a tournament room holds this code on any process. */
async function liveRoom(code: string): Promise<string | null> {
  const room = await matchMaker.getRoomById(code);
  return room?.name === TOURNAMENT_ROOM_NAME ? room.roomId : null;
}

const call = async <T>(roomId: string, method: string, args: unknown[] = []): Promise<T> => (await matchMaker.remoteRoomCall(roomId, method, args)) as T;

/** The newest stored tournament of this code (a code is reused only once its room is gone). */
async function storedRow(db: Kysely<Database> | undefined, code: string) {
  if (!db) return undefined;
  return db
    .selectFrom('tournaments as t')
    .innerJoin('users as u', 'u.id', 't.host_user_id')
    .selectAll('t')
    .select('u.username as host_name')
    .where('t.code', '=', code)
    .orderBy('t.created_at', 'desc')
    .executeTakeFirst();
}

function storedView(row: NonNullable<Awaited<ReturnType<typeof storedRow>>>): TournamentView {
  const standings = row.standings as StandingRow[];
  return {
    code: row.code,
    joinUrl: `/?t=${row.code}`,
    status: row.status,
    round: Math.max(0, ...standings.map((s) => s.roundsPlayed)),
    rounds: row.rounds,
    locked: true,
    hostName: row.host_name,
    gameName: row.game_name,
    pairCount: row.pair_count,
    heatSize: row.heat_size,
    roundSeconds: row.round_seconds,
    accountsOnly: row.accounts_only,
    players: standings.map((s) => ({ id: s.playerId, name: s.name, guest: true, connected: false })),
    standings,
  };
}

/**
 * The tournament REST calls, mounted by the composition at /api/tournaments. Tournaments are created through the
 * matchmaker and their live rooms reached with remote room calls, so these answers and the websocket agree
 * whichever process holds the room; once the room is gone the stored row answers.
 */
export function tournamentRoutes(deps: TournamentDeps): Router {
  const router = express.Router();
  router.use(express.json({ limit: '64kb' }), (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  const account = async (req: Request, required: boolean): Promise<AuthenticatedPlayer | null> => {
    const token = bearer(req);
    if (!token && !required) return null;
    const check = await checkPlayer(deps.authenticator, token);
    if (!check.ok) {
      if (!required && check.status === 401) return null;
      throw new Refusal(check.status, check.status === 401 ? 'Please log in' : check.error);
    }
    return check.player;
  };

  router.post('/', async (req, res) => {
    const me = await account(req, true);
    const body = parse(createTournamentRequestSchema, req.body);
    const choice = body.gameType === 'builtin' ? { builtinGameId: String(body.gameId) } : { dictionaryId: Number(body.gameId) };
    if (body.gameType === 'saved' && !(Number.isSafeInteger(choice.dictionaryId) && (choice.dictionaryId ?? 0) > 0)) throw new Refusal(400, 'gameId must be the id of a saved game');
    const found = await resolveRoomGame(deps.db, me!.userId, choice);
    if (!found.ok) throw new Refusal(found.status, found.error);
    const max = Math.min(pairCountRange(found.game.data).max, TOURNAMENT_PAIRS_MAX);
    if (body.pairCount > max) throw new Refusal(400, `Pairs per round must be between 3 and ${max}`);
    const options: TournamentRoomOptions = {
      hostUserId: me!.userId,
      hostName: me!.username,
      game: found.game,
      pairCount: body.pairCount,
      rounds: body.rounds,
      heatSize: body.heatSize,
      roundSeconds: body.roundSeconds,
      accountsOnly: body.accountsOnly,
    };
    const room = await matchMaker.createRoom(TOURNAMENT_ROOM_NAME, options);
    res.status(201).json({ tournament: await call<TournamentView>(room.roomId, 'view') });
  });

  router.get('/mine', async (req, res) => {
    const me = await account(req, true);
    const rows = deps.db
      ? await deps.db.selectFrom('tournaments').selectAll().where('host_user_id', '=', me!.userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(100).execute()
      : [];
    const tournaments: TournamentSummary[] = rows.map((r) => ({
      code: r.code,
      gameName: r.game_name,
      status: r.status,
      rounds: r.rounds,
      playerCount: r.player_count,
      createdAt: r.created_at.toISOString(),
      finishedAt: r.finished_at?.toISOString() ?? null,
      winner: r.status === 'finished' ? ((r.standings as StandingRow[])[0]?.name ?? null) : null,
    }));
    res.json({ tournaments });
  });

  const viewOf = async (code: string): Promise<{ view: TournamentView; roomId: string | null }> => {
    const roomId = await liveRoom(code);
    if (roomId) return { view: await call<TournamentView>(roomId, 'view'), roomId };
    const row = await storedRow(deps.db, code);
    if (!row) throw new Refusal(404, NOT_FOUND);
    return { view: storedView(row), roomId: null };
  };

  router.get('/:code', async (req, res) => {
    const code = parse(tournamentCodeSchema, req.params.code);
    res.json({ tournament: (await viewOf(code)).view });
  });

  router.post('/:code/join', async (req, res) => {
    const code = parse(tournamentCodeSchema, req.params.code);
    const roomId = await liveRoom(code);
    if (!roomId) throw new Refusal(404, NOT_FOUND);
    const view = await call<TournamentView>(roomId, 'view');
    // A reload with the seat token already held: the same seat.
    const held = verifySeatToken(deps.secret, String(req.headers['x-tournament-token'] ?? ''), Date.now());
    const seat = held?.code === code ? view.players.find((p) => p.id === held.playerId) : undefined;
    if (seat) return void res.json({ player: { id: seat.id, name: seat.name }, token: req.headers['x-tournament-token'] });
    const me = await account(req, false);
    if (!me && view.accountsOnly) throw new Refusal(401, 'This tournament is for players with an account: please log in');
    const body = parse(joinTournamentRequestSchema, req.body);
    const nickname = body.nickname ?? (me ? parse(tournamentNicknameSchema, me.username) : undefined);
    if (nickname === undefined) throw new Refusal(400, 'Nickname is required');
    const outcome = await call<AddPlayerOutcome>(roomId, 'addPlayer', [nickname, me?.userId ?? null]);
    if (!outcome.ok) throw new Refusal(outcome.refusal.status, outcome.refusal.message);
    res.json({ player: outcome.player, token: signSeatToken(deps.secret, { code, playerId: outcome.player.id }, Date.now()) });
  });

  router.get('/:code/results.csv', async (req, res) => {
    const me = await account(req, true);
    const code = parse(tournamentCodeSchema, req.params.code);
    const roomId = await liveRoom(code);
    const row = await storedRow(deps.db, code);
    const hostId = roomId ? await call<string>(roomId, 'hostId') : row ? String(row.host_user_id) : null;
    if (hostId === null) throw new Refusal(404, NOT_FOUND);
    if (hostId !== String(me!.userId)) throw new Refusal(403, 'Only the host can download the results');
    const { view } = await viewOf(code);
    res
      .type('text/csv')
      .set('Content-Disposition', `attachment; filename="tournament-${code}-results.csv"`)
      .send(tournamentResultsCsv(view.standings));
  });

  router.use(answerErrors(deps));
  return router;
}

function answerErrors(deps: TournamentDeps): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (err instanceof Refusal) return void res.status(err.status).json({ error: err.message });
    const status = (err as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) return void res.status(status).json({ error: 'Bad request' });
    if (isRedisUnavailable(err)) return void res.status(503).set('Retry-After', '5').json({ error: ROOMS_UNAVAILABLE });
    deps.logger?.error({ err, method: req.method, url: req.originalUrl }, 'tournament request failed');
    res.status(500).json({ error: 'Internal server error' });
  };
}
