import { Client } from '@colyseus/sdk';
import type { Room } from '@colyseus/sdk';
import { uniquePairs } from '@matchdrop/shared';
import type { GameData, HeatStartedPayload, TournamentServerMessages } from '@matchdrop/shared';

type Inbox = { [K in keyof TournamentServerMessages]?: TournamentServerMessages[K][] };

/**
 * A tournament player (or the host's projector) for tests and the bench: it joins the room with its token, records
 * every message, and, as a player, plays each heat it is dealt. The answer key is never sent, so a bot is given the
 * game's data by the test (the server-side key).
 */
export class TournamentBot {
  room!: Room;
  readonly inbox: Inbox = {};
  private readonly waiters: (() => void)[] = [];
  private readonly client: Client;
  /** Delay between two attempts (human pace ~1 s; tests go faster). */
  paceMs = 20;
  /** Set to false to keep the bot from playing its heats. */
  autoplay = true;
  closeCode: number | null = null;
  /** Called with every message as it arrives (the SDK gives a message to one handler only, this bot's). */
  onAny: ((type: string, payload: unknown) => void) | null = null;

  constructor(
    readonly url: string,
    readonly token: string,
    private readonly data: GameData | null,
  ) {
    this.client = new Client(url);
  }

  async join(code: string): Promise<this> {
    this.attach(await this.client.joinById(code, { token: this.token }));
    return this;
  }

  async reconnect(token: string): Promise<void> {
    this.attach(await this.client.reconnect(token));
  }

  private attach(room: Room): void {
    this.room = room;
    room.reconnection.enabled = false;
    room.onMessage('*', (type: string | number, payload: unknown) => {
      const key = String(type) as keyof TournamentServerMessages;
      ((this.inbox[key] ??= []) as unknown[]).push(payload);
      this.onAny?.(key, payload);
      if (key === 'heat_started' && this.autoplay && this.data) void this.play(payload as HeatStartedPayload);
      for (const wake of this.waiters.splice(0)) wake();
    });
    room.onLeave((code: number) => {
      this.closeCode = code;
    });
  }

  /** Resolves with the n-th (1-based) message of this type once it has arrived. */
  async next<K extends keyof TournamentServerMessages>(type: K, n = 1, timeoutMs = 20_000): Promise<TournamentServerMessages[K]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const got = this.inbox[type]?.[n - 1];
      if (got !== undefined) return got as TournamentServerMessages[K];
      if (Date.now() > deadline) throw new Error(`no ${type} #${n} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 200);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  count(type: keyof TournamentServerMessages): number {
    return this.inbox[type]?.length ?? 0;
  }

  send(type: string, payload: unknown = {}): void {
    this.room.send(type, payload);
  }

  /** Matches every pair of the heat still on offer, one attempt per paceMs. */
  async play(heat: HeatStartedPayload): Promise<void> {
    const items = new Set(heat.items);
    const done = new Set(heat.matchedItems ?? []);
    for (const [a, b] of uniquePairs(this.data ?? {})) {
      if (!items.has(a) || !items.has(b) || done.has(a)) continue;
      await new Promise((r) => setTimeout(r, this.paceMs));
      if (!this.autoplay) return;
      this.room.send('match_attempt', { item1: a, item2: b });
    }
  }

  drop(): Promise<number> {
    return this.room.leave(false);
  }

  async leave(): Promise<void> {
    await this.room.leave(true).catch(() => undefined);
  }
}
