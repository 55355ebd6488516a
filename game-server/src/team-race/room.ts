import { randomBytes } from 'node:crypto';
import { matchMaker } from '@colyseus/core';
import type { AuthContext, Client, Room } from '@colyseus/core';
import { TEAM_RACE, TEAM_RACE_CLIENT_MESSAGE_SCHEMAS, TEAM_RACE_CLOSE_CODES, teamRaceJoinOptionsSchema } from '@matchdrop/shared';
import type { TeamRaceClientMessageType, TeamRaceReport, TeamRaceServerMessages, TeamRaceView } from '@matchdrop/shared';
import { trackRoom } from '../competitive/disconnect.js';
import { claimRoomCode } from '../competitive/room-code.js';
import { authenticateSeat, RoomTimers } from '../live-mode/room-parts.js';
import type { LiveSeat } from '../live-mode/room-parts.js';
import { LiveRoom } from '../live-mode/live-room.js';
import { liveGame } from '../live-mode/reducer.js';
import type { SeatClient, SeatOutcome as LiveSeatOutcome } from '../live-mode/live-room.js';
import type { TournamentDeps } from '../tournament/deps.js';
import { teamRaceEventFor } from './client-events.js';
import { createTeamRace, playerRaceView, playerViews, raceHeader, raceProgress, raceView, step, TEAM_RACE_REFUSALS } from './logic/index.js';
import { teamRaceReport } from './logic/report.js';
import type { StepResult, TeamRaceEffect, TeamRaceEvent, TeamRaceRefusalCode, TeamRaceState, TimerName } from './logic/index.js';
import { insertFinishedTeamRace } from './finished-repository.js';
import { persistTeamRaceRound } from './plays-repository.js';
import type { TeamRaceRoomOptions } from './room-options.js';

export type SeatOutcome = LiveSeatOutcome<TeamRaceRefusalCode>;

const newSeed = (): string => randomBytes(8).toString('hex');

/** A message to one connection, typed by the race's wire contract. */
const tell = <K extends keyof TeamRaceServerMessages>(client: Client, type: K, payload: TeamRaceServerMessages[K]): void => client.send(type, payload);

/**
 * The thin Colyseus adapter around the team-race reducer (./logic): one room per race, its id the code. Messages,
 * connections, the session watch and timers become events; the reducer decides and its effects are carried out in
 * order. A member is sent their team's field (their own hand) as it changes, so a phone's traffic grows with its
 * team; the projector gets the teams' bars that moved, batched every TEAM_RACE.progressIntervalMs.
 */
