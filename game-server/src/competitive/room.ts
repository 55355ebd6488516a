import { CloseCode, ErrorCode, matchMaker, Room, ServerError } from '@colyseus/core';
import type { RoomException } from '@colyseus/core';
import { ROOM_CLIENT_MESSAGE_SCHEMAS, ROOM_CLOSE_CODES, ROOM_RECONNECT_SECONDS } from '@matchdrop/shared';
import type { RoomClientMessageType } from '@matchdrop/shared';
import type { z } from 'zod';
import { checkPlayer } from './auth.js';
import type { AuthenticatedPlayer } from './auth.js';
import { eventFor, parseClientMessage } from './client-events.js';
import type { CompetitiveDeps } from './deps.js';
import { trackRoom, untrackRoom } from './disconnect.js';
import { resolveRoomGame } from './game-source.js';
import type { RoomGame } from './game-source.js';
import { createRoomState, joinRefusal, step } from './logic/index.js';
import type { Effect, RoomEvent, RoomState } from './logic/index.js';
import { MetadataPublisher } from './metadata.js';
import type { RoomMetadata } from './metadata.js';
import { persistRound } from './persist.js';
import { claimRoomCode, releaseRoomCode } from './room-code.js';
import { parseRoomOptions } from './room-options.js';
import { resumeRound } from './resume.js';
import { seatFor } from './seat.js';
import type { Seat, SeatClient } from './seat.js';
import { closeForShutdown } from './shutdown.js';
import { CompetitiveState, syncState } from './state-schema.js';
import { RoomTimers } from './timers.js';

type Reconnection = ReturnType<Room['allowReconnection']>;
type TopicProposal = z.output<typeof ROOM_CLIENT_MESSAGE_SCHEMAS.propose_topic>;

/**
 * The thin Colyseus adapter around the pure room logic (./logic): every client message and timer becomes a
 * RoomEvent for `step`, with the server clock; the effects are carried out in order (messages, Colyseus-clock
 * timers, database writes, kicks, disposal) and the synchronized state and the matchmaker metadata mirror the
 * new state. The room id is the 6-character room code. Built per process by `competitiveRoom(deps)`, because
 * the static onAuth needs the injected authenticator.
 */
