import { matchMaker, Room, ServerError } from '@colyseus/core';
import type { Client, RoomException } from '@colyseus/core';
import type { Logger } from 'pino';
import { untrackRoom } from '../competitive/disconnect.js';
import { releaseRoomCode } from '../competitive/room-code.js';
import type { PlayerSession } from '../competitive/auth.js';
import { sessionEndCode } from '../session-watch.js';
import type { CommonEffect, RefusalOf, SeatEvent, StepResultOf } from './reducer.js';
import { deliver } from './room-parts.js';
import type { LiveSeat, RoomTimers } from './room-parts.js';

export type SeatClient = Client<{ userData: LiveSeat; auth: LiveSeat }>;

/**
 * What a live mode's Colyseus room (the tournament's, the team race's) does the same way: it runs every event
 * through its reducer and carries out the effects, keeps the players' and the projectors' connections, gives a
 * dropped player their reconnection window, treats a leave as gone for good, and puts out a suspended account.
 * Each mode's room adds its own welcome, batching and storage.
 */
export type SeatOutcome<C extends string> = { ok: true; player: { id: string; name: string } } | { ok: false; refusal: RefusalOf<C> };

export abstract class LiveRoom<S extends { players: readonly { id: string; name: string; userId: string | null }[] }, E, F, C extends string> extends Room {
  protected logic!: S;
  protected readonly players = new Map<string, SeatClient>();
  protected readonly hosts = new Set<SeatClient>();
  /** When each signed-in player took their seat (ms). */
  private readonly seatedAt = new Map<string, number>();

  protected abstract reduce(state: S, event: E | SeatEvent, now: number): StepResultOf<S, F, C>;
  protected abstract apply(effect: F): void;
  /** The reconnection window, in seconds (scaled in tests). */
  protected abstract readonly reconnectSeconds: number;
  /** The close code of a host connection put out by a suspension. */
  protected abstract readonly removedCode: number;
  /** Named in the log line of an uncaught error. */
  protected abstract readonly label: string;
  protected abstract readonly logger: Logger | undefined;
  /** The room's clock timers (set in onCreate), cleared when it goes. */
  protected timers?: RoomTimers<string>;

  override onUncaughtException(error: RoomException): void {
    if (error.cause instanceof ServerError) return;
    this.logger?.error({ err: error.cause ?? error, code: this.roomId }, `${this.label}: ${error.name}`);
  }

  /** The room's database writes, chained (enqueue). */
  private writes: Promise<unknown> = Promise.resolve();

  /** Its last writes (a round's plays, the finished row) land before the room is gone: a shutdown waits for them. */
  override onDispose(): Promise<unknown> {
    untrackRoom(this);
    this.timers?.clearAll();
    releaseRoomCode(matchMaker.presence, this.roomId);
    return this.writes;
  }

  /** Writes run one after another, so a later state never lands before an earlier one; a failure is logged and the next goes on. */
  protected enqueue(write: () => Promise<unknown>, failure: string): void {
    this.writes = this.writes.then(write).catch((err: unknown) => this.logger?.error({ err, code: this.roomId }, failure));
  }

  /** A seat for a guest's nickname or an account (an account joining again gets its seat back), through the reducer. */
  protected takeSeat(name: string, userId: number | null, missing: RefusalOf<C>): SeatOutcome<C> {
    const key = userId === null ? null : String(userId);
    const refusal = this.dispatch({ type: 'join', player: { name, userId: key } });
    if (refusal) return { ok: false, refusal };
    const player = key === null ? this.logic.players.at(-1) : this.logic.players.find((p) => p.userId === key);
    if (player && key !== null) this.seatedAt.set(player.id, Date.now());
    return player ? { ok: true, player: { id: player.id, name: player.name } } : { ok: false, refusal: missing };
  }

  /** One event through the reducer. A refused connection event throws (the join fails with its status); `accepted` runs after the new state is in and before its effects, so a welcome precedes what the event sends. */
  protected dispatch(event: E | SeatEvent, accepted?: () => void): StepResultOf<S, F, C>['refusal'] {
    const { state, effects, refusal } = this.reduce(this.logic, event, Date.now());
    if (refusal && accepted) throw new ServerError(refusal.status, refusal.message);
    this.logic = state;
    accepted?.();
    for (const effect of effects) this.apply(effect);
    return refusal;
  }

