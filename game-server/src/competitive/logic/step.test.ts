import { describe, expect, it } from 'vitest';
import { COLOURS, game, roomAtResults, roomAtTopics, Sim } from './testing.js';
import { step } from './step.js';
import type { RoomEvent } from './types.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Freezes every state before stepping: any write to the caller's state would throw. */
class FrozenSim extends Sim {
  override send(event: RoomEvent) {
    deepFreeze(this.state);
    return super.send(event);
  }
}

/** What step's copy of the state may share with the state it is given: the parts the types make read-only. */
const SHARED_KEYS = new Set(['game', 'pairs', 'items']);

/** The paths of the objects and arrays `copy` shares with `original` (outside SHARED_KEYS). */
function sharedPaths(original: unknown, copy: unknown, path = 'state'): string[] {
  if (typeof original !== 'object' || original === null) return [];
  if (original === copy) return [path];
  return Object.entries(original).flatMap(([key, inner]) => (SHARED_KEYS.has(key) ? [] : sharedPaths(inner, (copy as Record<string, unknown>)[key], `${path}.${key}`)));
}

/** Before each event, checks that the state step hands its handlers is a full copy (an ignored event returns it). */
class CopyCheckingSim extends Sim {
  readonly shared: string[] = [];
  override send(event: RoomEvent) {
    const copy = step(this.state, { type: 'player_finished', userId: 'nobody' }, this.now).state;
    expect(copy).toEqual(this.state);
    this.shared.push(...sharedPaths(this.state, copy));
    return super.send(event);
  }
}

function playScript(sim: Sim): void {
  sim.startRound(['ana', 'ben', 'cara'], 'same');
  sim.now += 4_000;
  sim.send({ type: 'match_attempt', userId: 'cara', item1: sim.pairs()[0]?.[0] ?? '', item2: sim.pairs()[1]?.[1] ?? '' });
  sim.matchAll('ana');
  sim.send({ type: 'quit_game', userId: 'cara' });
  sim.now += 2_000;
  sim.matchAll('ben');
  sim.send({ type: 'start_another_round', userId: 'ana' });
  sim.send({ type: 'start_another_round', userId: 'ben' });
  sim.send({ type: 'host_proceed_to_topics', userId: 'ana' });
  sim.send({ type: 'propose_topic', userId: 'ben', game: game('Colours', COLOURS) });
  sim.advance(20_000);
}

describe('step', () => {
  it('never modifies the state it is given', () => {
    const sim = new FrozenSim();
    expect(() => playScript(sim)).not.toThrow();
    expect(sim.state.phase).toBe('lobby');
    expect(sim.state.roundNumber).toBe(2);
  });

  it('hands its handlers a copy of the state that shares only the read-only games, pairs and items', () => {
    const sim = new CopyCheckingSim();
    playScript(sim);
    expect(sim.shared).toEqual([]);
  });

  it('is deterministic: the same events at the same times give the same states and effects', () => {
    const a = new Sim();
    const b = new Sim();
    playScript(a);
    playScript(b);
    expect(a.log).toEqual(b.log);
    expect(a.state).toEqual(b.state);
  });

  it('ignores intents from users who hold no seat', () => {
    const sim = new Sim();
    sim.join('ana', 'ben');
    const before = sim.state;
    for (const event of [
      { type: 'toggle_ready', userId: 'zed' },
      { type: 'start_game', userId: 'zed', seed: 1 },
      { type: 'leave', userId: 'zed' },
      { type: 'remove_player', userId: 'zed', targetUserId: 'ben' },
    ] as RoomEvent[]) {
      expect(sim.send(event)).toEqual([]);
    }
    expect(sim.state).toEqual(before);
  });

  it('ignores unknown events and unknown timers', () => {
    const sim = new Sim();
    sim.join('ana', 'ben');
    const before = sim.state;
    const unknown = [
      { type: 'steal_points', userId: 'ana' },
      { type: 'timer', timer: 'bogus', at: 0 },
      { type: 'timer', timer: 'topic_vote', at: sim.now },
    ] as unknown as RoomEvent[];
    for (const event of unknown) expect(sim.send(event)).toEqual([]);
    expect(sim.state).toEqual(before);
  });
});

