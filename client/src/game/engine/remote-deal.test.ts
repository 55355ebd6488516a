import { createRng, POINTS_CORRECT } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { Emitter } from '../emitter.js';
import { connectRemoteJudge, type RemoteJudge } from '../remote-judge.js';
import { FreePlayEngine } from './FreePlayEngine.js';
import { recordEvents } from './testing.js';

// A game the client has no map of: the server dealt the items (pair order) and judges every attempt.
const DEAL = ['dog', 'perro', 'cat', 'gato', 'house', 'casa', 'water', 'agua'];

function remoteEngine(pairCount = 4) {
  return new FreePlayEngine({ data: {}, dealtItems: DEAL, pairCount, rng: createRng(7), speed: 5, reducedMotion: false, judge: 'remote' });
}

function fakeJudge() {
  const events = new Emitter<{ verdict: boolean; cancel: undefined }>();
  const attempts: [string, string][] = [];
  const judge: RemoteJudge = {
    attempt: (a, b) => attempts.push([a, b]),
    onVerdict: (listener) => events.on('verdict', listener),
    onCancel: (listener) => events.on('cancel', listener),
  };
  return { judge, attempts, verdict: (correct: boolean) => events.emit('verdict', correct), cancel: () => events.emit('cancel', undefined) };
}

const idOf = (engine: FreePlayEngine, text: string) => engine.items.find((i) => i.text === text)!.id;

describe('a round dealt without a map', () => {
  it('plays the dealt items two by two, up to the pair count', () => {
    const engine = remoteEngine(3);
    expect(engine.roundPairs).toEqual([
      ['dog', 'perro'],
      ['cat', 'gato'],
      ['house', 'casa'],
    ]);
    expect(engine.totalPairs).toBe(3);
    expect(engine.items.map((i) => i.text).sort()).toEqual(['casa', 'cat', 'dog', 'gato', 'house', 'perro']);
  });

  it('asks the judge and scores only its verdict', () => {
    const engine = remoteEngine();
    const fake = fakeJudge();
    connectRemoteJudge(engine, fake.judge);
    engine.dropIn(idOf(engine, 'dog'), 'upper');
    engine.dropIn(idOf(engine, 'perro'), 'lower');
    expect(fake.attempts).toEqual([['dog', 'perro']]);
    expect(engine.stats.score).toBe(0);
    fake.verdict(true);
    expect(engine.stats.score).toBe(POINTS_CORRECT);
    expect(engine.matchedPairs).toBe(1);
  });

  it('puts an unjudged pair back on the field, unscored, when the judge cannot answer', () => {
    const engine = remoteEngine();
    const fake = fakeJudge();
    connectRemoteJudge(engine, fake.judge);
    const events = recordEvents(engine);
    const dog = idOf(engine, 'dog');
    const cat = idOf(engine, 'cat');
    engine.dropIn(dog, 'upper');
    engine.dropIn(cat, 'lower');
    expect(engine.awaitingVerdict).toBe(true);
    fake.cancel();
    expect(engine.awaitingVerdict).toBe(false);
    expect(engine.zones).toEqual({ upper: null, lower: null });
    expect(engine.items.filter((i) => i.id === dog || i.id === cat).map((i) => i.location)).toEqual(['field', 'field']);
    expect(engine.stats).toMatchObject({ score: 0, correct: 0, wrong: 0 });
    expect(events.names().at(-1)).toBe('returned');
    // The zones take the next attempt at once, and a late verdict for the cancelled one changes nothing.
    expect(engine.settleAttempt(true)).toBe(false);
    expect(engine.dropIn(dog, 'upper')).toEqual({ ok: true });
    expect(engine.cancelAttempt()).toBe(false);
  });
});
