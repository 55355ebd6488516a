// One player of a 4-player room, at human pace: a match attempt every 1–3 s, mostly wrong (so a 20-pair round
// outlasts the benchmark), each timed from sending to the server's judgement (its own player_progress_update).
import { Client } from '@colyseus/sdk';
import type { Room } from '@colyseus/sdk';
import type { CompetitiveServerMessages, GameData } from '@matchdrop/shared';

const CORRECT_SHARE = 0.15;

export class Bot {
  readonly userId: string;
  private readonly data: GameData;
  private room: Room | undefined;
  private items: string[] = [];
  private readonly matched = new Set<string>();
  private sentAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** Round trips measured since the last `take()`, in ms. */
  private samples: number[] = [];
  playing = false;

  constructor(id: number, data: GameData) {
    this.userId = String(id);
    this.data = data;
  }

  async join(url: string, code: string): Promise<Room> {
    const client = new Client(url);
    client.http.authToken = `bench-${this.userId}`;
    const room = await client.joinById(code);
    room.reconnection.enabled = false;
    room.onMessage('*', () => undefined); // lobby and other players' messages: received and ignored
    room.onMessage('game_started', (started: CompetitiveServerMessages['game_started']) => {
      this.items = started.items;
      this.playing = true;
      this.schedule();
    });
    room.onMessage('player_progress_update', (update: CompetitiveServerMessages['player_progress_update']) => {
      if (update.userId !== this.userId || this.sentAt === 0) return;
      this.samples.push(performance.now() - this.sentAt);
      this.sentAt = 0;
      this.schedule();
    });
    room.onMessage('game_ended', () => {
      this.playing = false;
    });
    this.room = room;
    return room;
  }

  send(type: string, payload?: unknown): void {
    this.room?.send(type, payload);
  }

  /** The measured round trips so far; the list starts again. */
  take(): number[] {
    return this.samples.splice(0);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    void this.room?.leave(true).catch(() => undefined);
  }

  private schedule(): void {
    if (this.stopped || !this.playing) return;
    this.timer = setTimeout(() => this.attempt(), 1_000 + Math.random() * 2_000);
  }

  private attempt(): void {
    const open = this.items.filter((item) => !this.matched.has(item));
    if (!this.playing || open.length < 2) return;
    const first = open[Math.floor(Math.random() * open.length)]!;
    const partner = this.data[first]!;
    const wrong = open.filter((item) => item !== first && item !== partner);
    const second = Math.random() < CORRECT_SHARE || wrong.length === 0 ? partner : wrong[Math.floor(Math.random() * wrong.length)]!;
    if (second === partner) this.matched.add(first).add(partner);
    this.sentAt = performance.now();
    this.room?.send('match_attempt', { item1: first, item2: second });
  }
}
