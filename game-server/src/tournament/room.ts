import { randomBytes } from 'node:crypto';
import { matchMaker } from '@colyseus/core';
import type { AuthContext, Client, Room } from '@colyseus/core';
import {
  GAME_SPEED_DEFAULT,
  TOURNAMENT_CLIENT_MESSAGE_SCHEMAS,
  TOURNAMENT_CLOSE_CODES,
  TOURNAMENT_LOBBY_INTERVAL_MS,
  TOURNAMENT_PLAYERS_MAX,
  TOURNAMENT_PROGRESS_INTERVAL_MS,
  TOURNAMENT_RECONNECT_SECONDS,
  tournamentJoinOptionsSchema,
} from '@matchdrop/shared';
import type { TournamentClientMessageType, TournamentServerMessages, TournamentView } from '@matchdrop/shared';
import { trackRoom } from '../competitive/disconnect.js';
import { claimRoomCode } from '../competitive/room-code.js';
import { authenticateSeat, RoomTimers } from '../live-mode/room-parts.js';
import { LiveRoom } from '../live-mode/live-room.js';
import { liveGame } from '../live-mode/reducer.js';
import type { SeatClient, SeatOutcome } from '../live-mode/live-room.js';
import type { TournamentDeps } from './deps.js';
import { eventFor } from './client-events.js';
import {
  createTournament,
  heatProgress,
  TOURNAMENT_REFUSALS,
  lobbyPage,
  playersView,
  playerTournamentView,
  publicTournamentView,
  standingsTable,
  step,
  tournamentHeader,
  tournamentView,
} from './logic/index.js';
import type { RosterChange, StepResult, TimerName, TournamentEffect, TournamentEvent, TournamentRefusalCode, TournamentRound, TournamentState } from './logic/index.js';
import { insertTournament, persistTournamentRound, updateTournament } from './repository.js';
import type { TournamentRoomOptions, TournamentSeat } from './room-options.js';

export type AddPlayerOutcome = SeatOutcome<TournamentRefusalCode>;
/** What the REST join needs to know of a live tournament: whether it wants accounts, and the held seat if still there. */
export interface JoinInfo {
  accountsOnly: boolean;
  player: { id: string; name: string } | null;
}

const seed = (): string => randomBytes(8).toString('hex');

/** The projector's pending deltas (TournamentServerMessages.players). */
interface RosterDelta {
  joined: Map<string, RosterChange & { type: 'joined' }>;
  left: string[];
  connection: Map<string, boolean>;
}
const emptyDelta = (): RosterDelta => ({ joined: new Map(), left: [], connection: new Map() });

/**
 * The thin Colyseus adapter around the tournament reducer (./logic): one room per tournament (its id is the code),
 * holding the lobby, the host's controls and every heat. Messages (./client-events), connections, the session watch
 * and timers become events; the reducer decides (the host and seat checks, the abandonment and linger timers
 * included) and the effects are carried out in order. What goes out is batched so that a connection's traffic grows
 * with its heat, not the hall: heat progress (only the heats that moved) and the projector's roster deltas every
 * TOURNAMENT_PROGRESS_INTERVAL_MS, the players' lobby count and page every TOURNAMENT_LOBBY_INTERVAL_MS.
 * Players are seated by REST (addPlayer, reached through the matchmaker from any process) and connect with their
 * seat token; the host connects with their account token.
 */
