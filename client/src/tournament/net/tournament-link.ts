import {
  TOURNAMENT_CLOSE_CODES,
  TOURNAMENT_RECONNECT_SECONDS,
  type TournamentClientMessages,
  type TournamentClientMessageType,
  type TournamentServerMessages,
} from '@matchdrop/shared';
import type { RoomSocket } from '../../multiplayer/net/transport';
import type { Timers } from '../../game/timeout';
import type { LiveConnection, TournamentEvent } from '../live-state';

/** One more try to get back in every second, for as long as the server keeps the seat. */
const REJOIN_EVERY_MS = 1_000;

/** Every message the room sends, as a record so that a message added to the contract must be listed here too. */
const SERVER_MESSAGES: Record<keyof TournamentServerMessages, true> = {
  welcome: true,
  tournament: true,
  players: true,
  lobby: true,
  heat_started: true,
  round_items: true,
  match_result: true,
  heat_progress: true,
  heat_ended: true,
  round_ended: true,
  finished: true,
  removed: true,
  error: true,
};
const isServerMessage = (type: string): type is keyof TournamentServerMessages => Object.hasOwn(SERVER_MESSAGES, type);

export interface LinkDeps {
  join: (code: string, token: string) => Promise<RoomSocket>;
  timers: Timers;
  now: () => number;
}

type Listener = (event: TournamentEvent) => void;

/**
 * The tournament room's connection: every server message as an event with its arrival time, and the way back
 * after a drop (joining again with the same token, every second, for the 30 s the server keeps the seat).
 * A removal, a seat taken by another tab, or leaving on purpose end it for good.
 */
export class TournamentLink {
  private socket: RoomSocket | null = null;
  private readonly listeners = new Set<Listener>();
  private ended = false;
  private retry: unknown = null;
  private droppedAt: number | null = null;

  constructor(
    readonly code: string,
    private readonly token: string,
    private readonly deps: LinkDeps,
  ) {}

  /** Subscribes to every event; returns the unsubscribe function. */
  on(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves once in (or rejects with the server's refusal on the first join). */
  async open(): Promise<void> {
    this.status({ state: 'connecting' });
    this.attach(await this.deps.join(this.code, this.token));
  }

  send<K extends TournamentClientMessageType>(type: K, payload: TournamentClientMessages[K]): void {
    this.socket?.send(type, payload);
  }

  /** Leaves for good (the seat is given up only by the server's own rules: a player may come back by the link). */
  leave(): void {
    if (this.ended) return;
    this.end('left');
    this.socket?.leave(true);
    this.socket = null;
  }

  private emit(event: TournamentEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }

  private status(payload: LiveConnection): void {
    this.emit({ type: 'connection', payload, at: this.deps.now() });
  }

  private end(reason: 'removed' | 'replaced' | 'lost' | 'left'): void {
    this.ended = true;
    if (this.retry !== null) this.deps.timers.clearTimer(this.retry);
    this.retry = null;
    this.status({ state: 'ended', reason });
  }

  private attach(socket: RoomSocket): void {
    if (this.ended) {
      socket.leave(true);
      return;
    }
    this.socket = socket;
    this.droppedAt = null;
    socket.onMessage((type, payload) => {
      // Unknown names (a newer server) are skipped rather than misread.
      if (isServerMessage(type)) this.emit({ type, payload, at: this.deps.now() } as TournamentEvent);
    });
    socket.onLeave((closeCode) => this.dropped(socket, closeCode));
    this.status({ state: 'connected' });
  }

  private dropped(socket: RoomSocket, closeCode: number): void {
    if (this.ended || socket !== this.socket) return;
    this.socket = null;
    if (closeCode === TOURNAMENT_CLOSE_CODES.removed) return this.end('removed');
    if (closeCode === TOURNAMENT_CLOSE_CODES.replaced) return this.end('replaced');
    this.droppedAt = this.deps.now();
    this.status({ state: 'reconnecting', since: this.droppedAt });
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
      if (this.ended) return;
      const since = this.droppedAt ?? this.deps.now();
      if (this.deps.now() - since >= TOURNAMENT_RECONNECT_SECONDS * 1_000) this.end('lost');
      else this.scheduleRejoin();
    }
  }
}
