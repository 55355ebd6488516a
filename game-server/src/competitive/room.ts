import { CloseCode, matchMaker, Room, ServerError, TimedEventException } from '@colyseus/core';
import type { AuthContext, RoomException } from '@colyseus/core';
import { COMPETITIVE_ROOM_NAME, ROOM_CLIENT_MESSAGE_SCHEMAS, ROOM_CLOSE_CODES, ROOM_RECONNECT_SECONDS, ROOM_SERVER_MESSAGES, SEAT_RESERVATION_SECONDS } from '@matchdrop/shared';
import type { RoomClientMessageType } from '@matchdrop/shared';
import type { z } from 'zod';
import { checkPlayer } from './auth.js';
import type { AuthenticatedPlayer, PlayerSession } from './auth.js';
import { sessionEndCode } from '../session-watch.js';
import { eventFor, parseClientMessage } from './client-events.js';
import type { CompetitiveDeps } from './deps.js';
import { trackRoom, untrackRoom } from './disconnect.js';
import { corked, guardFrames, quietSocketErrors } from './connection-guards.js';
import { resolveRoomGame } from './game-source.js';
import { installJoinRefusals, joinRefusalError, ROOM_CODE_OPTION } from './join-refusals.js';
import { createRoomState, joinRefusal, step } from './logic/index.js';
import type { Effect, RefusalCode, RoomEvent, RoomState } from './logic/index.js';
import { MetadataPublisher, roomListing } from './metadata.js';
import type { RoomMetadata } from './metadata.js';
import { persistRound } from './persist.js';
import { claimRoomCode, releaseRoomCode } from './room-code.js';
import { parseRoomOptions } from './room-options.js';
import { seatFor } from './seat.js';
import type { Seat, SeatClient } from './seat.js';
import { SeatReservations } from './seat-reservations.js';
import { closeForShutdown } from './shutdown.js';
import { CompetitiveState, syncState } from './state-schema.js';
import { RoomTimers } from './timers.js';

type Reconnection = ReturnType<Room['allowReconnection']>;
type TopicProposal = z.output<typeof ROOM_CLIENT_MESSAGE_SCHEMAS.propose_topic>;
/** Colyseus internals the room wraps (declared private in its types, so reached through this view). */
interface RoomInternals {
  _reserveSeat(sessionId: string, joinOptions: unknown, authData: unknown, seconds?: number, allowReconnection?: boolean, devToken?: string): Promise<boolean>;
}

/** A user who keeps reserving seats without connecting is refused by every process: the key lives in the presence. */
const blockKey = (roomCode: string, userId: string): string => `matchdrop:competitive:reserve-block:${roomCode}:${userId}`;

/**
 * The room sends its state's changes right after each step that made some (see dispatch), so Colyseus's patch
 * interval has nothing left to send: it only runs this rarely, instead of every 50 ms in every room (a room-wide
 * timer each, most of the server's idle work with many rooms). Not null: that would tick the room's clock 60 times
 * a second instead.
 */
const PATCH_INTERVAL_MS = 10_000;

/** The room's published view, when the room exists. */
async function publishedRoom(roomCode: unknown): Promise<RoomMetadata | null> {
  if (typeof roomCode !== 'string') return null;
  return roomListing(await matchMaker.getRoomById(roomCode), COMPETITIVE_ROOM_NAME);
}

/**
 * The thin Colyseus adapter around the pure room logic (./logic): authentication, seats and reservations, then
 * decode → `step` → carry out the effects in order (messages, timers, database writes, kicks,
 * disposal); the synchronized state and the matchmaker metadata mirror the new state. Every rule and every
 * refusal's wording lives in the logic. The room id is the 6-character room code. Built per process by
 * `competitiveRoom(deps)`, because the static onAuth needs the injected authenticator.
 */