  /** The close code of a seat's older connection when the same seat connects from another tab. */
  protected abstract readonly replacedCode: number;
  /** The projector's first messages (the picture so far). */
  protected abstract welcomeHost(client: SeatClient): void;
  /** A player's first messages after their seat connected (their name, their part of the picture). */
  protected abstract welcomePlayer(client: SeatClient, playerId: string): void;

  /** Who the connection is was decided in onAuth: the host's projector, or a player's seat (a newer tab replaces the older). */
  override onJoin(client: SeatClient): void {
    const seat = client.auth as LiveSeat | undefined;
    if (!seat) throw new ServerError(401, 'A seat token is required');
    client.userData = seat;
    if (seat.role === 'host') {
      this.dispatch({ type: 'host_connected', userId: seat.userId }, () => {
        this.hosts.add(client);
        this.welcomeHost(client);
      });
      return;
    }
    const previous = this.players.get(seat.playerId);
    this.dispatch({ type: 'connected', playerId: seat.playerId, code: seat.code }, () => {
      this.players.set(seat.playerId, client);
      if (previous) previous.leave(this.replacedCode);
      this.welcomePlayer(client, seat.playerId);
    });
  }

  override onDrop(client: SeatClient): void {
    const seat = client.userData;
    if (seat?.role !== 'player' || this.players.get(seat.playerId) !== client) return;
    this.dispatch({ type: 'dropped', playerId: seat.playerId });
    this.allowReconnection(client, this.reconnectSeconds).catch(() => undefined);
  }

  override onReconnect(client: SeatClient): void {
    const seat = client.userData;
    if (seat?.role === 'player') this.dispatch({ type: 'connected', playerId: seat.playerId, code: seat.code }, () => this.players.set(seat.playerId, client));
  }

  override onLeave(client: SeatClient): void {
    const seat = client.userData;
    if (seat?.role === 'host') {
      if (this.hosts.delete(client)) this.dispatch({ type: 'host_dropped' });
      return;
    }
    if (seat?.role !== 'player' || this.players.get(seat.playerId) !== client) return;
    this.players.delete(seat.playerId);
    this.dispatch({ type: 'dropped', playerId: seat.playerId });
    this.dispatch({ type: 'gone', playerId: seat.playerId });
  }

  /**
   * The effects every mode carries out alike (a message sent, a timer cancelled, a removed player's connection
   * closed, the room gone); false for the mode's own, which its apply handles.
   */
  protected applyCommon(effect: { kind: string }): boolean {
    const common = effect as CommonEffect<string, Record<string, object>>;
    switch (common.kind) {
      case 'send':
        deliver(common.to, common.message, { broadcast: (type, payload) => this.broadcast(type, payload), hosts: this.hosts, player: (id) => this.players.get(id) });
        return true;
      case 'cancel':
        this.timers?.cancel(common.timer);
        return true;
      case 'close': {
        const client = this.players.get(common.playerId);
        this.players.delete(common.playerId);
        client?.leave(this.removedCode);
        return true;
      }
      case 'dispose':
        void this.disconnect();
        return true;
      default:
        return false;
    }
  }

  /**
   * The signed-in host connections and seated account players, for the session watch (session-watch.ts): a player's
   * session counts from when they took their seat, so only a revocation after it puts them out.
   */
  sessions(): PlayerSession[] {
    const hosts = [...this.hosts].flatMap((h) => (h.userData?.role === 'host' ? [{ userId: Number(h.userData.userId), issuedAtMs: h.userData.issuedAtMs }] : []));
    const players = this.logic.players.flatMap((p) => (p.userId === null ? [] : [{ userId: Number(p.userId), issuedAtMs: this.seatedAt.get(p.id) ?? 0 }]));
    return [...hosts, ...players];
  }

  /**
   * The session watch and the suspension hook: the account's host connections close, and it is put out by the
   * reducer (no way back in).
   */
  disconnectUser(userId: string, reason: string): void {
    for (const host of this.hosts) {
      if (host.userData?.role !== 'host' || host.userData.userId !== userId) continue;
      host.send('error', { status: 403, message: reason, code: sessionEndCode(reason) });
      host.leave(this.removedCode);
    }
    this.dispatch({ type: 'suspended', userId, reason });
  }
}
