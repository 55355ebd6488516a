import type { RoomSocket } from '../../multiplayer/net/transport';
import { withTimeout, type Timers } from '../../game/timeout';

/** One more try to get back in every second, for as long as the server keeps the seat. */
const REJOIN_EVERY_MS = 1_000;
/** How long the first join may take before the screen says it failed (a server that never answers). */
export const FIRST_JOIN_TIMEOUT_MS = 15_000;

export type LiveConnection =
  { state: 'connecting' } | { state: 'connected' } | { state: 'reconnecting'; since: number } | { state: 'ended'; reason: 'removed' | 'replaced' | 'lost' | 'left' };

/** A live room's messages, each with the local time it arrived, and the connection's own news. */
export type LiveEvent<Server> = { [K in keyof Server]: { type: K; payload: Server[K]; at: number } }[keyof Server] | { type: 'connection'; payload: LiveConnection; at: number };

export interface LinkDeps {
  join: (code: string, token: string) => Promise<RoomSocket>;
  timers: Timers;
  now: () => number;
}

/** What tells one live mode's room from another's: its messages, its close codes and how long it keeps a seat. */
export interface LiveRoomKind<Server> {
  /** Every message the room sends, as a record so that a message added to the contract must be listed too. */
  serverMessages: Record<keyof Server, true>;
  closeCodes: { removed: number; replaced: number };
  reconnectSeconds: number;
}

/**
 * A live room's connection (a tournament's, a team race's): every server message as an event with its arrival
 * time, and the way back after a drop (joining again with the same token, every second, for as long as the server
 * keeps the seat). A removal, a seat taken by another tab, or leaving on purpose end it for good.
 */
export class LiveLink<Server, Client> {
  private socket: RoomSocket | null = null;
  private readonly listeners = new Set<(event: LiveEvent<Server>) => void>();
  private ended = false;
  private retry: unknown = null;
  /** After a drop: the end of the time the server keeps the seat, when the link gives up (a join may never answer). */
  private giveUp: unknown = null;

  constructor(
    readonly code: string,
    private readonly token: string,
    private readonly deps: LinkDeps,
    private readonly kind: LiveRoomKind<Server>,
  ) {}

  /** Subscribes to every event; returns the unsubscribe function. */
  on(listener: (event: LiveEvent<Server>) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Resolves once in; rejects with the server's refusal on the first join, or (an empty message: the screen words
   * it) when no answer came in time. The link is over then: a join that answers late is left at once.
   */
  async open(): Promise<void> {
    this.status({ state: 'connecting' });
    const joining = this.deps.join(this.code, this.token);
    let socket: RoomSocket;
    try {
      socket = await withTimeout(joining, FIRST_JOIN_TIMEOUT_MS, this.deps.timers, '');
    } catch (error) {
      this.ended = true;
      joining.then(
        (late) => late.leave(true),
        () => undefined,
      );
      throw error;
    }
    this.attach(socket);
  }

  send<K extends keyof Client & string>(type: K, payload: Client[K]): void {
    this.socket?.send(type, payload);
  }

  /** Leaves for good (the seat is given up only by the server's own rules: a player may come back by the link). */
  leave(): void {
    if (this.ended) return;
    this.end('left');
    this.socket?.leave(true);
    this.socket = null;
  }

  private emit(event: LiveEvent<Server>): void {
    for (const listener of [...this.listeners]) listener(event);
  }

  private status(payload: LiveConnection): void {
    this.emit({ type: 'connection', payload, at: this.deps.now() });
  }

  private end(reason: 'removed' | 'replaced' | 'lost' | 'left'): void {
    this.ended = true;
    this.clearTimers();
    this.status({ state: 'ended', reason });
  }

  private clearTimers(): void {
    if (this.retry !== null) this.deps.timers.clearTimer(this.retry);
    if (this.giveUp !== null) this.deps.timers.clearTimer(this.giveUp);
    this.retry = null;
    this.giveUp = null;
  }

  private attach(socket: RoomSocket): void {
    if (this.ended) {
      socket.leave(true);
      return;
    }
    this.socket = socket;
    this.clearTimers();
    socket.onMessage((type, payload) => {
      // Unknown names (a newer server) are skipped rather than misread.
      if (Object.hasOwn(this.kind.serverMessages, type)) this.emit({ type, payload, at: this.deps.now() } as LiveEvent<Server>);
    });
    socket.onLeave((closeCode) => this.dropped(socket, closeCode));
    this.status({ state: 'connected' });
  }

  private dropped(socket: RoomSocket, closeCode: number): void {
    if (this.ended || socket !== this.socket) return;
    this.socket = null;
    if (closeCode === this.kind.closeCodes.removed) return this.end('removed');
    if (closeCode === this.kind.closeCodes.replaced) return this.end('replaced');
    this.status({ state: 'reconnecting', since: this.deps.now() });
    this.giveUp = this.deps.timers.setTimer(() => this.end('lost'), this.kind.reconnectSeconds * 1_000);
    this.scheduleRejoin();
  }

  private scheduleRejoin(): void {
    this.retry = this.deps.timers.setTimer(() => {
      this.retry = null;
      void this.rejoin();
    }, REJOIN_EVERY_MS);
  }

  private async rejoin(): Promise<void> {
    if (this.ended) return;
    try {
      this.attach(await this.deps.join(this.code, this.token));
    } catch {
      // Tried again every second until back in, or until the seat's time is up (giveUp).
      if (!this.ended) this.scheduleRejoin();
    }
  }
}
