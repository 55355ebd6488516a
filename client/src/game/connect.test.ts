import { createRng, itemLanguage, pictureItem } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import type { GameCue } from '../feedback/cues.js';
import { FINISH_LINGER_MS, connectSession, type GameCallbacks } from './connect.js';
import { matchOnePair, numberWords } from './engine/testing.js';
import { startGamePlay } from './play.js';
import { GAME_THEMES } from './theme.js';

function setup() {
  const rendererLog: string[] = [];
  const session = startGamePlay({
    parent: {} as HTMLElement,
    engine: { data: numberWords(3), pairCount: 3, rng: createRng(9), speed: 5, reducedMotion: false },
    theme: GAME_THEMES.light,
    loadRenderer: () => Promise.resolve(() => (rendererLog.push('mount'), { canvas: null, textureCount: () => 0, destroy: () => rendererLog.push('destroy') })),
  });
  const timers = new Map<number, { run: () => void; ms: number }>();
  let nextTimer = 1;
  let now = 5_000;
  const calls: { stats: unknown[]; finished: unknown[]; said: string[]; cues: GameCue[] } = { stats: [], finished: [], said: [], cues: [] };
  let callbacks: GameCallbacks = {
    onStats: (u) => calls.stats.push(u),
    onFinished: (r) => calls.finished.push(r),
    onAnnounce: (t) => calls.said.push(t),
  };
  const disconnect = connectSession(session, () => callbacks, {
    feedback: { cue: (c) => calls.cues.push(c) },
    setTimer: (run, ms) => (timers.set(nextTimer, { run, ms }), nextTimer++),
    clearTimer: (h) => timers.delete(h as number),
    now: () => now,
  });
  const advance = (ms: number) => (now += ms);
  return { session, disconnect, timers, calls, rendererLog, advance, setCallbacks: (c: GameCallbacks) => (callbacks = c) };
}

describe('connecting a session to React and feedback', () => {
  it('reports the starting stats at once, then every change, with cues to feedback', () => {
    const { session, calls } = setup();
    expect(calls.stats).toEqual([{ stats: session.engine.stats, matchedPairs: 0, totalPairs: 3 }]);
    matchOnePair(session.engine);
    expect(calls.stats).toHaveLength(2);
    expect(calls.cues.map((c) => c.kind)).toEqual(['dropped', 'dropped', 'matched']);
    expect(calls.said.at(-1)).toMatch(/^Correct!/);
  });

  it('records every attempt at the real time since the start, the last one before the game finishes (R-JUDGE-2)', () => {
    const { session, setCallbacks, advance } = setup();
    const record: Array<{ a: string; b: string; at: number }> = [];
    let finishedWith = -1;
    setCallbacks({ onAttempt: (attempt) => record.push(attempt), onFinished: () => (finishedWith = record.length) });
    for (let i = 0; i < 3; i++) {
      // The game clock lags behind the real time (slow frames): the record keeps the real time.
      session.engine.step(100);
      advance(400);
      matchOnePair(session.engine);
    }
    expect(record.map((attempt) => attempt.at)).toEqual([400, 800, 1200]);
    expect(new Set(record.flatMap(({ a, b }) => [a, b])).size).toBe(6);
    expect(finishedWith).toBe(3);
  });

  it('R-PIC-20: an item picked up or focused is spoken in its side language, a picture by its description', () => {
    const session = startGamePlay({
      parent: {} as HTMLElement,
      engine: { data: numberWords(2), pairCount: 2, rng: createRng(3), speed: 5, reducedMotion: false },
      theme: GAME_THEMES.light,
      loadRenderer: () => Promise.resolve(() => ({ canvas: null, destroy: () => {}, textureCount: () => 0 })),
    });
    const spoken: Array<[string, string]> = [];
    const data = { ...numberWords(2), [pictureItem('a'.repeat(64), 'a red apple')]: 'pomme', pomme: pictureItem('a'.repeat(64), 'a red apple') };
    const languages = { left: 'en', right: 'fr' };
    const disconnect = connectSession(session, () => ({ languageOf: (item) => itemLanguage(data, languages, item) }), {
      feedback: { cue: () => {}, speak: (text, lang) => void spoken.push([text, lang]) },
      setTimer: () => 0,
      clearTimer: () => {},
      now: () => 0,
    });
    session.bus.emit('item', { text: 'word 1' });
    session.bus.emit('item', { text: 'meaning 2' });
    session.bus.emit('item', { text: pictureItem('a'.repeat(64), 'a red apple') });
    expect(spoken).toEqual([
      ['word 1', 'en'],
      ['meaning 2', 'fr'],
      ['a red apple', 'en'],
    ]);
    disconnect();
  });

  it('uses the latest callbacks without reconnecting', () => {
    const { session, setCallbacks } = setup();
    const late: unknown[] = [];
    setCallbacks({ onStats: (u) => late.push(u) });
    matchOnePair(session.engine);
    expect(late).toHaveLength(1);
  });

  it(`destroys the game ${FINISH_LINGER_MS} ms after it finishes`, async () => {
    const { session, calls, timers, rendererLog } = setup();
    await session.ready;
    for (let i = 0; i < 3; i++) matchOnePair(session.engine);
    expect(calls.finished).toHaveLength(1);
    expect(session.destroyed).toBe(false);
    const [timer] = [...timers.values()];
    expect(timer!.ms).toBe(FINISH_LINGER_MS);
    timer!.run();
    expect(session.destroyed).toBe(true);
    expect(rendererLog).toEqual(['mount', 'destroy']);
  });

  it('unmount tears everything down, cancelling a pending finish timer', async () => {
    const { session, disconnect, timers, rendererLog } = setup();
    await session.ready;
    for (let i = 0; i < 3; i++) matchOnePair(session.engine);
    expect(timers.size).toBe(1);
    disconnect();
    expect(timers.size).toBe(0);
    expect(session.destroyed).toBe(true);
    expect(session.bus.listenerCount()).toBe(0);
    expect(session.engine.events.listenerCount()).toBe(0);
    expect(rendererLog).toEqual(['mount', 'destroy']);
  });
});
