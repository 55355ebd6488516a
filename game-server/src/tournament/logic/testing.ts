import type { GameData, TournamentServerMessages } from '@matchdrop/shared';
import { createTournament } from './create.js';
import { step } from './step.js';
import type { Recipient, Refusal, TimerName, TournamentEffect, TournamentEvent, TournamentState } from './types.js';

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}

export const HOST = 'host-1';
const GAME: GameData = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`word${i}`, `meaning${i}`]));

export function newTournament(settings: Partial<TournamentState['settings']> = {}): TournamentState {
  return createTournament({
    code: 'ABCDEF',
    hostUserId: HOST,
    game: { name: 'Words', data: GAME },
    settings: { pairCount: 3, rounds: 3, heatSize: 4, roundSeconds: 60, accountsOnly: false, speed: 5, playersMax: 200, ...settings },
  });
}

/** A tournament driven event by event, remembering everything it said. */
export class Driver {
  state: TournamentState;
  now = 1_000_000;
  effects: TournamentEffect[] = [];
  lastRefusal: Refusal | null = null;

  constructor(state: TournamentState = newTournament()) {
    this.state = state;
  }

  /** Steps on a deep-frozen state: a handler writing to a part of the state it did not copy throws here. */
  do(event: TournamentEvent, advanceMs = 0): this {
    this.now += advanceMs;
    const result = step(deepFreeze(this.state), event, this.now);
    this.state = result.state;
    this.effects.push(...result.effects);
    this.lastRefusal = result.refusal;
    return this;
  }

  /** Joins and connects players; returns their ids. */
  seat(...names: string[]): string[] {
    return names.map((name) => {
      this.do({ type: 'join', player: { name, userId: null } });
      const id = this.state.players.find((p) => p.name === name)?.id as string;
      this.do({ type: 'connected', playerId: id, code: this.state.code });
      return id;
    });
  }

  /** The pending timer fires (its deadline reached). */
  fire(timer: TimerName, seed = 'timer-seed'): this {
    const at = this.state.timers[timer];
    if (at === undefined) throw new Error(`no ${timer} timer is pending`);
    return this.do({ type: 'timer', timer, at, seed }, Math.max(0, at - this.now));
  }

  /** Every message of this type said so far, or only those to `to` (a player's id, or 'host'). */
  messages<K extends keyof TournamentServerMessages>(type: K, to?: string): TournamentServerMessages[K][] {
    const toThem = (r: Recipient): boolean => to === undefined || (typeof r === 'object' ? r.player === to : r === to);
    return this.effects.flatMap((e) => (e.kind === 'send' && e.message.type === type && toThem(e.to) ? [e.message.payload as TournamentServerMessages[K]] : []));
  }

  /** The player matches every pair of the current round (answer key from the game itself), correctly. */
  playPerfect(playerId: string, msPerAttempt = 1_000): void {
    const pairs = this.state.round?.pairs ?? [];
    for (const [a, b] of pairs) this.do({ type: 'attempt', playerId, item1: a, item2: b }, msPerAttempt);
  }

  /** One wrong attempt then every pair. */
  playWithMistake(playerId: string, msPerAttempt = 1_000): void {
    const pairs = this.state.round?.pairs ?? [];
    const [first, second] = pairs;
    if (first && second) this.do({ type: 'attempt', playerId, item1: first[0], item2: second[1] }, msPerAttempt);
    this.playPerfect(playerId, msPerAttempt);
  }
}
