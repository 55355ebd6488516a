import type { RecordedAttempt } from '@matchdrop/shared';
import { itemWords } from '@matchdrop/shared';
import type { GameCue } from '../feedback/cues.js';
import type { FinishedResult, StatsUpdate } from './bus.js';
import type { GamePlay } from './play.js';
import type { Timers } from './timeout.js';

export interface GameCallbacks {
  onStats?: (update: StatsUpdate) => void;
  onFinished?: (result: FinishedResult) => void;
  onAnnounce?: (text: string) => void;
  /** A wrong pair was judged (its two texts): free play collects the pairs missed. */
  onMismatch?: (texts: [string, string]) => void;
  /** Every judged attempt, right or wrong, with the ms since the game started: free play's record for the server (R-JUDGE-2). */
  onAttempt?: (attempt: RecordedAttempt) => void;
  /** The language to speak an item in (R-PIC-13: its side's); the browser's own ('') when absent. */
  languageOf?: (item: string) => string;
}

export interface ConnectDeps extends Timers {
  feedback: { cue(cue: GameCue): void; speak?(text: string, lang: string): void } | null;
  /**
   * The real time in ms (performance.now in the browser). An attempt's time is taken from it, not from the game clock:
   * the game clock follows the frames, which a busy or throttled page delays, so two attempts a hand made 300 ms apart
   * could read 100 ms apart on it. The server counts pauses in a play's time anyway (R-JUDGE-4).
   */
  now(): number;
}

/** After the last match, the game stays on screen this long (its green flash), then Phaser is destroyed. */
export const FINISH_LINGER_MS = 900;

/**
 * Wires a session's outgoing events to the React callbacks and to sound/vibration, and ends the
 * session a moment after the game finishes. The callbacks are read through `callbacks()` at event
 * time, so the latest props are used without reconnecting. The returned function tears everything down.
 */
export function connectSession(session: GamePlay, callbacks: () => GameCallbacks, deps: ConnectDeps): () => void {
  const { bus, engine } = session;
  let finishTimer: unknown = null;
  const startedAt = deps.now();
  callbacks().onStats?.({ stats: engine.stats, matchedPairs: engine.matchedPairs, totalPairs: engine.totalPairs });
  const offs = [
    bus.on('stats', (update) => callbacks().onStats?.(update)),
    bus.on('announce', ({ text }) => callbacks().onAnnounce?.(text)),
    bus.on('mismatched', ({ texts }) => callbacks().onMismatch?.(texts)),
    // Subscribed before 'finished': the last pair's attempt is in the record when the game ends.
    ...(['matched', 'mismatched'] as const).map((verdict) => bus.on(verdict, ({ texts: [a, b] }) => callbacks().onAttempt?.({ a, b, at: Math.round(deps.now() - startedAt) }))),
    bus.on('cue', (cue) => deps.feedback?.cue(cue)),
    // A picture item is read by its description (R-PIC-11), in its side's language (R-PIC-20).
    bus.on('item', ({ text }) => deps.feedback?.speak?.(itemWords(text), callbacks().languageOf?.(text) ?? '')),
    bus.on('finished', (result) => {
      callbacks().onFinished?.(result);
      finishTimer = deps.setTimer(() => {
        finishTimer = null;
        session.destroy();
      }, FINISH_LINGER_MS);
    }),
  ];
  return () => {
    if (finishTimer !== null) deps.clearTimer(finishTimer);
    finishTimer = null;
    for (const off of offs) off();
    session.destroy();
  };
}
