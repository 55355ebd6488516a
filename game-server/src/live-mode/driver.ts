import type { MessageOf, Recipient, RefusalOf, StepResultOf } from './reducer.js';

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}

type SendEffect<M> = { kind: 'send'; to: Recipient; message: MessageOf<M> };

/**
 * A live mode's reducer driven event by event in unit tests, remembering everything it said. Each step runs on a
 * deep-frozen state: a handler writing to a part of the state it did not copy throws here.
 */
export class ReducerDriver<S extends { code: string; players: readonly { id: string; name: string }[] }, E, F extends { kind: string }, C extends string, M> {
  now = 1_000_000;
  effects: F[] = [];
  lastRefusal: RefusalOf<C> | null = null;

  constructor(
    public state: S,
    private readonly stepper: (state: S, event: E, now: number) => StepResultOf<S, F, C>,
  ) {}

  do(event: E, advanceMs = 0): this {
    this.now += advanceMs;
    const result = this.stepper(deepFreeze(this.state), event, this.now);
    this.state = result.state;
    this.effects.push(...result.effects);
    this.lastRefusal = result.refusal;
    return this;
  }

  /** Joins and connects guests by name; returns their ids. */
  seat(...names: string[]): string[] {
    return names.map((name) => {
      this.do({ type: 'join', player: { name, userId: null } } as E);
      const id = this.state.players.find((p) => p.name === name)?.id as string;
      this.do({ type: 'connected', playerId: id, code: this.state.code } as E);
      return id;
    });
  }

  /** Every message of this type said so far, or only those to `to` (a player's id, or 'host'). */
  messages<K extends keyof M>(type: K, to?: string): M[K][] {
    const toThem = (r: Recipient): boolean => to === undefined || (typeof r === 'object' ? r.player === to : r === to);
    return this.effects.flatMap((e) => {
      if (e.kind !== 'send') return [];
      const sent = e as unknown as SendEffect<M>;
      return sent.message.type === type && toThem(sent.to) ? [sent.message.payload as M[K]] : [];
    });
  }
}
