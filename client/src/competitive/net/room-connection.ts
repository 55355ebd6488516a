import { t } from '@lingui/core/macro';
import { isRoomServerMessage, ROOM_CLOSE_CODES, SOCKET_RECONNECT_ATTEMPTS, SOCKET_RECONNECT_DELAY_MS } from '@matchdrop/shared';
import type { CompetitiveServerMessages, RoomClientMessages, RoomClientMessageType } from '@matchdrop/shared';
import { Emitter } from '../../game/emitter';
import type { Timers } from '../../game/timeout';
import { createIntents, type RoomIntents } from './intents';
import { toSnapshot, type RoomSnapshot } from './snapshot';
import { roomGone, SERVER_SHUTDOWN_CLOSE_CODE } from './room-gone';
import { DROP_CLOSE_CODES, type RoomSocket, type RoomTransport } from '../../multiplayer/net/transport';

/**
 * Why the connection ended for good. lost: every reconnect attempt failed; server_stopped: the room's server
 * stopped (a reconnect found the room gone); server_restarting: a server shutdown closed the room.
 */
export type LeaveReason = 'left' | 'removed' | 'quit' | 'suspended' | 'replaced' | 'lost' | 'closed' | 'server_stopped' | 'server_restarting';

export type ConnectionStatus = { state: 'connected' } | { state: 'reconnecting'; attempt: number; attempts: number } | { state: 'ended'; reason: LeaveReason };

/** Everything the room tells the client: the server messages (R-ROOM-8), the state, the connection. */
export interface RoomEvents extends CompetitiveServerMessages {
  snapshot: RoomSnapshot;
  status: ConnectionStatus;
}

/** Any one of the room's events, for a single subscriber that handles them all (the screens' reducer). */
export type RoomEvent = { [K in keyof RoomEvents]: { type: K; payload: RoomEvents[K] } }[keyof RoomEvents];

/** Events kept for the first subscriber of subscribe() (messages can arrive before the screen is mounted). */
const BACKLOG_MAX = 200;

const REASON_BY_CODE = new Map<number, LeaveReason>([
  [ROOM_CLOSE_CODES.removed, 'removed'],
  [ROOM_CLOSE_CODES.quit, 'quit'],
  [ROOM_CLOSE_CODES.suspended, 'suspended'],
  [ROOM_CLOSE_CODES.replaced, 'replaced'],
  [SERVER_SHUTDOWN_CLOSE_CODE, 'server_restarting'],
]);

export interface ConnectionDeps {
  transport: RoomTransport;
  timers: Timers;
  /** The current login token (read again for each reconnect: a logout stops the retries). */
  token: () => string | null;
  /** POST /api/competitive/remove-player. */
  removePlayer: (roomCode: string, userId: string) => Promise<void>;
  /** R-ROOM-11: 5 attempts, 1 s apart. */
  policy?: { attempts: number; delayMs: number };
}

/**
 * The one owner of a competitive room's connection. It routes the server's messages and state to typed
 * listeners, sends the player's intents, takes the seat back after an unexpected drop (up to 5 attempts,
 * 1 s apart, with the SDK's reconnection token) and ends cleanly: after leave() or dispose() nothing is
 * emitted, no timer is pending and a reconnect still in flight gives its seat up when it lands.
 */
export class RoomConnection {
  readonly intents: RoomIntents;
  private readonly events = new Emitter<RoomEvents>();
  private readonly policy: { attempts: number; delayMs: number };
  private socket: RoomSocket | null = null;
  private reconnectionToken = '';
  private retryTimer: unknown = null;
  private ended = false;
  /** The server said it is closing the room (room_closed): the drop that follows is not worth a retry. */
  private closedByServer = false;
  private currentStatus: ConnectionStatus = { state: 'connected' };
  private lastSnapshot: RoomSnapshot | null = null;
  private backlog: RoomEvent[] | null = [];
  private readonly subscribers = new Set<(event: RoomEvent) => void>();

  /** Takes a seat in the room; rejects with the server's reason (e.g. 'Room is full'). */
  static async open(roomCode: string, deps: ConnectionDeps): Promise<RoomConnection> {
    const token = deps.token();
    if (!token) throw new Error(t`Please log in to play competitive mode`);
    return new RoomConnection(roomCode, await deps.transport.join(roomCode, token), deps);
  }

  /** Takes the same seat back with the reconnection token a previous page kept (a reload within the 30-s window). */
  static async resume(roomCode: string, reconnectionToken: string, deps: ConnectionDeps): Promise<RoomConnection> {
    const token = deps.token();
    if (!token) throw new Error(t`Please log in to play competitive mode`);
    return new RoomConnection(roomCode, await deps.transport.reconnect(reconnectionToken, token), deps);
  }

  /** The token that takes this seat back after a drop or a reload (it changes with each reconnection). */
  get seatToken(): string {
    return this.reconnectionToken;
  }

