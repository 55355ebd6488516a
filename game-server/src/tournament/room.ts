import { randomBytes } from 'node:crypto';
import { matchMaker, Room, ServerError } from '@colyseus/core';
import type { AuthContext, Client, RoomException } from '@colyseus/core';
import {
  GAME_SPEED_DEFAULT,
  TOURNAMENT_CLIENT_MESSAGE_SCHEMAS,
  TOURNAMENT_CLOSE_CODES,
  TOURNAMENT_PLAYERS_MAX,
  TOURNAMENT_PROGRESS_INTERVAL_MS,
  TOURNAMENT_RECONNECT_SECONDS,
  tournamentJoinOptionsSchema,
} from '@matchdrop/shared';
import type { TournamentClientMessageType, TournamentServerMessages, TournamentView } from '@matchdrop/shared';
import type { PlayerSession } from '../competitive/auth.js';
import { trackRoom, untrackRoom } from '../competitive/disconnect.js';
import { claimRoomCode, releaseRoomCode } from '../competitive/room-code.js';
import { SESSION_END_MESSAGES } from '../session-watch.js';
import type { TournamentDeps } from './deps.js';
import { createTournament, heatProgress, playersView, step, tournamentView } from './logic/index.js';
import type { Refusal, TimerName, TournamentEffect, TournamentEvent, TournamentState } from './logic/index.js';
import { insertTournament, persistTournamentRound, updateTournament } from './repository.js';
import type { TournamentRoomOptions, TournamentSeat } from './room-options.js';
import { verifySeatToken } from './token.js';

type SeatClient = Client<{ userData: TournamentSeat; auth: TournamentSeat }>;
export type AddPlayerOutcome = { ok: true; player: { id: string; name: string } } | { ok: false; refusal: Refusal };

/** How long a finished tournament's room stays up for late readers of the podium. */
const FINISHED_LINGER_MS = 10 * 60_000;
/** A tournament nobody is connected to for this long is over: its room goes (the stored row stays). */
const ABANDONED_MS = 60 * 60_000;
const seed = (): string => randomBytes(8).toString('hex');

/**
 * The thin Colyseus adapter around the tournament reducer (./logic): one room per tournament (its id is the code),
 * holding the lobby, the host's controls and every heat. Messages, connections and timers become events; the
 * effects are carried out in order. Live heat progress is batched on an interval so 200 players do not flood the
 * projector. Players are seated by REST (addPlayer, reached through the matchmaker from any process) and connect
 * with their seat token; the host connects with their account token.
 */
