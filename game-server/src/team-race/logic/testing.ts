import { counterpartIn } from '@matchdrop/shared';
import type { GameData, TeamRaceServerMessages } from '@matchdrop/shared';
import { createTeamRace } from './create.js';
import { step } from './step.js';
import { ReducerDriver } from '../../live-mode/driver.js';
import type { TeamRaceRefusalCode } from './refusals.js';
import type { TeamPlay, TeamRaceEffect, TeamRaceEvent, TeamRaceState } from './types.js';

export const HOST = 'host-1';
const GAME: GameData = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`${i + 2} × 7`, String((i + 2) * 7)]));

export function newRace(settings: Partial<TeamRaceState['settings']> = {}): TeamRaceState {
  return createTeamRace({
    code: 'ABCDEF',
    hostUserId: HOST,
    game: { name: 'Times 7', data: GAME },
    settings: { pairCount: 6, rounds: 2, teamSize: 3, goal: null, reshuffle: true, accountsOnly: false, playersMax: 200, ...settings },
  });
}

/** A race driven event by event, remembering everything it said (see ReducerDriver). */
export class RaceDriver extends ReducerDriver<TeamRaceState, TeamRaceEvent, TeamRaceEffect, TeamRaceRefusalCode, TeamRaceServerMessages> {
  constructor(state: TeamRaceState = newRace()) {
    super(state, step);
  }

  team(index: number): TeamPlay {
    const team = this.state.round?.teams[index];
    if (!team) throw new Error(`no team ${index} in this round`);
    return team;
  }

  /** The team's next right match, as its members would make it: whoever holds an item offers it, whoever holds its counterpart answers. */
  matchRight(index: number, msLater = 1_000): this {
    const team = this.team(index);
    const pairs = this.state.round?.pairs ?? [];
    const [holder, item] = Object.entries(team.hands).flatMap(([id, items]) => items.map((i) => [id, i] as const))[0]!;
    const counterpart = counterpartIn(pairs, item) as string;
    const answerer = Object.keys(team.hands).find((id) => team.hands[id]!.includes(counterpart)) as string;
    this.do({ type: 'offer', playerId: holder, item });
    return this.do({ type: 'answer', playerId: answerer, item: counterpart }, msLater);
  }

  /** A wrong drop: an item offered, a non-counterpart answered. */
  matchWrong(index: number, msLater = 1_000): this {
    const team = this.team(index);
    const pairs = this.state.round?.pairs ?? [];
    const all = Object.entries(team.hands).flatMap(([id, items]) => items.map((i) => [id, i] as const));
    const [holder, item] = all[0]!;
    const [answerer, wrong] = all.find(([, other]) => other !== item && other !== counterpartIn(pairs, item))!;
    this.do({ type: 'offer', playerId: holder, item });
    return this.do({ type: 'answer', playerId: answerer, item: wrong }, msLater);
  }
}
