import { createRng } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { Emitter } from './emitter.js';
import { FreePlayEngine } from './engine/index.js';
import { findMatchingPair, numberWords } from './engine/testing.js';
import { connectRemoteJudge, type RemoteJudge } from './remote-judge.js';

function fakeJudge() {
  const verdicts = new Emitter<{ verdict: boolean }>();
  const attempts: [string, string][] = [];
  const judge: RemoteJudge = {
    attempt: (item1, item2) => attempts.push([item1, item2]),
    onVerdict: (listener) => verdicts.on('verdict', listener),
  };
  return { judge, attempts, verdict: (correct: boolean) => verdicts.emit('verdict', correct), verdicts };
}

describe('connectRemoteJudge', () => {
  it('sends each attempt as the two item texts (upper, lower) and applies the verdict that comes back', () => {
    const engine = new FreePlayEngine({ data: numberWords(6), pairCount: 3, rng: createRng(1), speed: 5, reducedMotion: false, judge: 'remote' });
    const fake = fakeJudge();
    connectRemoteJudge(engine, fake.judge);
    const [a, b] = findMatchingPair(engine);
    const text = (id: string) => engine.items.find((i) => i.id === id)!.text;
    const texts: [string, string] = [text(a), text(b)];
    engine.dropIn(a, 'upper');
    engine.dropIn(b, 'lower');
    expect(fake.attempts).toEqual([texts]);
    fake.verdict(true);
    expect(engine.matchedPairs).toBe(1);
  });

  it('leaves no listener behind once disconnected', () => {
    const engine = new FreePlayEngine({ data: numberWords(6), pairCount: 3, rng: createRng(1), speed: 5, reducedMotion: false, judge: 'remote' });
    const fake = fakeJudge();
    const disconnect = connectRemoteJudge(engine, fake.judge);
    disconnect();
    expect(engine.events.listenerCount('attempted')).toBe(0);
    expect(fake.verdicts.listenerCount()).toBe(0);
  });
});