export function teamRaceRoom(deps: TournamentDeps): new () => Room {
  const scale = deps.timeScale ?? 1;

  return class TeamRaceRoom extends LiveRoom<TeamRaceState, TeamRaceEvent, TeamRaceEffect, TeamRaceRefusalCode> {
    protected readonly reconnectSeconds = TEAM_RACE.reconnectSeconds * scale;
    protected readonly removedCode = TEAM_RACE_CLOSE_CODES.removed;
    protected readonly replacedCode = TEAM_RACE_CLOSE_CODES.replaced;
    protected readonly label = 'team race room';
    protected readonly logger = deps.logger;

    protected reduce(state: TeamRaceState, event: TeamRaceEvent, now: number): StepResult {
      return step(state, event, now);
    }

    static override async onAuth(_token: string, options: unknown, _context: AuthContext): Promise<LiveSeat> {
      const parsed = teamRaceJoinOptionsSchema.safeParse(options);
      return authenticateSeat(deps, parsed.success ? parsed.data.token : null, 'A race token is required');
    }

    private hostName = '';
    private game!: TeamRaceRoomOptions['game'];
    declare protected timers: RoomTimers<TimerName>;
    /** Each team's bar version last sent to the projector, for the round `sentRound`. */
    private sent: number[] = [];
    private sentRound = 0;
    /** The host's lobby list and, in the lobby, the header changed since the last batch (flushLobby). */
    private playersDirty = false;
    private headerDirty = false;

    override async onCreate(options: TeamRaceRoomOptions): Promise<void> {
      this.timers = new RoomTimers(this.clock, scale);
      this.hostName = options.hostName;
      this.game = options.game;
      this.roomId = await claimRoomCode(matchMaker.presence, matchMaker.driver);
      this.maxClients = (deps.playersMax ?? TEAM_RACE.playersMax) + 20;
      this.autoDispose = false;
      const { pairCount, rounds, teamSize, goal, reshuffle, accountsOnly } = options;
      this.logic = createTeamRace({
        code: this.roomId,
        hostUserId: String(options.hostUserId),
        game: liveGame(options.game),
        settings: { pairCount, rounds, teamSize, goal, reshuffle, accountsOnly, playersMax: deps.playersMax ?? TEAM_RACE.playersMax },
      });
      await this.setPrivate(true);
      trackRoom(this);
      for (const type of Object.keys(TEAM_RACE_CLIENT_MESSAGE_SCHEMAS) as TeamRaceClientMessageType[]) {
        this.onMessage(type, (client: SeatClient, payload: unknown) => {
          const event = client.userData ? teamRaceEventFor(type, payload, client.userData, newSeed()) : undefined;
          const refusal = event ? this.dispatch(event) : null;
          if (refusal) tell(client, 'error', { status: refusal.status, message: refusal.message, code: refusal.errorCode });
        });
      }
      this.clock.setInterval(() => {
        this.flushLobby();
        this.flushProgress();
      }, TEAM_RACE.progressIntervalMs);
      this.dispatch({ type: 'opened' });
    }

    protected welcomeHost(client: SeatClient): void {
      tell(client, 'welcome', { you: { role: 'host' }, race: this.view() });
      tell(client, 'progress', { round: this.logic.round?.number ?? 0, goal: this.logic.round?.goal ?? 0, teams: raceProgress(this.logic.round) });
    }

    protected welcomePlayer(client: SeatClient, playerId: string): void {
      const name = this.logic.players.find((p) => p.id === playerId)?.name ?? '';
      tell(client, 'welcome', { you: { role: 'player', playerId, name }, race: playerRaceView(this.logic, this.hostName, playerId) });
    }

    /** A seat for a nickname (a guest) or an account, called through the matchmaker from whichever process took the join. */
    addPlayer(name: string, userId: number | null): SeatOutcome {
      return this.takeSeat(name, userId, { code: 'player_not_found', ...TEAM_RACE_REFUSALS.player_not_found });
    }

    hostId(): string {
      return this.logic.hostUserId;
    }

    view(): TeamRaceView {
      return raceView(this.logic, this.hostName);
    }

    /** R-TEAM-8: the host's report of the race so far. */
    report(): TeamRaceReport {
      return teamRaceReport(this.logic.players, this.logic.drops, this.logic.pairsPlayed, this.logic.winners);
    }

    publicView(): TeamRaceView {
      return playerRaceView(this.logic, this.hostName, '');
    }

    protected apply(effect: TeamRaceEffect): void {
      // The host's lobby list (R-TEAM-14) is the whole list: one a batch, however many came or went in it.
      if (effect.kind === 'send' && effect.message.type === 'players') {
        this.playersDirty = true;
        return;
      }
      if (this.applyCommon(effect)) return;
      switch (effect.kind) {
        case 'changed':
          // The list follows the race (a join, a removal); in the lobby the header (a count, the lock) waits for the
          // batch too, so a filling hall is not told every join; past it (start, go, an end) it goes at once, before
          // the teams and fields that follow it.
          this.playersDirty = true;
          this.headerDirty = true;
          if (this.logic.status !== 'lobby') this.flushLobby();
          return;
        case 'schedule':
          return this.timers.schedule(effect.timer, effect.at, (timer, at) => void this.dispatch({ type: 'timer', timer, at }));
        case 'persistRound':
          // The round's last bars reach the projector before its standings are read.
          this.flushProgress(effect.played);
          return this.store(effect);
        case 'persistFinished':
          return this.storeFinished();
      }
    }

    /** R-TEAM-11: the finished race (its final view and the host's report) outlives the room, after its last round's plays. */
    private storeFinished(): void {
      const db = deps.db;
      if (!db) return;
      const race = { hostUserId: Number(this.logic.hostUserId), view: this.view(), report: this.report() };
      this.enqueue(() => insertFinishedTeamRace(db, race), 'could not save a finished team race');
    }

    /** The round's judged drops become plays of the accounts that made them (R-TEAM-8), one write after another. */
    private store(effect: Extract<TeamRaceEffect, { kind: 'persistRound' }>): void {
      const db = deps.db;
      if (!db) return;
      const userIds = new Map(this.logic.players.flatMap((p) => (p.userId === null ? [] : [[p.id, Number(p.userId)] as const])));
      const write = () =>
        persistTeamRaceRound(db, {
          code: this.roomId,
          game: this.game,
          pairCount: this.logic.settings.pairCount,
          drops: effect.drops,
          userIds,
          startedAt: effect.startedAt,
          endedAt: effect.endedAt,
        });
      this.enqueue(write, 'could not save a team race round');
    }

    /**
     * The header to everyone and the host's lobby list, at most once a batch: a join, a connection or a drop
     * changes them, and sending each to everyone at once would grow with the square of the hall.
     */
    private flushLobby(): void {
      if (this.headerDirty) this.broadcast('race', raceHeader(this.logic, this.hostName));
      if (this.playersDirty) {
        const players = playerViews(this.logic);
        for (const host of this.hosts) tell(host, 'players', { players });
      }
      this.headerDirty = false;
      this.playersDirty = false;
    }

    /** The teams' bars that moved since the last batch, to the projector. */
    private flushProgress(round = this.logic.round): void {
      if (!round) return;
      if (this.sentRound !== round.number) {
        this.sentRound = round.number;
        this.sent = [];
      }
      const teams = raceProgress(round, this.sent);
      if (teams.length === 0) return;
      round.teams.forEach((t) => (this.sent[t.index] = t.version));
      for (const p of this.hosts) tell(p, 'progress', { round: round.number, goal: round.goal, teams });
    }
  };
}