const a = 'ana';
const anyIntents = (sim: Sim): Record<string, RoomEvent> => {
  const [p0] = sim.pairs();
  return {
    toggle_ready: { type: 'toggle_ready', userId: 'ben' },
    start_game: { type: 'start_game', userId: a, seed: 5 },
    remove_player: { type: 'remove_player', userId: a, targetUserId: 'ben' },
    match_attempt: { type: 'match_attempt', userId: a, item1: p0?.[0] ?? 'cat', item2: p0?.[1] ?? 'gato' },
    player_finished: { type: 'player_finished', userId: a },
    quit_game: { type: 'quit_game', userId: a },
    update_user_stage: { type: 'update_user_stage', userId: a, stage: 'waiting_room' },
    start_another_round: { type: 'start_another_round', userId: a },
    enter_waiting_room: { type: 'enter_waiting_room', userId: a },
    leave_waiting_room: { type: 'leave_waiting_room', userId: a },
    host_proceed_to_topics: { type: 'host_proceed_to_topics', userId: a },
    propose_topic: { type: 'propose_topic', userId: a, game: game('Colours', COLOURS) },
    approve_topic: { type: 'approve_topic', userId: 'ben' },
    reject_topic: { type: 'reject_topic', userId: 'ben' },
    pair_count_selected: { type: 'pair_count_selected', userId: a, pairCount: 4 },
  };
};

function lobby(): Sim {
  const sim = new Sim();
  sim.join('ana', 'ben');
  return sim;
}
function countdown(): Sim {
  const sim = lobby();
  sim.send({ type: 'toggle_ready', userId: 'ben' });
  sim.send({ type: 'start_game', userId: a, seed: 1 });
  return sim;
}
function playing(): Sim {
  const sim = new Sim();
  sim.startRound(['ana', 'ben']);
  return sim;
}
function pairCount(): Sim {
  const sim = roomAtTopics();
  sim.send({ type: 'propose_topic', userId: 'ben', game: game('Colours', COLOURS) });
  sim.send({ type: 'approve_topic', userId: a });
  return sim;
}

/** Each phase and the only intents it takes: every other intent of anyIntents must change nothing there. */
const takenInPhase: [string, () => Sim, string[]][] = [
  ['lobby', lobby, ['toggle_ready', 'start_game', 'remove_player']],
  ['countdown', countdown, ['quit_game']],
  ['playing', playing, ['match_attempt', 'quit_game']],
  ['results', () => roomAtResults(), ['update_user_stage', 'start_another_round', 'enter_waiting_room', 'host_proceed_to_topics']],
  ['topic_selection', () => roomAtTopics(), ['propose_topic']],
  ['pair_count_selection', pairCount, ['update_user_stage', 'enter_waiting_room', 'leave_waiting_room', 'pair_count_selected']],
];
const outOfPhase = takenInPhase.map(([phase, make, taken]): [string, () => Sim, string[]] => [
  phase,
  make,
  Object.keys(anyIntents(new Sim())).filter((name) => !taken.includes(name)),
]);

describe('messages in the wrong phase change nothing', () => {
  for (const [phase, make, names] of outOfPhase) {
    it(`in ${phase}: ${names.join(', ')}`, () => {
      const sim = make();
      expect(sim.state.phase).toBe(phase);
      const before = structuredClone(sim.state);
      const intents = anyIntents(sim);
      for (const name of names) {
        const event = intents[name];
        if (!event) throw new Error(`no intent ${name}`);
        expect({ name, effects: sim.send(event) }).toEqual({ name, effects: [] });
        expect(sim.state).toEqual(before);
      }
    });
  }
});