export function tournamentRoom(deps: TournamentDeps): new () => Room {
  const scale = deps.timeScale ?? 1;
  const logger = deps.logger;

  return class TournamentRoom extends Room {
    static override async onAuth(_token: string, options: unknown, _context: AuthContext): Promise<TournamentSeat> {
      const parsed = tournamentJoinOptionsSchema.safeParse(options);
      if (!parsed.success) throw new ServerError(401, 'A tournament token is required');
      const seat = verifySeatToken(deps.secret, parsed.data.token, Date.now());
      if (seat) return { role: 'player', ...seat };
      const user = await deps.authenticator.authenticate(parsed.data.token);
      if (!user) throw new ServerError(401, 'A tournament token is required');
      if (user.isSuspended) throw new ServerError(403, SESSION_END_MESSAGES.suspended);
      return { role: 'host', userId: String(user.userId), issuedAtMs: user.issuedAtMs };
    }

    private logic!: TournamentState;
    private options!: TournamentRoomOptions;
    private dbId: number | null = null;
    private readonly players = new Map<string, SeatClient>();
    private readonly hosts = new Set<SeatClient>();
    private readonly timers = new Map<TimerName, { clear(): void }>();
    private progressSent = -1;
    /** When each signed-in player took their seat (ms): a revocation after it puts them out (the session watch). */
    private readonly seatedAt = new Map<string, number>();
    /** Players put out by the session watch: their seat token no longer connects. */
    private readonly barred = new Set<string>();
    private writes: Promise<unknown> = Promise.resolve();

    override async onCreate(options: TournamentRoomOptions): Promise<void> {
      this.options = options;
      const code = await claimRoomCode(matchMaker.presence, matchMaker.driver);
      this.roomId = code;
      this.maxClients = TOURNAMENT_PLAYERS_MAX + 20;
      this.autoDispose = false;
      this.logic = createTournament({
        code,
        hostUserId: String(options.hostUserId),
        game: { name: options.game.name, data: options.game.data },
        settings: {
          pairCount: options.pairCount,
          rounds: options.rounds,
          heatSize: options.heatSize,
          roundSeconds: options.roundSeconds,
          accountsOnly: options.accountsOnly,
          speed: GAME_SPEED_DEFAULT,
        },
      });
      if (deps.db) this.dbId = await insertTournament(deps.db, { ...options, code, game: options.game });
      await this.setPrivate(true);
      trackRoom(this);
      for (const type of Object.keys(TOURNAMENT_CLIENT_MESSAGE_SCHEMAS) as TournamentClientMessageType[]) {
        this.onMessage(type, (client: SeatClient, payload: unknown) => this.onClientMessage(client, type, payload));
      }
      this.clock.setInterval(() => this.flushProgress(), TOURNAMENT_PROGRESS_INTERVAL_MS);
      // The room does not dispose itself when empty (the host may open the projector later), so an abandoned one is ended here.
      let emptySince = Date.now();
      this.clock.setInterval(
        () => {
          if (this.clients.length > 0) emptySince = Date.now();
          else if (Date.now() - emptySince >= ABANDONED_MS * scale) void this.disconnect();
        },
        Math.max(10, 60_000 * scale),
      );
    }

    override onJoin(client: SeatClient): void {
      const seat = client.auth as TournamentSeat | undefined;
      if (!seat) throw new ServerError(401, 'A tournament token is required');
      if (seat.role === 'host') {
        if (seat.userId !== this.logic.hostUserId) throw new ServerError(403, 'Only the host can open the projector view');
        client.userData = seat;
        this.hosts.add(client);
        this.sendTo(client, 'welcome', { you: { role: 'host' }, tournament: this.view() });
        this.sendTo(client, 'heat_progress', { round: this.logic.round?.number ?? 0, heats: heatProgress(this.logic) });
        return;
      }
      const player = this.logic.players.find((p) => p.id === seat.playerId);
      if (seat.code !== this.roomId || !player) throw new ServerError(404, 'This seat is not in this tournament');
      if (this.barred.has(player.id)) throw new ServerError(403, SESSION_END_MESSAGES.suspended);
      client.userData = seat;
      const previous = this.players.get(seat.playerId);
      this.players.set(seat.playerId, client);
      if (previous) previous.leave(TOURNAMENT_CLOSE_CODES.replaced);
      this.sendTo(client, 'welcome', { you: { role: 'player', playerId: player.id, name: player.name }, tournament: this.view() });
      this.dispatch({ type: 'connected', playerId: seat.playerId });
    }

    override onDrop(client: SeatClient): void {
      const seat = client.userData;
      if (seat?.role !== 'player' || this.players.get(seat.playerId) !== client) return;
      this.dispatch({ type: 'dropped', playerId: seat.playerId });
      this.allowReconnection(client, TOURNAMENT_RECONNECT_SECONDS * scale).catch(() => undefined);
    }

    override onReconnect(client: SeatClient): void {
      const seat = client.userData;
      if (seat?.role !== 'player') return;
      this.players.set(seat.playerId, client);
      this.dispatch({ type: 'connected', playerId: seat.playerId });
    }

    override onLeave(client: SeatClient): void {
      const seat = client.userData;
      if (seat?.role === 'host') return void this.hosts.delete(client);
      if (seat?.role !== 'player' || this.players.get(seat.playerId) !== client) return;
      this.players.delete(seat.playerId);
      this.dispatch({ type: 'dropped', playerId: seat.playerId });
      this.dispatch({ type: 'gone', playerId: seat.playerId });
    }

    override onUncaughtException(error: RoomException): void {
      if (error.cause instanceof ServerError) return;
      logger?.error({ err: error.cause ?? error, code: this.roomId }, `tournament room: ${error.name}`);
    }

    override onDispose(): void {
      untrackRoom(this);
      for (const t of this.timers.values()) t.clear();
      releaseRoomCode(matchMaker.presence, this.roomId);
    }

    /** POST /api/tournaments/{code}/join, through the matchmaker from whichever process took the request. */
    addPlayer(name: string, userId: number | null): AddPlayerOutcome {
      const key = userId === null ? null : String(userId);
      const refusal = this.dispatch({ type: 'join', player: { name, userId: key } });
      if (refusal) return { ok: false, refusal };
      const player = key === null ? this.logic.players.at(-1) : this.logic.players.find((p) => p.userId === key);
      if (!player) return { ok: false, refusal: { status: 409, message: 'Could not join' } };
      if (key !== null) this.seatedAt.set(player.id, Date.now());
      return { ok: true, player: { id: player.id, name: player.name } };
    }

    /** The signed-in host connections and seated account players, for the session watch (session-watch.ts). */
    sessions(): PlayerSession[] {
      const hosts = [...this.hosts].flatMap((h) => (h.userData?.role === 'host' ? [{ userId: Number(h.userData.userId), issuedAtMs: h.userData.issuedAtMs }] : []));
      const players = this.logic.players.flatMap((p) =>
        p.userId === null || this.barred.has(p.id) ? [] : [{ userId: Number(p.userId), issuedAtMs: this.seatedAt.get(p.id) ?? 0 }],
      );
      return [...hosts, ...players];
    }

    /**
     * The session watch and the suspension hook: the account's host connections close, and its player seat is
     * barred (removed from the tournament when the rules allow it now, otherwise scored absent from here on).
     */
    disconnectUser(userId: string, reason: string): void {
      for (const host of this.hosts) {
        if (host.userData?.role !== 'host' || host.userData.userId !== userId) continue;
        this.sendTo(host, 'error', { status: 403, message: reason });
        this.hosts.delete(host);
        host.leave(TOURNAMENT_CLOSE_CODES.removed);
      }
      for (const player of this.logic.players) {
        if (player.userId !== userId || this.barred.has(player.id)) continue;
        this.barred.add(player.id);
        const client = this.players.get(player.id);
        if (client) this.sendTo(client, 'error', { status: 403, message: reason });
        this.dispatch({ type: 'remove', by: this.logic.hostUserId, playerId: player.id });
        this.players.get(player.id)?.leave(TOURNAMENT_CLOSE_CODES.removed);
      }
    }

    /** The results file is the host's alone. */
    hostId(): string {
      return this.logic.hostUserId;
    }

    /** GET /api/tournaments/{code} and the results file while the room lives. */
    view(): TournamentView {
      return tournamentView(this.logic, this.options.hostName);
    }

    private onClientMessage(client: SeatClient, type: TournamentClientMessageType, payload: unknown): void {
      const parsed = TOURNAMENT_CLIENT_MESSAGE_SCHEMAS[type].safeParse(payload);
      const seat = client.userData;
      if (!parsed.success || !seat) return;
      const by = seat.role === 'host' ? seat.userId : '';
      const data = parsed.data as Record<string, unknown>;
      const event: TournamentEvent | null =
        type === 'match_attempt'
          ? seat.role === 'player'
            ? { type: 'attempt', playerId: seat.playerId, item1: String(data.item1), item2: String(data.item2) }
            : null
          : type === 'start'
            ? { type: 'start', by, seed: seed() }
            : type === 'next_round'
              ? { type: 'next_round', by, seed: seed() }
              : type === 'remove_player'
                ? { type: 'remove', by, playerId: String(data.playerId) }
                : type === 'lock'
                  ? { type: 'lock', by, locked: data.locked === true }
                  : { type: 'end', by };
      if (!event) return;
      const refusal = this.dispatch(event);
      if (refusal) this.sendTo(client, 'error', refusal);
    }

    private dispatch(event: TournamentEvent): Refusal | null {
      const { state, effects, refusal } = step(this.logic, event, Date.now());
      this.logic = state;
      for (const effect of effects) this.apply(effect);
      return refusal;
    }

    private sendTo<K extends keyof TournamentServerMessages>(client: Client, type: K, payload: TournamentServerMessages[K]): void {
      client.send(type, payload);
    }

    private apply(effect: TournamentEffect): void {
      switch (effect.kind) {
        case 'send': {
          const { to, message } = effect;
          if (to === 'all') return this.broadcast(message.type, message.payload);
          if (to === 'host') return this.hosts.forEach((h) => h.send(message.type, message.payload));
          this.players.get(to.player)?.send(message.type, message.payload);
          return;
        }
        case 'changed':
          this.broadcast('tournament', this.view());
          this.save({ status: this.logic.status });
          return;
        case 'schedule': {
          this.timers.get(effect.timer)?.clear();
          const delay = Math.max(0, (effect.at - Date.now()) * scale);
          this.timers.set(
            effect.timer,
            this.clock.setTimeout(() => {
              this.timers.delete(effect.timer);
              this.dispatch({ type: 'timer', timer: effect.timer, seed: seed() });
            }, delay),
          );
          return;
        }
        case 'cancel':
          this.timers.get(effect.timer)?.clear();
          this.timers.delete(effect.timer);
          return;
        case 'close': {
          const client = this.players.get(effect.playerId);
          this.players.delete(effect.playerId);
          client?.leave(TOURNAMENT_CLOSE_CODES.removed);
          return;
        }
        case 'persistRound':
          this.flushProgress(true);
          this.persistRound(effect);
          return;
        case 'persistFinished':
          this.save({ status: 'finished', finished: true });
          this.clock.setTimeout(() => void this.disconnect(), FINISHED_LINGER_MS * scale);
          return;
      }
    }

    private persistRound(effect: Extract<TournamentEffect, { kind: 'persistRound' }>): void {
      const db = deps.db;
      const id = this.dbId;
      if (!db || id === null) return;
      const userIds = new Map(this.logic.players.flatMap((p) => (p.userId === null ? [] : [[p.id, Number(p.userId)] as const])));
      const { game } = this.options;
      this.enqueue(() =>
        persistTournamentRound(db, { tournamentId: id, code: this.roomId, round: effect.round, pairCount: this.logic.settings.pairCount, game, results: effect.results, userIds }),
      );
      this.save({ status: this.logic.status });
    }

    /** The row follows the live tournament: status, player count and the standings after the last round. */
    private save(change: { status: TournamentState['status']; finished?: boolean }): void {
      const db = deps.db;
      const id = this.dbId;
      if (!db || id === null) return;
      const standings = this.view().standings;
      this.enqueue(() => updateTournament(db, id, { ...change, playerCount: this.logic.players.length, standings }));
    }

    /** Writes run one after another, so a later state never lands before an earlier one. */
    private enqueue(write: () => Promise<unknown>): void {
      this.writes = this.writes.then(write).catch((err: unknown) => logger?.error({ err, code: this.roomId }, 'could not save a tournament'));
    }

    /** Test and shutdown hook: every write so far has landed. */
    async saved(): Promise<void> {
      await this.writes;
    }

    /** Live progress: every heat to the host, each player their own heat; only when something moved. */
    private flushProgress(force = false): void {
      if (!force && this.logic.progressVersion === this.progressSent) return;
      this.progressSent = this.logic.progressVersion;
      const heats = heatProgress(this.logic);
      if (heats.length === 0) return;
      const round = this.logic.round?.number ?? this.logic.roundsDone;
      this.hosts.forEach((h) => this.sendTo(h, 'heat_progress', { round, heats }));
      for (const heat of heats) {
        for (const p of heat.players) {
          const client = this.players.get(p.playerId);
          if (client) this.sendTo(client, 'heat_progress', { round, heats: [heat] });
        }
      }
    }

    /** For tests: the live players list as the room sees it. */
    playersNow(): ReturnType<typeof playersView> {
      return playersView(this.logic);
    }
  };
}
