import { counterpartIn, uniquePairs } from '@matchdrop/shared';
import type { GameData, TeamFieldPayload, TeamRaceServerMessages } from '@matchdrop/shared';
import { TournamentBot } from '../../tournament/testing/bot.js';

type Inbox = { [K in keyof TeamRaceServerMessages]?: TeamRaceServerMessages[K][] };

/**
 * A team-race connection for tests and the bench, on the tournament's bot (it joins any live room by id with a
 * token and records every message): as a member with `key` (the game's data: the server never sends the answer key,
 * so the test gives it), it plays its team's field the way teammates talk it through. When the upper zone is empty it
 * offers one of its items; when the upper zone holds the counterpart of one of its items it answers with it.
 */
export class RaceMember {
  readonly bot: TournamentBot;
  /** Set to false to stop playing. */
  autoplay = true;
  /** Delay before each move (a person's pace is about a second; tests go faster). */
  paceMs = 15;
  /** Called with every field as it arrives (the bench times what teammates see). */
  onField: ((field: TeamFieldPayload) => void) | null = null;
  /** Called with each offer as it is sent. */
  onOffer: ((item: string) => void) | null = null;

  constructor(
    url: string,
    token: string,
    private readonly key: GameData | null,
  ) {
    this.bot = new TournamentBot(url, token, null);
    this.bot.onAny = (type, payload) => {
      if (type !== 'field') return;
      this.onField?.(payload as TeamFieldPayload);
      if (this.autoplay && this.key) void this.move(payload as TeamFieldPayload);
    };
  }

  get inbox(): Inbox {
    return this.bot.inbox as Inbox;
  }

  async join(code: string): Promise<this> {
    await this.bot.join(code);
    return this;
  }

  last<K extends keyof TeamRaceServerMessages>(type: K): TeamRaceServerMessages[K] | undefined {
    return this.inbox[type]?.at(-1);
  }

  /** Waits for the n-th message of this type. */
  next<K extends keyof TeamRaceServerMessages>(type: K, n = 1, timeoutMs = 20_000): Promise<TeamRaceServerMessages[K]> {
    return this.bot.next(type as never, n, timeoutMs) as Promise<TeamRaceServerMessages[K]>;
  }

  send(type: string, payload: unknown = {}): void {
    this.bot.send(type, payload);
  }

  private async move(field: TeamFieldPayload): Promise<void> {
    const pairs = uniquePairs(this.key ?? {});
    const answer = field.upper ? field.hand.find((item) => counterpartIn(pairs, item) === field.upper?.item) : undefined;
    const offer = field.upper === null ? field.hand.find((item) => !field.hand.includes(counterpartIn(pairs, item) ?? '')) : undefined;
    if (answer === undefined && offer === undefined) return;
    // Half to one and a half times the pace: people do not move in step (bots that did would batch in step too).
    await new Promise((r) => setTimeout(r, this.paceMs * (0.5 + Math.random())));
    // Only the newest picture counts: a field that moved on meanwhile is answered by its own message.
    if (!this.autoplay || this.last('field') !== field) return;
    if (answer !== undefined) return this.send('answer', { item: answer });
    this.onOffer?.(offer as string);
    this.send('offer', { item: offer });
  }
}