  private constructor(
    readonly roomCode: string,
    socket: RoomSocket,
    private readonly deps: ConnectionDeps,
  ) {
    this.policy = deps.policy ?? { attempts: SOCKET_RECONNECT_ATTEMPTS, delayMs: SOCKET_RECONNECT_DELAY_MS };
    this.intents = createIntents((type, payload) => this.send(type, payload));
    this.attach(socket);
  }

  on<K extends keyof RoomEvents>(type: K, listener: (payload: RoomEvents[K]) => void): () => void {
    return this.events.on(type, listener);
  }

  /**
   * Every event in order, to one listener. The first subscriber also gets what arrived since the seat was
   * taken (a screen mounts a moment after the join, and the server greets at once).
   */
  subscribe(listener: (event: RoomEvent) => void): () => void {
    const missed = this.backlog ?? [];
    this.backlog = null;
    this.subscribers.add(listener);
    for (const event of missed) listener(event);
    return () => {
      this.subscribers.delete(listener);
    };
  }

  get status(): ConnectionStatus {
    return this.currentStatus;
  }

  /** The latest synchronized room state (null until the first arrives). */
  get snapshot(): RoomSnapshot | null {
    return this.lastSnapshot;
  }

  /** Dropped while reconnecting or after the end: the room state and game_started are resent on a reconnect. */
  send<K extends RoomClientMessageType>(type: K, payload?: RoomClientMessages[K]): void {
    if (!this.ended && this.currentStatus.state === 'connected') this.socket?.send(type, payload);
  }

  /** Host only, through REST (R-ROOM-5): errors carry the server's reason. */
  removePlayer(userId: string): Promise<void> {
    return this.deps.removePlayer(this.roomCode, userId);
  }

  /** Leaves the room for good (the seat is given up) and tells the listeners. */
  leave(): void {
    if (this.ended) return;
    this.finish({ state: 'ended', reason: 'left' });
  }

  /** Leaves without telling anyone (the screen is going away) and drops every listener. */
  dispose(): void {
    if (!this.ended) this.finish(null);
    this.events.clear();
    this.subscribers.clear();
    this.backlog = null;
  }

  private attach(socket: RoomSocket): void {
    this.socket = socket;
    this.reconnectionToken = socket.reconnectionToken;
    const current = (): boolean => this.socket === socket && !this.ended;
    socket.onMessage((type, payload) => {
      if (current() && type === 'room_closed') this.closedByServer = true;
      if (current() && isRoomServerMessage(type)) this.emit({ type, payload } as RoomEvent);
    });
    socket.onStateChange((state) => {
      if (current()) this.publishSnapshot(state);
    });
    socket.onLeave((code) => {
      if (current()) this.onDrop(code);
    });
    this.publishSnapshot(socket.currentState());
  }

  private publishSnapshot(state: unknown): void {
    const snapshot = toSnapshot(state);
    if (!snapshot) return;
    this.lastSnapshot = snapshot;
    this.emit({ type: 'snapshot', payload: snapshot });
  }

  private onDrop(code: number): void {
    this.socket = null;
    if (this.closedByServer) return this.finish({ state: 'ended', reason: 'server_restarting' });
    if (DROP_CLOSE_CODES.has(code)) this.scheduleAttempt(1);
    else this.finish({ state: 'ended', reason: REASON_BY_CODE.get(code) ?? 'closed' });
  }

  private scheduleAttempt(attempt: number): void {
    if (attempt > this.policy.attempts) return this.finish({ state: 'ended', reason: 'lost' });
    this.setStatus({ state: 'reconnecting', attempt, attempts: this.policy.attempts });
    this.retryTimer = this.deps.timers.setTimer(() => {
      this.retryTimer = null;
      void this.reconnect(attempt);
    }, this.policy.delayMs);
  }

  private async reconnect(attempt: number): Promise<void> {
    const token = this.deps.token();
    if (!token) return this.finish({ state: 'ended', reason: 'lost' });
    let socket: RoomSocket;
    try {
      socket = await this.deps.transport.reconnect(this.reconnectionToken, token);
    } catch (err) {
      if (roomGone(err)) return this.finish({ state: 'ended', reason: 'server_stopped' });
      if (!this.ended) this.scheduleAttempt(attempt + 1);
      return;
    }
    if (this.ended) return socket.leave(true);
    this.attach(socket);
    this.setStatus({ state: 'connected' });
  }

  private setStatus(status: ConnectionStatus): void {
    this.currentStatus = status;
    this.emit({ type: 'status', payload: status });
  }

  private emit(event: RoomEvent): void {
    this.events.emit(event.type, event.payload as never);
    if (this.backlog && this.backlog.length < BACKLOG_MAX) this.backlog.push(event);
    for (const listener of [...this.subscribers]) listener(event);
  }

  /** The end of this connection: nothing pending, the seat given up, and (unless disposing) one last status. */
  private finish(status: ConnectionStatus | null): void {
    this.ended = true;
    if (this.retryTimer !== null) this.deps.timers.clearTimer(this.retryTimer);
    this.retryTimer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.leave(true);
    if (status) this.setStatus(status);
  }
}
