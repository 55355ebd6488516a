import type { ErrorCode, GameData, ItemSides } from '@matchdrop/shared';

/**
 * The pieces every live mode's reducer (the tournament, the team race) is built from, so the two keep one shape:
 * `step(state, event, now) → { state, effects, refusal }`, refusals looked up in one table per mode, messages
 * addressed to a player, the host or everyone, and timers the state remembers (a stale timer event is ignored).
 */

/** A live mode's game: the answer key, and its side languages with its left items when it has them (R-PIC-20). */
export interface LiveGame {
  name: string;
  data: GameData;
  languages?: ItemSides;
}

/** The live game alone, without where it came from (the state keeps no more than it plays). */
export const liveGame = ({ name, data, languages }: LiveGame): LiveGame => ({ name, data, ...(languages && { languages }) });

/** Who a message goes to: one player, the host, or everyone. */
export type Recipient = { player: string } | 'host' | 'all';

/** A message of a mode's server→client map, as a tagged union. */
export type MessageOf<M> = { [K in keyof M]: { type: K; payload: M[K] } }[keyof M];

export interface RefusalOf<C extends string> {
  code: C;
  errorCode: ErrorCode;
  status: number;
  message: string;
}

export interface StepResultOf<S, F, C extends string> {
  state: S;
  effects: F[];
  refusal: RefusalOf<C> | null;
}

type TimerEffect<T> = { kind: 'schedule'; timer: T; at: number } | { kind: 'cancel'; timer: T };

/** What the timer helpers need of a reducer's context: the draft's pending timers and the effects so far. */
interface TimerCtx<T extends string> {
  state: { timers: Partial<Record<T, number>> };
  effects: unknown[];
}

/** The state remembers every pending timer so that a stale timer event can be recognised and ignored. */
export function scheduleTimer<T extends string>(ctx: TimerCtx<T>, timer: T, at: number): void {
  ctx.state.timers = { ...ctx.state.timers, [timer]: at };
  ctx.effects.push({ kind: 'schedule', timer, at } satisfies TimerEffect<T>);
}

export function cancelTimer<T extends string>(ctx: TimerCtx<T>, timer: T): void {
  if (ctx.state.timers[timer] === undefined) return;
  const { [timer]: _gone, ...rest } = ctx.state.timers;
  ctx.state.timers = rest as Partial<Record<T, number>>;
  ctx.effects.push({ kind: 'cancel', timer } satisfies TimerEffect<T>);
}

/** The lobby's and the connections' events, the same in every live mode (each adds its own game events). */
export type SeatEvent =
  /** The room is up: nobody is connected yet, so the abandonment clock starts. */
  | { type: 'opened' }
  | { type: 'join'; player: { name: string; userId: string | null } }
  /** A player's websocket (a first join or a reconnection), with the code its seat token was signed for. */
  | { type: 'connected'; playerId: string; code: string }
  /** A projector connection, by the account it authenticated as. */
  | { type: 'host_connected'; userId: string }
  | { type: 'host_dropped' }
  /** The account was suspended or its session revoked: out of the mode, like out of a competitive room. */
  | { type: 'suspended'; userId: string; reason: string }
  | { type: 'dropped'; playerId: string }
  /** The reconnection window ran out (or the player left for good). */
  | { type: 'gone'; playerId: string }
  | { type: 'remove'; by: string; playerId: string }
  | { type: 'lock'; by: string; locked: boolean }
  | { type: 'end'; by: string };

/** A live mode nobody is connected to for this long is over: its room goes (the stored row stays). */
export const ABANDONED_MS = 60 * 60_000;

interface PresenceCtx extends TimerCtx<'abandoned'> {
  now: number;
  state: TimerCtx<'abandoned'>['state'] & { hosts: number; players: readonly { connected: boolean }[] };
}

/** Nobody connected (no projector, no player): the room goes after ABANDONED_MS unless someone comes back. */
export function watchAbandonment(ctx: PresenceCtx): void {
  const anyone = ctx.state.hosts > 0 || ctx.state.players.some((p) => p.connected);
  if (anyone) cancelTimer(ctx, 'abandoned');
  else if (ctx.state.timers.abandoned === undefined) scheduleTimer(ctx, 'abandoned', ctx.now + ABANDONED_MS);
}

/** The effects every live mode's reducer asks its room for (each adds its own). */
export type CommonEffect<T extends string, M> =
  | { kind: 'send'; to: Recipient; message: MessageOf<M> }
  | TimerEffect<T>
  /** The removed player's connection is closed. */
  | { kind: 'close'; playerId: string }
  | { kind: 'persistFinished' }
  /** The status, round or lock changed (in the team race also its count, on a join): the room republishes the header, batched in the lobby. */
  | { kind: 'changed' }
  /** The room goes (abandoned, or the finished podium has lingered long enough). */
  | { kind: 'dispose' };

/** What every live mode's state holds besides its own game: who hosts it, who may come in, and its clocks. */
export interface LiveModeState<T extends string, St extends string> {
  code: string;
  hostUserId: string;
  game: LiveGame;
  status: St;
  /** Rounds fully played so far. */
  roundsDone: number;
  locked: boolean;
  nextPlayerId: number;
  /** Bumps on every progress change: the room batches its progress messages when it moved. */
  progressVersion: number;
  /** Projector connections open now (a mode nobody is connected to is abandoned). */
  hosts: number;
  /** Accounts put out by a suspension or a revoked session: they cannot join or connect again. */
  barredUsers: string[];
  /** Every pending timer's deadline, so a stale timer event (cancelled, re-armed) is recognised and ignored. */
  timers: Partial<Record<T, number>>;
}
