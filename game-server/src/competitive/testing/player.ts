import { Client } from '@colyseus/sdk';
import type { Room } from '@colyseus/sdk';
import type { CompetitiveRoomView, CompetitiveServerMessages, CreateRoomRequest, GameData, RoomClientMessages } from '@matchdrop/shared';
import type { TestAccount } from './server.js';

/** Test support (not a test file): the competitive REST calls and a real SDK client that records every message. */

type MessageName = keyof CompetitiveServerMessages;

export interface RestAnswer<T = { room: CompetitiveRoomView }> {
  status: number;
  body: T & { error?: string; message?: string };
}

export async function rest<T = { room: CompetitiveRoomView }>(url: string, path: string, token: string | undefined, body?: unknown): Promise<RestAnswer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${url}/api/competitive/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as RestAnswer<T>['body'] };
}

export async function createRoom(url: string, host: TestAccount, request: Partial<CreateRoomRequest> & { dictionaryData?: GameData }): Promise<string> {
  // A 10-minute round limit: with the test bed's 100× shorter delays that is still 6 s for a round.
  const answer = await rest(url, 'create-room', host.token, { dictionaryType: 'saved', pairCount: 3, maxPlayers: 4, roundSeconds: 600, ...request });
  if (answer.status !== 201) throw new Error(`create-room answered ${answer.status}: ${answer.body.error}`);
  return answer.body.room.roomCode;
}

export class TestPlayer {
  readonly account: TestAccount;
  readonly client: Client;
  room: Room;
  readonly log: { type: string; payload: unknown }[] = [];
  private readonly consumed = new Set<number>();
  private wake: (() => void)[] = [];
  /** Resolves with the close code when the server ends this connection. */
  left: Promise<number>;
  private connected = true;

  private constructor(account: TestAccount, client: Client, room: Room) {
    this.account = account;
    this.client = client;
    this.room = room;
    this.left = this.attach(room);
  }

  get userId(): string {
    return this.account.userId;
  }

  static async join(url: string, account: TestAccount, roomCode: string): Promise<TestPlayer> {
    const client = new Client(url);
    client.http.authToken = account.token;
    const room = await client.joinById(roomCode);
    return new TestPlayer(account, client, room);
  }

  private attach(room: Room): Promise<number> {
    // The tests play the client's part in reconnecting; the SDK's own automatic retry stays out of the way.
    room.reconnection.enabled = false;
    room.onMessage('*', (type, payload) => {
      this.log.push({ type: String(type), payload });
      for (const wake of this.wake.splice(0)) wake();
    });
    this.connected = true;
    return new Promise((resolve) =>
      room.onLeave((code) => {
        this.connected = false;
        resolve(code);
      }),
    );
  }

  send<K extends keyof RoomClientMessages>(type: K, payload?: RoomClientMessages[K]): void {
    this.room.send(type, payload);
  }

  /** The first not yet taken message of this type (and matching `where`), waiting for it if need be. */
  async take<K extends MessageName>(type: K, where: (payload: CompetitiveServerMessages[K]) => boolean = () => true, timeoutMs = 5_000): Promise<CompetitiveServerMessages[K]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.log.findIndex((m, i) => !this.consumed.has(i) && m.type === type && where(m.payload as CompetitiveServerMessages[K]));
      if (index >= 0) {
        this.consumed.add(index);
        return this.log[index]!.payload as CompetitiveServerMessages[K];
      }
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`${this.account.username} got no ${type}; got: ${this.log.map((m) => m.type).join(', ')}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.wake.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Every message of this type not yet taken, after waiting `ms` for stragglers. */
  async untaken<K extends MessageName>(type: K, ms = 150): Promise<CompetitiveServerMessages[K][]> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return this.log.flatMap((m, i) => (!this.consumed.has(i) && m.type === type ? [m.payload as CompetitiveServerMessages[K]] : []));
  }

  /** The network goes away without a goodbye (no automatic retry). */
  drop(): Promise<number> {
    return this.room.leave(false);
  }

  /** The client's own retry after a drop: rejoins the same seat with the reconnection token. */
  async reconnect(token = this.room.reconnectionToken): Promise<void> {
    this.room = await this.client.reconnect(token);
    this.left = this.attach(this.room);
  }

  /** Leaves the room unless the connection is already gone. */
  async leave(): Promise<void> {
    if (this.connected) await this.room.leave(true);
  }
}

/** Every pair of the round, from the items dealt and the game's two-way map. */
export function roundPairs(items: readonly string[], data: GameData): [string, string][] {
  const pairs: [string, string][] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const other = data[item];
    if (other === undefined || seen.has(item)) continue;
    seen.add(item).add(other);
    pairs.push([item, other]);
  }
  return pairs;
}
