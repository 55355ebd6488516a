import { toTwoWayMap } from '@matchdrop/shared';
import type { CompetitiveServerMessages, GameData } from '@matchdrop/shared';
import { createRoomState } from './create.js';
import type { CreateRoomOptions } from './create.js';
import { step } from './step.js';
import type { Effect, RoomEvent, RoomGame, RoomState, ServerMessageType, TimerName } from './types.js';

/** An uploaded game (no saved or built-in id) for proposals in tests. */
export function game(name: string, data: GameData): RoomGame {
  return { name, data, dictionaryId: null, builtinGameId: null };
}

/**
 * Test support (not a test file): a fake clock and a driver that plays the adapter's part, turning
 * schedule/cancel effects into pending timers and firing them as time advances.
 */

export const SPANISH: GameData = toTwoWayMap([
  ['cat', 'gato'],
  ['dog', 'perro'],
  ['house', 'casa'],
  ['water', 'agua'],
  ['sun', 'sol'],
  ['moon', 'luna'],
  ['bread', 'pan'],
  ['book', 'libro'],
]);

export const COLOURS: GameData = toTwoWayMap([
  ['red', 'rojo'],
  ['blue', 'azul'],
  ['green', 'verde'],
  ['white', 'blanco'],
]);

export class Sim {
  state: RoomState;
  now = 1_000_000;
  /** The adapter's view of pending timers. */
  readonly timers = new Map<TimerName, number>();
  /** Every effect so far, in order. */
  readonly log: Effect[] = [];

  constructor(options: Partial<CreateRoomOptions> = {}) {
    this.state = createRoomState({
      roomCode: 'ABC234',
      dictionaryName: 'Spanish',
      dictionaryData: SPANISH,
      pairCount: 3,
      maxPlayers: 4,
      ...options,
    });
  }

  send(event: RoomEvent): Effect[] {
    const { state, effects } = step(this.state, event, this.now);
    this.state = state;
    for (const effect of effects) {
      if (effect.kind === 'schedule') this.timers.set(effect.timer, effect.at);
      if (effect.kind === 'cancel') this.timers.delete(effect.timer);
    }
    this.log.push(...effects);
    return effects;
  }

  /** Moves the clock forward, firing due timers in deadline order; returns the effects they produced. */
  advance(ms: number): Effect[] {
    const until = this.now + ms;
    const produced: Effect[] = [];
    for (;;) {
      const due = [...this.timers].filter(([, at]) => at <= until).sort((a, b) => a[1] - b[1])[0];
      if (!due) break;
      const [timer, at] = due;
      this.timers.delete(timer);
      this.now = at;
      produced.push(...this.send({ type: 'timer', timer, at }));
    }
    this.now = until;
    return produced;
  }

  join(...names: string[]): void {
    for (const name of names) this.send({ type: 'join', userId: name, username: name.toUpperCase() });
  }

  /** Joins the players (the first is host), readies the others and starts; stops at GO!. */
  startRound(players: string[], seed: number | string = 42): void {
    if (this.state.players.length === 0) this.join(...players);
    const host = this.state.hostUserId ?? '';
    for (const p of this.state.players) {
      if (p.userId !== host && !p.ready) this.send({ type: 'toggle_ready', userId: p.userId });
    }
    this.send({ type: 'start_game', userId: host, seed });
    this.advance(3_000);
  }

  pairs(): readonly (readonly [string, string])[] {
    return this.state.round?.pairs ?? [];
  }

  /** The round's first pair (throws before a round is dealt). */
  firstPair(): readonly [string, string] {
    const [pair] = this.pairs();
    if (!pair) throw new Error('the round has no pairs yet');
    return pair;
  }

  /** Matches every remaining pair for the player. */
  matchAll(userId: string): void {
    for (const [a, b] of this.pairs()) this.send({ type: 'match_attempt', userId, item1: a, item2: b });
  }
}

