import type { GameBus, GameCommand } from './bus.js';
import {
  announceDropped,
  announceFinished,
  announceFocus,
  announceMatched,
  announceMismatched,
  announcePicked,
  announceRefusal,
  announceReleased,
  announceReturned,
} from './announcements.js';
import type { ActionResult, FreePlayEngine } from './engine/index.js';

/**
 * Connects a headless engine to the bus: engine events become stats, announcements and feedback cues;
 * bus commands (keyboard, speed, pause) become engine calls. The engine holds the pause state, so the
 * renderer just calls tick() every frame. dispose() removes every listener it added, on both emitters.
 */
export class GameController {
  private readonly unsubscribe: (() => void)[] = [];

  constructor(
    readonly engine: FreePlayEngine,
    readonly bus: GameBus,
  ) {
    const say = (text: string) => bus.emit('announce', { text });
    const on = engine.events.on.bind(engine.events);
    this.unsubscribe.push(
      on('statsChanged', (e) => bus.emit('stats', e)),
      on('focusChanged', (e) => {
        bus.emit('focus', { itemId: e.itemId, position: e.position, count: e.count });
        if (e.text !== null) bus.emit('item', { text: e.text });
        say(announceFocus(e));
      }),
      on('picked', (e) => {
        bus.emit('cue', { kind: 'picked' });
        bus.emit('item', { text: e.text });
        say(announcePicked(e));
      }),
      on('released', () => say(announceReleased())),
      on('dropped', (e) => {
        bus.emit('cue', { kind: 'dropped' });
        // With both zones full the verdict follows at once; announcing it alone keeps the live region clear.
        if (engine.zones.upper === null || engine.zones.lower === null) say(announceDropped(e));
      }),
      on('matched', (e) => {
        bus.emit('matched', { texts: e.texts });
        bus.emit('cue', { kind: 'matched', streak: e.stats.streak });
        say(announceMatched(e));
      }),
      on('mismatched', (e) => {
        bus.emit('mismatched', { texts: e.texts });
        bus.emit('cue', { kind: 'mismatched' });
        say(announceMismatched(e));
      }),
      on('returned', () => say(announceReturned())),
      on('finished', (e) => {
        bus.emit('cue', { kind: 'finished' });
        say(announceFinished(e));
        bus.emit('finished', { elapsedMs: e.elapsedMs, stats: e.stats, matchedPairs: e.totalPairs, totalPairs: e.totalPairs });
      }),
      bus.on('setSpeed', ({ speed }) => engine.setSpeed(speed)),
      bus.on('setReducedMotion', ({ reducedMotion }) => engine.setReducedMotion(reducedMotion)),
      bus.on('pause', () => engine.pause()),
      bus.on('resume', () => engine.resume()),
      bus.on('command', (command) => this.command(command)),
    );
  }

  get isPaused(): boolean {
    return this.engine.paused;
  }

  /** One frame: the renderer reports the real time elapsed; a paused engine's clock stands still. */
  tick(dtMs: number): void {
    this.engine.step(dtMs);
  }

  command(command: GameCommand): ActionResult {
    const { engine } = this;
    let result: ActionResult = { ok: true };
    switch (command.type) {
      case 'focusNext':
        engine.focusNext();
        break;
      case 'focusPrev':
        engine.focusPrev();
        break;
      case 'togglePick':
        result = engine.pickedId !== null && engine.pickedId === engine.focusedId ? engine.release() : engine.pick();
        break;
      case 'release':
        result = engine.release();
        break;
      case 'sendToZone':
        result = engine.sendToZone(command.zone);
        break;
    }
    return this.report(result);
  }

  /** Pointer actions from the renderer go through here too, so refusals are announced alike. */
  report(result: ActionResult): ActionResult {
    const refusal = announceRefusal(result);
    if (refusal !== null) this.bus.emit('announce', { text: refusal });
    return result;
  }

  dispose(): void {
    for (const off of this.unsubscribe.splice(0)) off();
  }
}
