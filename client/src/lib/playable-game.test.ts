import { toTwoWayMap, type Pair } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import type { GameStartRequest } from './game-start';
import { recordKeyOf, resolvePlayableGame } from './playable-game';

const NO_GAME_DATA = 'Error: No game data available';

const numbered = (n: number): Pair[] => Array.from({ length: n }, (_, i) => [`q${i}`, `a${i}`] as const);
const request = (patch: Partial<GameStartRequest> = {}): GameStartRequest => ({
  source: 'upload',
  returnTo: 'games',
  name: 'Capitals',
  data: toTwoWayMap(numbered(10)),
  ...patch,
});

describe('starting a game', () => {
  it('refuses a game without data with the spec message', () => {
    expect(resolvePlayableGame(request({ data: {} }))).toEqual({ ok: false, error: NO_GAME_DATA });
    // Requests also come from untyped sources (an AI answer, a saved game); bad shapes are no data either.
    expect(resolvePlayableGame(request({ data: null as never }))).toEqual({ ok: false, error: NO_GAME_DATA });
    expect(resolvePlayableGame(request({ data: ['a', 'b'] as never }))).toEqual({ ok: false, error: NO_GAME_DATA });
  });

  it('plays the asked pair count inside the slider bounds, or the slider default', () => {
    expect(resolvePlayableGame(request({ pairCount: 4 }))).toMatchObject({ ok: true, pairCount: 4 });
    expect(resolvePlayableGame(request({ pairCount: 99 }))).toMatchObject({ ok: true, pairCount: 10 });
    expect(resolvePlayableGame(request())).toMatchObject({ ok: true, pairCount: 6 });
  });

  it('judges locally whenever the request has a map, even with a server deal beside it', () => {
    expect(resolvePlayableGame(request({ gameId: 'numbers', deal: ['a', 'b', 'c', 'd'] }))).toMatchObject({ ok: true, remote: null });
  });

  it('plays a game without a map from the server deal, judged by the server against its id', () => {
    const deal = ['dog', 'perro', 'cat', 'gato', 'house', 'casa'];
    expect(resolvePlayableGame(request({ data: {}, dictionaryId: 9, deal, pairCount: 2 }))).toEqual({
      ok: true,
      data: {},
      pairCount: 2,
      recordKey: 'upload:9:2',
      remote: { game: { dictionaryId: 9 }, dealtItems: deal },
    });
    expect(resolvePlayableGame(request({ data: {}, source: 'builtin', gameId: 'animals', deal }))).toMatchObject({
      ok: true,
      pairCount: 3,
      remote: { game: { gameId: 'animals' } },
    });
    // Without a deal, or without an id to judge against, there is nothing to play.
    expect(resolvePlayableGame(request({ data: {}, gameId: 'animals' }))).toEqual({ ok: false, error: NO_GAME_DATA });
    expect(resolvePlayableGame(request({ data: {}, deal }))).toEqual({ ok: false, error: NO_GAME_DATA });
    expect(resolvePlayableGame(request({ data: {}, gameId: 'animals', deal: ['lonely'] }))).toEqual({ ok: false, error: NO_GAME_DATA });
  });

  it('keys records by source, game and pair count', () => {
    expect(recordKeyOf(request({ source: 'builtin', gameId: 'numbers' }), 3)).toBe('builtin:numbers:3');
    expect(recordKeyOf(request({ source: 'saved', dictionaryId: 42 }), 5)).toBe('saved:42:5');
    expect(recordKeyOf(request(), 6)).toBe('upload:Capitals:6');
    expect(resolvePlayableGame(request({ pairCount: 4 }))).toMatchObject({ recordKey: 'upload:Capitals:4' });
  });
});