export function competitiveRoom(deps: CompetitiveDeps): new () => Room {
  const scale = deps.timeScale ?? 1;
  const logger = deps.logger;
  const seatSeconds = deps.seatReservationSeconds ?? SEAT_RESERVATION_SECONDS;
  installJoinRefusals();

  return class CompetitiveRoom extends Room<{ state: CompetitiveState; metadata: RoomMetadata; client: SeatClient }> {
    /**
     * Runs in whichever process takes the matchmaking request, before any seat is reserved: refuses with the
     * HTTP status a client reads (401, 403, 404, 409, 429) rather than letting a seat be reserved in vain.
     */
    static override async onAuth(token: string, options: unknown, _context: AuthContext): Promise<AuthenticatedPlayer> {
      const check = await checkPlayer(deps.authenticator, token);
      if (!check.ok) throw new ServerError(check.status, check.error);
      const roomCode = (options as Record<string, unknown> | null)?.[ROOM_CODE_OPTION];
      if (roomCode === undefined) return check.player;
      const room = await publishedRoom(roomCode);
      if (!room || room.status === 'closed') throw joinRefusalError('room_not_found');
      const userId = String(check.player.userId);
      const players = room.participants.map((p) => ({ userId: p.user_id }));
      const refusal = joinRefusal({ phase: room.status === 'waiting' ? 'lobby' : 'playing', maxPlayers: room.maxPlayers, formerPlayers: room.formerPlayers, players }, userId);
      if (refusal) throw joinRefusalError(refusal);
      if (await matchMaker.presence.get(blockKey(room.roomCode, userId))) throw joinRefusalError('reserved_too_often');
      return check.player;
    }

    override patchRate: number | null = PATCH_INTERVAL_MS;
    private logic!: RoomState;
    private readonly seats = new Map<string, SeatClient>();
    private readonly reconnections = new Map<string, Reconnection>();
    private readonly reservations = new SeatReservations();
    /** The pending checks of unused seat reservations (cleared with the room). */
    private readonly reservationChecks = new Set<NodeJS.Timeout>();
    private readonly timers = new RoomTimers(
      scale,
      (timer, at) => this.dispatch({ type: 'timer', timer, at }),
      (err) => this.onUncaughtException(new TimedEventException(err as Error, (err as Error | undefined)?.message ?? String(err))),
    );
    private readonly metadataPublisher = new MetadataPublisher(
      (metadata) => this.setMetadata(metadata),
      (err) => logger?.warn({ err, roomCode: this.roomId }, 'could not update room metadata'),
    );

    override async onCreate(options: unknown): Promise<void> {
      const { hostUserId, game, pairCount, maxPlayers, speed, roundSeconds } = parseRoomOptions(options);
      const roomCode = await claimRoomCode(matchMaker.presence, matchMaker.driver);
      this.roomId = roomCode;
      // The room counts its own places (seats.ts, seat-reservations.ts); Colyseus's count only stops a flood.
      this.maxClients = maxPlayers * 4;
      this.seatReservationTimeout = seatSeconds;
      this.logic = createRoomState({
        roomCode,
        dictionaryName: game.name,
        dictionaryData: game.data,
        dictionaryId: game.dictionaryId,
        builtinGameId: game.builtinGameId,
        ...(game.languages && { languages: game.languages }),
        pairCount,
        maxPlayers,
        hostUserId,
        speed,
        roundSeconds,
      });
      this.state = new CompetitiveState();
      syncState(this.state, this.logic);
      // Joined by code only: never picked by joinOrCreate / join, never listed.
      await this.setPrivate(true);
      this.metadata = this.metadataPublisher.initial(this.logic);
      for (const type of Object.keys(ROOM_CLIENT_MESSAGE_SCHEMAS) as RoomClientMessageType[]) {
        this.onMessage(type, (client: SeatClient, payload: unknown) => this.onClientMessage(client, type, payload));
      }
      this.guardReservations();
      guardFrames(this, logger);
      trackRoom(this);
    }

    override onJoin(client: SeatClient): void {
      this.reservations.consumed(client.sessionId);
      const player = client.auth;
      if (!player) throw joinRefusalError('login_required');
      const seat = seatFor(player, Date.now());
      const refusal = joinRefusal(this.logic, seat.userId);
      if (refusal !== null) throw joinRefusalError(refusal);
      quietSocketErrors(client, this.roomId, logger);
      const previous = this.seats.get(seat.userId);
      client.userData = seat;
      this.seats.set(seat.userId, client);
      if (previous) this.dismiss(previous, ROOM_CLOSE_CODES.replaced);
      this.dispatch({ type: 'join', userId: seat.userId, username: player.username });
    }

    /** The connection dropped without a goodbye: keep seat, progress and score for 30 s. */
    override onDrop(client: SeatClient): void {
      const seat = client.userData;
      if (!seat || this.seats.get(seat.userId) !== client) return;
      this.dispatch({ type: 'set_connected', userId: seat.userId, connected: false });
      const reconnection = this.allowReconnection(client, ROOM_RECONNECT_SECONDS * scale);
      this.reconnections.set(seat.userId, reconnection);
      // A refused reconnection ends in onLeave; nothing else to do with the rejection here.
      reconnection.catch(() => undefined);
    }

    /** The same seat back: the logic resends the running round to this player (an effect of set_connected). */
    override onReconnect(client: SeatClient): void {
      const seat = client.userData;
      if (!seat) return;
      this.reconnections.delete(seat.userId);
      this.seats.set(seat.userId, client);
      quietSocketErrors(client, this.roomId, logger);
      this.dispatch({ type: 'set_connected', userId: seat.userId, connected: true });
    }

    /** A goodbye, or a drop whose 30 s ran out: the seat is given up. */
    override onLeave(client: SeatClient): void {
      const seat = client.userData;
      if (!seat || this.seats.get(seat.userId) !== client) return; // dismissed, or replaced by a newer connection
      this.seats.delete(seat.userId);
      this.reconnections.delete(seat.userId);
      this.dispatch({ type: 'leave', userId: seat.userId });
    }

    /** A bug in a handler is logged and stays in this room; a refusal (ServerError) is the client's answer, not a bug. */
    override onUncaughtException(error: RoomException): void {
      if (error.cause instanceof ServerError) return;
      logger?.error({ err: error.cause ?? error, roomCode: this.roomId }, `competitive room: ${error.name}`);
    }

    /** A server shutdown (shutdown.ts): players are told why; a round in play is stored as interrupted. */
    override onBeforeShutdown(): void {
      const logic = this.logic;
      this.logic = { ...logic, phase: 'closed' }; // everyone leaving now is not the end of a round
      closeForShutdown(this, { logic, game: logic.game, db: deps.db, logger }).catch((err: unknown) =>
        logger?.error({ err, roomCode: this.roomId }, 'could not close a room for shutdown'),
      );
    }

    override onDispose(): void {
      untrackRoom(this);
      this.timers.clear();
      for (const check of this.reservationChecks) clearTimeout(check);
      releaseRoomCode(matchMaker.presence, this.roomId);
    }

    /** Every seated player's session, for the session watch (see session-watch.ts). */
    sessions(): PlayerSession[] {
      return [...this.seats.values()].flatMap((client) => (client.userData ? [{ userId: Number(client.userData.userId), issuedAtMs: client.userData.issuedAtMs }] : []));
    }

    /** The suspension hook and the session watch (see disconnect.ts). */
    disconnectUser(userId: string, reason: string): void {
      const client = this.seats.get(userId);
      if (!client) return;
      client.send(ROOM_SERVER_MESSAGES.error, { message: reason, code: sessionEndCode(reason) });
      this.seats.delete(userId);
      this.dismiss(client, ROOM_CLOSE_CODES.suspended);
      this.dispatch({ type: 'leave', userId });
    }

    /**
     * POST /api/competitive/remove-player, called through the matchmaker from whichever process took the
     * request. The logic's refusal code, if any, is the answer (the REST route maps it to its status).
     */
    async removeByHost(hostUserId: string, targetUserId: string): Promise<{ ok: true } | { ok: false; refusal: RefusalCode }> {
      const refusal = this.dispatch({ type: 'remove_player', userId: hostUserId, targetUserId });
      if (refusal !== null) return { ok: false, refusal };
      await this.metadataPublisher.settled(); // so the REST answer reads the room without the removed player
      return { ok: true };
    }

    private onClientMessage(client: SeatClient, type: RoomClientMessageType, payload: unknown): void {
      const seat = client.userData;
      if (!seat || !seat.budget.take(Date.now())) return;
      const parsed = parseClientMessage(type, payload);
      if (!parsed) return;
      if (type === 'leave_room') return client.leave(CloseCode.CONSENTED);
      if (type === 'propose_topic') return void this.proposeTopic(client, seat, parsed.payload as TopicProposal);
      const event = eventFor(type, parsed.payload, seat.userId);
      if (event) this.dispatch(event);
    }

    /** The proposed game is looked up by the server (never taken from the client), then stepped like any intent. */
    private async proposeTopic(client: SeatClient, seat: Seat, proposal: TopicProposal): Promise<void> {
      const found = await resolveRoomGame(deps.db, Number(seat.userId), { ...proposal, name: proposal.topicName });
      if (!found.ok) return client.send(ROOM_SERVER_MESSAGES.error, { ...found.values, message: found.error, code: found.code });
      this.dispatch({ type: 'propose_topic', userId: seat.userId, game: found.game });
    }

    private dispatch(event: RoomEvent): RefusalCode | null {
      const { state, effects, refusal } = step(this.logic, event, Date.now());
      this.logic = state;
      corked(this.clients, () => {
        for (const effect of effects) this.apply(effect);
        syncState(this.state, state);
        // At once, after the step's messages, and only when the synchronized state changed (most match attempts
        // change none of it): one encoding for every client of the room.
        this.broadcastPatch();
      });
      this.metadataPublisher.publish(state);
      return refusal;
    }

    private apply(effect: Effect): void {
      switch (effect.kind) {
        case 'broadcast': {
          const except = effect.except === undefined ? undefined : this.seats.get(effect.except);
          this.broadcast(effect.type, effect.payload as never, except ? { except } : undefined);
          return;
        }
        case 'send':
          this.seats.get(effect.to)?.send(effect.type, effect.payload as never);
          return;
        case 'schedule':
          return this.timers.schedule(effect.timer, effect.at, Date.now());
        case 'cancel':
          return this.timers.cancel(effect.timer);
        case 'persistRound':
          if (!deps.db) return;
          persistRound(deps.db, effect.round, effect.game).catch((err: unknown) => logger?.error({ err, roomCode: this.roomId }, 'could not save a competitive round'));
          return;
        case 'kick': {
          const client = this.seats.get(effect.userId);
          this.seats.delete(effect.userId);
          if (client) this.dismiss(client, ROOM_CLOSE_CODES[effect.reason]);
          return;
        }
        case 'dispose':
          this.disconnect().catch((err: unknown) => logger?.error({ err, roomCode: this.roomId }, 'could not dispose a room'));
          return;
      }
    }

    /** Closes a connection on purpose; a pending reconnection of the same seat is refused. */
    private dismiss(client: SeatClient, code: number): void {
      const userId = client.userData?.userId;
      const reconnection = userId === undefined ? undefined : this.reconnections.get(userId);
      if (userId !== undefined && reconnection) {
        this.reconnections.delete(userId);
        reconnection.reject(new Error('seat given up'));
        return;
      }
      client.leave(code);
    }

    /**
     * Seat reservations (the matchmaker's first step of a join) go through the room's own account: one pending
     * seat per user, places counted per user, and a user whose reservations keep running out unused refused for
     * a while. A reconnection's reservation is Colyseus's own and passes untouched.
     */
    private guardReservations(): void {
      const internals = this as unknown as RoomInternals;
      const reserve = internals._reserveSeat.bind(this);
      internals._reserveSeat = async (sessionId, joinOptions, authData, seconds = seatSeconds, allowReconnection = false, devToken) => {
        if (allowReconnection) return reserve(sessionId, joinOptions, authData, seconds, true, devToken);
        const userId = String((authData as AuthenticatedPlayer | undefined)?.userId ?? '');
        const now = Date.now();
        const seated = this.logic.players.map((p) => p.userId);
        if (!userId || !this.reservations.admit(userId, seated, this.logic.maxPlayers, now).ok) return false;
        if (!(await reserve(sessionId, joinOptions, authData, seconds, false, devToken))) return false;
        this.reservations.reserved(sessionId, userId, now + seconds * 1_000);
        // Node's timer, not the room's clock (ticked only by the rare patch interval, see PATCH_INTERVAL_MS).
        const check = setTimeout(
          () => {
            this.reservationChecks.delete(check);
            if (!this.reservations.expired(sessionId, Date.now())) return;
            logger?.warn({ roomCode: this.roomId, userId }, 'competitive room: a user keeps reserving seats without connecting');
            // A Redis presence answers with a promise, the local one at once: a failure does not concern the room.
            Promise.resolve()
              .then(() => matchMaker.presence.setex(blockKey(this.roomId, userId), '1', 60))
              .catch(() => undefined);
          },
          seconds * 1_000 + 50,
        );
        this.reservationChecks.add(check);
        return true;
      };
    }
  };
}