export function tournamentRoom(deps: TournamentDeps): new () => Room {
  const scale = deps.timeScale ?? 1;
  const logger = deps.logger;
  const playersMax = deps.playersMax ?? TOURNAMENT_PLAYERS_MAX;

  return class TournamentRoom extends LiveRoom<TournamentState, TournamentEvent, TournamentEffect, TournamentRefusalCode> {
    protected readonly reconnectSeconds = TOURNAMENT_RECONNECT_SECONDS * scale;
    protected readonly removedCode = TOURNAMENT_CLOSE_CODES.removed;
    protected readonly replacedCode = TOURNAMENT_CLOSE_CODES.replaced;
    protected readonly label = 'tournament room';
    protected readonly logger = logger;

    protected reduce(state: TournamentState, event: TournamentEvent, now: number): StepResult {
      return step(state, event, now);
    }

    static override async onAuth(_token: string, options: unknown, _context: AuthContext): Promise<TournamentSeat> {
      const parsed = tournamentJoinOptionsSchema.safeParse(options);
      return authenticateSeat(deps, parsed.success ? parsed.data.token : null, 'A tournament token is required');
    }

    private options!: TournamentRoomOptions;
    private dbId: number | null = null;
    declare protected timers: RoomTimers<TimerName>;
    /** Each heat's progress version last sent, by heat index, for the round `sentRound`. */
    private sentVersions: number[] = [];
    private sentRound = 0;
    private roster = emptyDelta();
    /** Someone joined or left since the players' last lobby message (or the stored row's count moved). */
    private lobbyDirty = false;

    override async onCreate(options: TournamentRoomOptions): Promise<void> {
      this.options = options;
      this.timers = new RoomTimers(this.clock, scale);
      const code = await claimRoomCode(matchMaker.presence, matchMaker.driver);
      this.roomId = code;
      this.maxClients = playersMax + 20;
      this.autoDispose = false;
      this.logic = createTournament({
        code,
        hostUserId: String(options.hostUserId),
        game: liveGame(options.game),
        settings: {
          pairCount: options.pairCount,
          rounds: options.rounds,
          heatSize: options.heatSize,
          roundSeconds: options.roundSeconds,
          accountsOnly: options.accountsOnly,
          speed: GAME_SPEED_DEFAULT,
          playersMax,
        },
      });
      if (deps.db) this.dbId = await insertTournament(deps.db, { ...options, code, game: options.game });
      await this.setPrivate(true);
      trackRoom(this);
      for (const type of Object.keys(TOURNAMENT_CLIENT_MESSAGE_SCHEMAS) as TournamentClientMessageType[]) {
        this.onMessage(type, (client: SeatClient, payload: unknown) => this.onClientMessage(client, type, payload));
      }
      this.clock.setInterval(() => {
        if (this.logic.round) this.flushProgress(this.logic.round);
        this.flushRoster();
      }, TOURNAMENT_PROGRESS_INTERVAL_MS);
      this.clock.setInterval(() => this.flushLobby(), TOURNAMENT_LOBBY_INTERVAL_MS);
      this.dispatch({ type: 'opened' });
    }

    protected welcomeHost(client: SeatClient): void {
      this.sendTo(client, 'welcome', { you: { role: 'host' }, tournament: this.view() });
      this.sendTo(client, 'heat_progress', { round: this.logic.round?.number ?? 0, heats: heatProgress(this.logic) });
      // A projector opened (or reloaded) mid-round shows the round's pictures too.
      const { round } = this.logic;
      if (round && this.logic.status === 'playing') this.sendTo(client, 'round_items', { round: round.number, items: round.items });
    }

    protected welcomePlayer(client: SeatClient, playerId: string): void {
      const you = { role: 'player' as const, playerId, name: this.logic.players.find((p) => p.id === playerId)?.name ?? '' };
      this.sendTo(client, 'welcome', { you, tournament: playerTournamentView(this.logic, this.options.hostName, playerId) });
    }

    /** POST /api/tournaments/{code}/join, through the matchmaker from whichever process took the request. */
    addPlayer(name: string, userId: number | null): AddPlayerOutcome {
      return this.takeSeat(name, userId, { code: 'player_not_found', ...TOURNAMENT_REFUSALS.player_not_found });
    }

    /** The REST join's question, answered without the whole view (a hall joins at once: 2,000 views would be N²). */
    joinInfo(playerId: string | null): JoinInfo {
      const player = playerId === null ? undefined : this.logic.players.find((p) => p.id === playerId);
      return { accountsOnly: this.logic.settings.accountsOnly, player: player ? { id: player.id, name: player.name } : null };
    }

    /** The results file is the host's alone. */
    hostId(): string {
      return this.logic.hostUserId;
    }

    /** The results file and the host's welcome: every player and row. */
    view(): TournamentView {
      return tournamentView(this.logic, this.options.hostName);
    }

    /** GET /api/tournaments/{code} while the room lives: a page of names (not the hall) and every standings row. */
    publicView(): TournamentView {
      return publicTournamentView(this.logic, this.options.hostName);
    }

    private onClientMessage(client: SeatClient, type: TournamentClientMessageType, payload: unknown): void {
      const seat = client.userData;
      const event = seat ? eventFor(type, payload, seat, seed()) : undefined;
      if (!event) return;
      const refusal = this.dispatch(event);
      if (refusal) this.sendTo(client, 'error', { status: refusal.status, message: refusal.message, code: refusal.errorCode });
    }

    private sendTo<K extends keyof TournamentServerMessages>(client: Client, type: K, payload: TournamentServerMessages[K]): void {
      client.send(type, payload);
    }

    protected apply(effect: TournamentEffect): void {
      if (this.applyCommon(effect)) return;
      switch (effect.kind) {
        case 'changed':
          this.broadcast('tournament', tournamentHeader(this.logic, this.options.hostName));
          this.save({ status: this.logic.status });
          return;
        case 'roster':
          return this.noteRoster(effect.change);
        case 'schedule':
          return this.timers.schedule(effect.timer, effect.at, (timer, at) => void this.dispatch({ type: 'timer', timer, at, seed: seed() }));
        case 'roundOver':
          return this.flushProgress(effect.round);
        case 'persistRound':
          this.persistRound(effect);
          return;
        case 'persistFinished':
          this.save({ status: 'finished', finished: true });
          return;
      }
    }

    private noteRoster(change: RosterChange): void {
      const delta = this.roster;
      if (change.type === 'joined') {
        delta.joined.set(change.player.id, change);
        this.lobbyDirty = true;
      } else if (change.type === 'left') {
        // Joined and left within one batch: the projector need not hear of them at all.
        if (!delta.joined.delete(change.playerId)) delta.left.push(change.playerId);
        delta.connection.delete(change.playerId);
        this.lobbyDirty = true;
      } else {
        const joined = delta.joined.get(change.playerId);
        if (joined) joined.player = { ...joined.player, connected: change.connected };
        else delta.connection.set(change.playerId, change.connected);
      }
    }

    /** The projector's roster deltas since the last batch. */
    private flushRoster(): void {
      const { joined, left, connection } = this.roster;
      if (joined.size === 0 && left.length === 0 && connection.size === 0) return;
      this.roster = emptyDelta();
      const payload = {
        joined: [...joined.values()].map((c) => c.player),
        left,
        connection: [...connection].map(([id, connected]) => ({ id, connected })),
      };
      this.hosts.forEach((h) => this.sendTo(h, 'players', payload));
    }

    /** The players' lobby: the count and the latest joiners, once a batch, when someone came or went. */
    private flushLobby(): void {
      if (!this.lobbyDirty) return;
      this.lobbyDirty = false;
      const payload = { playerCount: this.logic.players.length, players: lobbyPage(this.logic) };
      for (const client of this.players.values()) this.sendTo(client, 'lobby', payload);
      this.save({ status: this.logic.status });
    }

    private persistRound(effect: Extract<TournamentEffect, { kind: 'persistRound' }>): void {
      const db = deps.db;
      const id = this.dbId;
      if (!db || id === null) return;
      const userIds = new Map(this.logic.players.flatMap((p) => (p.userId === null ? [] : [[p.id, Number(p.userId)] as const])));
      const { game } = this.options;
      this.enqueue(
        () =>
          persistTournamentRound(db, {
            tournamentId: id,
            code: this.roomId,
            round: effect.round,
            pairCount: this.logic.settings.pairCount,
            game,
            results: effect.results,
            userIds,
          }),
        'could not save a tournament',
      );
      this.save({ status: this.logic.status });
    }

    /** The row follows the live tournament: status, player count and the standings after the last round. */
    private save(change: { status: TournamentState['status']; finished?: boolean }): void {
      const db = deps.db;
      const id = this.dbId;
      if (!db || id === null) return;
      // Only the table: the whole view would also build every player's entry, on each lobby batch.
      const standings = standingsTable(this.logic);
      this.enqueue(() => updateTournament(db, id, { ...change, playerCount: this.logic.players.length, standings }), 'could not save a tournament');
    }

    /** Live progress of the heats that moved since the last batch: all of them to the host, each to its own players. */
    private flushProgress(round: TournamentRound): void {
      if (this.sentRound !== round.number) {
        this.sentRound = round.number;
        this.sentVersions = [];
      }
      const heats = heatProgress(this.logic, (heat, i) => heat.version !== (this.sentVersions[i] ?? -1), round);
      if (heats.length === 0) return;
      round.heats.forEach((heat, i) => (this.sentVersions[i] = heat.version));
      this.hosts.forEach((h) => this.sendTo(h, 'heat_progress', { round: round.number, heats }));
      for (const heat of heats) {
        const payload = { round: round.number, heats: [heat] };
        for (const p of heat.players) {
          const client = this.players.get(p.playerId);
          if (client) this.sendTo(client, 'heat_progress', payload);
        }
      }
    }

    /** For tests: the live players list as the room sees it. */
    playersNow(): ReturnType<typeof playersView> {
      return playersView(this.logic);
    }
  };
}