export function broadcasts<K extends ServerMessageType>(effects: readonly Effect[], type: K): CompetitiveServerMessages[K][] {
  return effects.flatMap((e) => (e.kind === 'broadcast' && e.type === type ? [e.payload as CompetitiveServerMessages[K]] : []));
}

export function errorsTo(effects: readonly Effect[], userId: string): string[] {
  return effects.flatMap((e) => (e.kind === 'send' && e.to === userId && e.type === 'error' ? [(e.payload as CompetitiveServerMessages['error']).message] : []));
}

export function messageTypes(effects: readonly Effect[]): string[] {
  return effects.flatMap((e) => (e.kind === 'broadcast' || e.kind === 'send' ? [e.type] : []));
}

/** Two items of the round that are not a pair (from two different pairs). */
export function wrongPair(sim: Sim): [string, string] {
  const [p, q] = sim.pairs();
  if (!p || !q) throw new Error('the round needs two pairs');
  return [p[0], q[1]];
}

/** A 2+ player room whose first round has just ended (everyone matched everything, one second apart). */
export function roomAtResults(players: string[] = ['ana', 'ben'], options: Partial<CreateRoomOptions> = {}): Sim {
  const sim = new Sim(options);
  sim.startRound(players);
  for (const p of players) {
    sim.now += 1_000;
    sim.matchAll(p);
  }
  return sim;
}

/** Everyone pressed Start Another Round and the host proceeded to topic selection. */
export function roomAtTopics(players: string[] = ['ana', 'ben'], options: Partial<CreateRoomOptions> = {}): Sim {
  const sim = roomAtResults(players, options);
  for (const p of players) sim.send({ type: 'start_another_round', userId: p });
  sim.send({ type: 'host_proceed_to_topics', userId: sim.state.hostUserId ?? '' });
  return sim;
}

/** Every state a room goes through, from its creation on. */
export class RecordingSim extends Sim {
  readonly states: RoomState[] = [this.state];
  override send(event: RoomEvent) {
    const effects = super.send(event);
    this.states.push(this.state);
    return effects;
  }
}

/**
 * A room's life touching every part of what it shows (the listing's metadata, the synced state): joins, ready, a
 * disconnection, the host leaving, a round with right and wrong attempts, a quit, another round, a topic, a pair
 * count, leaving.
 */
export function playRoomLife(sim: Sim): void {
  sim.join('ana', 'ben', 'cara');
  sim.send({ type: 'toggle_ready', userId: 'ben' });
  sim.send({ type: 'set_connected', userId: 'cara', connected: false });
  sim.advance(30_000); // the unready check marks cara
  sim.send({ type: 'set_connected', userId: 'cara', connected: true });
  sim.send({ type: 'leave', userId: 'ana' }); // ben is host now, cara moves up
  sim.join('dan');
  sim.startRound(['ben', 'cara', 'dan']);
  const [first, second] = sim.firstPair();
  sim.send({ type: 'match_attempt', userId: 'cara', item1: first, item2: second });
  // A wrong guess before every right one: most of a round's steps change nothing the room shows.
  const [wrong1, wrong2] = wrongPair(sim);
  const race = (userId: string): void => {
    for (const [a, b] of sim.pairs()) {
      sim.send({ type: 'match_attempt', userId, item1: wrong1, item2: wrong2 });
      sim.send({ type: 'match_attempt', userId, item1: a, item2: b });
    }
  };
  race('dan');
  sim.send({ type: 'quit_game', userId: 'cara' });
  race('ben');
  for (const p of ['ben', 'dan']) sim.send({ type: 'start_another_round', userId: p });
  sim.send({ type: 'host_proceed_to_topics', userId: 'ben' });
  sim.send({ type: 'propose_topic', userId: 'dan', game: game('Colours', COLOURS) });
  sim.send({ type: 'approve_topic', userId: 'ben' });
  sim.send({ type: 'pair_count_selected', userId: 'dan', pairCount: 4 });
  sim.advance(20_000);
  sim.send({ type: 'leave', userId: 'ben' });
}