export function competitiveRoom(deps: CompetitiveDeps): new () => Room {
  const scale = deps.timeScale ?? 1;
  const logger = deps.logger;

  return class CompetitiveRoom extends Room<{ state: CompetitiveState; metadata: RoomMetadata; client: SeatClient }> {
    /** Runs in whichever process takes the matchmaking request, before any seat is reserved. */
    static override async onAuth(token: string): Promise<AuthenticatedPlayer> {
      const check = await checkPlayer(deps.authenticator, token);
      if (!check.ok) throw new ServerError(ErrorCode.AUTH_FAILED, check.error);
      return check.player;
    }

    private logic!: RoomState;
    private game!: RoomGame;
    /** The game of the proposal being voted on; becomes the room's game when the topic is approved. */
    private proposedGame: RoomGame | null = null;
    /** The game of a proposal being stepped right now (it becomes proposedGame if the logic accepts it). */
    private offeredGame: RoomGame | null = null;
    private readonly seats = new Map<string, SeatClient>();
    private readonly reconnections = new Map<string, Reconnection>();
    private readonly timers = new RoomTimers(this.clock, scale, (timer, at) => this.dispatch({ type: 'timer', timer, at }));
    private readonly metadataPublisher = new MetadataPublisher(
      (metadata) => this.setMetadata(metadata),
      (err) => logger?.warn({ err, roomCode: this.roomId }, 'could not update room metadata'),
    );

    override async onCreate(options: unknown): Promise<void> {
      const { hostUserId, game, pairCount, maxPlayers } = parseRoomOptions(options);
      const roomCode = await claimRoomCode(matchMaker.presence, matchMaker.driver);
      this.roomId = roomCode;
      this.game = game;
      this.maxClients = maxPlayers;
      this.logic = createRoomState({ roomCode, dictionaryName: game.name, dictionaryData: game.data, pairCount, maxPlayers, hostUserId });
      this.state = new CompetitiveState();
      syncState(this.state, this.logic);
      // Joined by code only: never picked by joinOrCreate / join, never listed.
      await this.setPrivate(true);
      this.metadata = this.metadataPublisher.initial(this.logic);
      for (const type of Object.keys(ROOM_CLIENT_MESSAGE_SCHEMAS) as RoomClientMessageType[]) {
        this.onMessage(type, (client: SeatClient, payload: unknown) => this.onClientMessage(client, type, payload));
      }
      trackRoom(this);
    }

    override onJoin(client: SeatClient): void {
      const player = client.auth;
      if (!player) throw new ServerError(ErrorCode.AUTH_FAILED, 'Please log in to play competitive mode');
      const seat = seatFor(player, Date.now());
      const { userId } = seat;
      const refusal = joinRefusal(this.logic, userId);
      if (refusal !== null) throw new ServerError(ErrorCode.APPLICATION_ERROR, refusal);
      const previous = this.seats.get(userId);
      client.userData = seat;
      this.seats.set(userId, client);
      if (previous) this.dismiss(previous, ROOM_CLOSE_CODES.replaced);
      this.dispatch({ type: 'join', userId, username: player.username });
      resumeRound(this.logic, client, userId);
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

    override onReconnect(client: SeatClient): void {
      const seat = client.userData;
      if (!seat) return;
      this.reconnections.delete(seat.userId);
      this.seats.set(seat.userId, client);
      this.dispatch({ type: 'set_connected', userId: seat.userId, connected: true });
      resumeRound(this.logic, client, seat.userId);
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
      closeForShutdown(this, { logic, game: this.game, db: deps.db, logger }).catch((err: unknown) =>
        logger?.error({ err, roomCode: this.roomId }, 'could not close a room for shutdown'),
      );
    }

    override onDispose(): void {
      untrackRoom(this);
      this.timers.clear();
      releaseRoomCode(matchMaker.presence, this.roomId);
    }

    /** The suspension hook (see disconnect.ts). */
    disconnectUser(userId: string, reason: string): void {
      const client = this.seats.get(userId);
      if (!client) return;
      client.send('error', { message: reason });
      this.seats.delete(userId);
      this.dismiss(client, ROOM_CLOSE_CODES.suspended);
      this.dispatch({ type: 'leave', userId });
    }

    /**
     * POST /api/competitive/remove-player, called through the matchmaker from whichever process took the
     * request. The logic's refusal, if any, is the answer instead of an error message on the socket.
     */
    async removeByHost(hostUserId: string, targetUserId: string): Promise<{ ok: true } | { ok: false; error: string }> {
      const { state, effects } = step(this.logic, { type: 'remove_player', userId: hostUserId, targetUserId }, Date.now());
      const refusal = effects.find((e) => e.kind === 'send' && e.to === hostUserId && e.type === 'error');
      if (refusal?.kind === 'send' && refusal.type === 'error') return { ok: false, error: refusal.payload.message };
      if (effects.length === 0) return { ok: false, error: 'Players can only be removed in the lobby' };
      this.commit(state, effects);
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

    private async proposeTopic(client: SeatClient, seat: Seat, proposal: TopicProposal): Promise<void> {
      if (this.logic.phase !== 'topic_selection') return;
      const found = await resolveRoomGame(deps.db, Number(seat.userId), { ...proposal, name: proposal.topicName });
      if (!found.ok) return client.send('error', { message: found.error });
      this.offeredGame = found.game;
      try {
        this.dispatch({ type: 'propose_topic', userId: seat.userId, topicName: found.game.name, dictionaryData: found.game.data });
      } finally {
        this.offeredGame = null;
      }
    }

    private dispatch(event: RoomEvent): void {
      const { state, effects } = step(this.logic, event, Date.now());
      this.commit(state, effects);
    }

    private commit(state: RoomState, effects: Effect[]): void {
      if (effects.some((e) => e.kind === 'broadcast' && e.type === 'topic_proposed')) this.proposedGame = this.offeredGame;
      if (this.proposedGame && state.phase === 'pair_count_selection' && this.logic.phase === 'topic_selection') {
        this.game = this.proposedGame; // the topic was approved: rounds now count for this game
        this.proposedGame = null;
      }
      this.logic = state;
      for (const effect of effects) this.apply(effect);
      syncState(this.state, state);
      this.metadataPublisher.publish(state);
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
          persistRound(deps.db, effect.round, this.game).catch((err: unknown) =>
            logger?.error({ err, roomCode: this.roomId }, 'could not save a competitive round'),
          );
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
  };
}
