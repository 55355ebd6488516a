import { MISMATCH_RETURN_MS, POINTS_CORRECT, createRng, initialFieldPairs } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { FreePlayEngine } from './FreePlayEngine.js';
import { findMatchingPair, findWrongPair, numberWords, recordEvents } from './testing.js';

function remoteEngine(pairCount = 6, initialPairs?: number) {
  return new FreePlayEngine({ data: numberWords(20), pairCount, rng: createRng(7), speed: 5, reducedMotion: false, judge: 'remote', initialPairs });
}

describe('remote judging (a competitive round refereed by the server)', () => {
  it('asks for the verdict instead of judging: both items stay in the zones and the score does not move', () => {
    const engine = remoteEngine();
    const events = recordEvents(engine);
    const attempts: unknown[] = [];
    engine.events.on('attempted', (e) => attempts.push(e));
    const [a, b] = findMatchingPair(engine);
    engine.dropIn(a, 'upper');
    engine.dropIn(b, 'lower');
    const texts = [a, b].map((id) => engine.items.find((i) => i.id === id)!.text);
    expect(attempts).toEqual([{ itemIds: [a, b], texts }]);
    expect(engine.awaitingVerdict).toBe(true);
    expect(engine.zones).toEqual({ upper: a, lower: b });
    expect(engine.stats.score).toBe(0);
    expect(events.names()).not.toContain('matched');
  });

  it('refuses to drop or take items while the verdict is awaited', () => {
    const engine = remoteEngine();
    const [a, b] = findMatchingPair(engine);
    engine.dropIn(a, 'upper');
    engine.dropIn(b, 'lower');
    const other = engine.items.find((i) => i.location === 'field')!;
    expect(engine.dropIn(other.id, 'upper')).toEqual({ ok: false, reason: 'awaiting-verdict' });
    expect(engine.pick(a)).toEqual({ ok: false, reason: 'awaiting-verdict' });
  });

  it('a correct verdict plays out like a local match: +2, the pair leaves, the next pair spawns', () => {
    const engine = remoteEngine(8);
    const events = recordEvents(engine);
    const [a, b] = findMatchingPair(engine);
    engine.dropIn(a, 'upper');
    engine.dropIn(b, 'lower');
    expect(engine.settleAttempt(true)).toBe(true);
    expect(engine.stats).toMatchObject({ score: POINTS_CORRECT, correct: 1 });
    expect(engine.items.map((i) => i.id)).not.toContain(a);
    expect(engine.awaitingVerdict).toBe(false);
    expect(events.names().slice(-3)).toEqual(['matched', 'statsChanged', 'spawned']);
  });

  it("the server's verdict wins even where the local pairs disagree", () => {
    const engine = remoteEngine();
    const [a, b] = findWrongPair(engine);
    engine.dropIn(a, 'upper');
    engine.dropIn(b, 'lower');
    engine.settleAttempt(true);
    expect(engine.matchedPairs).toBe(1);
  });

  it('a wrong verdict keeps the pair in view, then returns it after the usual delay', () => {
    const engine = remoteEngine();
    const [a, b] = findMatchingPair(engine);
    engine.dropIn(a, 'upper');
    engine.dropIn(b, 'lower');
    engine.settleAttempt(false);
    expect(engine.stats.wrong).toBe(1);
    expect(engine.zonesBusy).toBe(true);
    engine.step(MISMATCH_RETURN_MS);
    expect(engine.zones).toEqual({ upper: null, lower: null });
  });

  it('ignores a verdict nobody asked for', () => {
    const engine = remoteEngine();
    expect(engine.settleAttempt(true)).toBe(false);
    expect(engine.stats.score).toBe(0);
  });

  it('finishes on the last correct verdict', () => {
    const engine = remoteEngine(3);
    for (let i = 0; i < 3; i++) {
      const [a, b] = findMatchingPair(engine);
      engine.dropIn(a, 'upper');
      engine.dropIn(b, 'lower');
      engine.settleAttempt(true);
    }
    expect(engine.finished).toBe(true);
  });

  it('can start with every pair on the field (a round whose pairs the client cannot know)', () => {
    expect(remoteEngine(8).items).toHaveLength(2 * initialFieldPairs(8));
    expect(remoteEngine(8, 8).items).toHaveLength(16);
  });
});
