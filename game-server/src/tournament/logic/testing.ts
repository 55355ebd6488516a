import type { GameData, TournamentServerMessages } from '@matchdrop/shared';
import { createTournament } from './create.js';
import { step } from './step.js';
import { ReducerDriver } from '../../live-mode/driver.js';
import type { TournamentRefusalCode } from './refusals.js';
import type { TimerName, TournamentEffect, TournamentEvent, TournamentState } from './types.js';

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

/** A tournament driven event by event, remembering everything it said (see ReducerDriver). */
export class Driver extends ReducerDriver<TournamentState, TournamentEvent, TournamentEffect, TournamentRefusalCode, TournamentServerMessages> {
  constructor(state: TournamentState = newTournament()) {
    super(state, step);
  }

  /** The pending timer fires (its deadline reached). */
  fire(timer: TimerName, seed = 'timer-seed'): this {
    const at = this.state.timers[timer];
    if (at === undefined) throw new Error(`no ${timer} timer is pending`);
    return this.do({ type: 'timer', timer, at, seed }, Math.max(0, at - this.now));
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
