import type { FreePlayStats, Pair } from '@matchdrop/shared';
import { Emitter } from '../emitter.js';
import { dropIn, moveHeld, pick, release } from './actions.js';
import { moveFocus } from './focus.js';
import { cancelAttempt, returnIfDue, settleAttempt } from './judging.js';
import type { FieldLayout } from './layout.js';
import { clampSpeed, moveItems, pixelsPerSecond } from './motion.js';
import { createEngineState, focusableItems, spawnOwed, type Emit, type EngineState } from './state.js';
import type { ActionResult, EngineEvents, EngineOptions, FieldItem, ZoneName } from './types.js';

/**
 * The free-play game, headless: no Phaser, no DOM, no clock and no ambient randomness. Time only
 * advances through step(dtMs) and every random choice comes from the injected Rng, so a test (or a
 * room seed) replays a game exactly. The Phaser scene renders this state and forwards input to it.
 */
export class FreePlayEngine {
  readonly events = new Emitter<EngineEvents>();
  private readonly state: EngineState;
  private readonly emit: Emit = (name, payload) => this.events.emit(name, payload);

  constructor(options: EngineOptions) {
    this.state = createEngineState(options);
  }

  /** Advances the engine clock by dtMs: owed pairs whose pictures are ready enter, mismatched pairs return when due, field items move and bounce. Paused: nothing. */
  step(dtMs: number): void {
    const s = this.state;
    if (s.paused || s.finishedAtMs !== null || !Number.isFinite(dtMs) || dtMs <= 0) return;
    s.timeMs += dtMs;
    const spawned = spawnOwed(s);
    if (spawned.length > 0) this.emit('spawned', { itemIds: spawned });
    returnIfDue(s, this.emit);
    moveItems(s.items, s.layout, pixelsPerSecond(s.speed, s.reducedMotion), dtMs);
  }

  pick(itemId: string | null = this.state.focusedId): ActionResult {
    return itemId === null ? { ok: false, reason: 'nothing-selected' } : pick(this.state, this.emit, itemId);
  }

  release(itemId: string | null = this.state.pickedId): ActionResult {
    return itemId === null ? { ok: false, reason: 'nothing-selected' } : release(this.state, this.emit, itemId);
  }

  moveHeld(itemId: string, x: number, y: number): ActionResult {
    return moveHeld(this.state, itemId, x, y);
  }

  dropIn(itemId: string, zone: ZoneName): ActionResult {
    return dropIn(this.state, this.emit, itemId, zone);
  }

  /** A remote judge's verdict on the pair waiting in the zones (see EngineOptions.judge); false if none waits. */
  settleAttempt(correct: boolean): boolean {
    return settleAttempt(this.state, this.emit, correct);
  }

  /** The remote judge could not decide: the waiting pair goes back to the field, unscored. False if none waits. */
  cancelAttempt(): boolean {
    return cancelAttempt(this.state, this.emit);
  }

  /** Keyboard and tap play: sends the picked item (or else the focused one) to a zone. */
  sendToZone(zone: ZoneName): ActionResult {
    const target = this.state.pickedId ?? this.state.focusedId;
    return target === null ? { ok: false, reason: 'nothing-selected' } : this.dropIn(target, zone);
  }

  focusNext(): string | null {
    return moveFocus(this.state, this.emit, 1);
  }

  focusPrev(): string | null {
    return moveFocus(this.state, this.emit, -1);
  }

  setSpeed(speed: number): void {
    this.state.speed = clampSpeed(speed);
  }

  /**
   * R-FIELD-10: stops the clock and the items where they are and refuses every player action until resume(); a held
   * item stays in hand. resume() goes on from the very same state: score, time, positions and velocities.
   */
  pause(): void {
    this.state.paused = true;
  }

  resume(): void {
    this.state.paused = false;
  }

  get paused(): boolean {
    return this.state.paused;
  }

  setReducedMotion(reducedMotion: boolean): void {
    this.state.reducedMotion = reducedMotion;
  }

  get layout(): FieldLayout {
    return this.state.layout;
  }
  /** Items on the field, held or in a zone, in spawn order. Read-only view: mutate only through actions. */
  get items(): readonly Readonly<FieldItem>[] {
    return this.state.items;
  }
  /** The keyboard focus order. */
  get focusOrder(): readonly Readonly<FieldItem>[] {
    return focusableItems(this.state);
  }
  get zones(): Readonly<Record<ZoneName, string | null>> {
    return this.state.zones;
  }
  /** True while a mismatch is shown: the zones accept nothing until the items return. */
  get zonesBusy(): boolean {
    return this.state.returnAt !== null;
  }
  /** True while a pair waits in the zones for the remote judge's verdict. */
  get awaitingVerdict(): boolean {
    return this.state.awaiting !== null;
  }
  get roundPairs(): readonly Pair[] {
    return this.state.roundPairs;
  }
  get stats(): FreePlayStats {
    return this.state.stats;
  }
  get matchedPairs(): number {
    return this.state.matchedPairs;
  }
  get totalPairs(): number {
    return this.state.roundPairs.length;
  }
  get timeMs(): number {
    return this.state.timeMs;
  }
  get finished(): boolean {
    return this.state.finishedAtMs !== null;
  }
  get elapsedMs(): number {
    return this.state.finishedAtMs ?? this.state.timeMs;
  }
  get focusedId(): string | null {
    return this.state.focusedId;
  }
  get pickedId(): string | null {
    return this.state.pickedId;
  }
  get speed(): number {
    return this.state.speed;
  }
  /** Current pace in pixels per second, after speed and reduced motion. */
  get pixelsPerSecond(): number {
    return pixelsPerSecond(this.state.speed, this.state.reducedMotion);
  }
}
