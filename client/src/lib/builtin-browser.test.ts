import { CATEGORIES, findBuiltinGame, maxSelectablePairs } from '@matchdrop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { browseReducer, categoryOf, initialBrowseState, startRequestFor, type BrowseState } from './builtin-browser';
import { catalogGames } from './catalog-games';

const reduce = (...actions: Parameters<typeof browseReducer>[1][]): BrowseState => actions.reduce(browseReducer, initialBrowseState);

const multiplication = findBuiltinGame('multiplication-table')!;

describe('built-in games panel steps, before the games have loaded', () => {
  it('R-BUILD-2: opens a topic, but no game: the games are offered only once their chunk has loaded', () => {
    const games = reduce({ type: 'openCategory', categoryId: 'mathematics' });
    expect(games).toEqual({ step: 'games', categoryId: 'mathematics' });
    expect(categoryOf(games)).toMatchObject({ name: 'Mathematics', gameCount: 7 });
    expect(browseReducer(games, { type: 'openGame', gameId: 'multiplication-table' })).toBe(games);
  });
});

describe('built-in games panel steps', () => {
  beforeAll(async () => {
    await catalogGames.load();
  });

  it('goes from topics to the games of a topic to the pair slider', () => {
    const games = reduce({ type: 'openCategory', categoryId: 'mathematics' });
    expect(games).toEqual({ step: 'games', categoryId: 'mathematics' });
    expect(categoryOf(games)?.name).toBe('Mathematics');

    const pairs = browseReducer(games, { type: 'openGame', gameId: 'multiplication-table' });
    expect(pairs).toEqual({ step: 'pairs', categoryId: 'mathematics', gameId: 'multiplication-table', pairCount: 6 });
  });

  it('steps back one level at a time', () => {
    const pairs = reduce({ type: 'openCategory', categoryId: 'mathematics' }, { type: 'openGame', gameId: 'multiplication-table' });
    const games = browseReducer(pairs, { type: 'back' });
    expect(games).toEqual({ step: 'games', categoryId: 'mathematics' });
    expect(browseReducer(games, { type: 'back' })).toEqual(initialBrowseState);
  });

  it('ignores unknown topics, unknown games and games of another topic', () => {
    expect(reduce({ type: 'openCategory', categoryId: 'astrology' })).toBe(initialBrowseState);
    const games = reduce({ type: 'openCategory', categoryId: 'history' });
    expect(browseReducer(games, { type: 'openGame', gameId: 'nope' })).toBe(games);
    expect(browseReducer(games, { type: 'openGame', gameId: 'multiplication-table' })).toBe(games);
  });

  it('keeps the pair count between 3 and what the game can hold', () => {
    const pairs = reduce({ type: 'openCategory', categoryId: 'mathematics' }, { type: 'openGame', gameId: 'multiplication-table' });
    const max = maxSelectablePairs(multiplication.data);
    expect(browseReducer(pairs, { type: 'setPairCount', value: 1 })).toMatchObject({ pairCount: 3 });
    expect(browseReducer(pairs, { type: 'setPairCount', value: 10_000 })).toMatchObject({ pairCount: max });
    expect(browseReducer(pairs, { type: 'setPairCount', value: 9 })).toMatchObject({ pairCount: 9 });
  });

  it('builds the Start Game payload only once a game is chosen, returning to the games panel', () => {
    expect(startRequestFor(initialBrowseState, findBuiltinGame)).toBeNull();
    const pairs = reduce({ type: 'openCategory', categoryId: 'mathematics' }, { type: 'openGame', gameId: 'multiplication-table' }, { type: 'setPairCount', value: 8 });
    expect(startRequestFor(pairs, findBuiltinGame)).toEqual({
      source: 'builtin',
      returnTo: 'games',
      gameId: 'multiplication-table',
      name: multiplication.name,
      data: multiplication.data,
      pairCount: 8,
    });
  });

  it('builds no payload when the loaded games lack the chosen one', () => {
    const pairs = reduce({ type: 'openCategory', categoryId: 'mathematics' }, { type: 'openGame', gameId: 'multiplication-table' });
    expect(startRequestFor(pairs, () => undefined)).toBeNull();
  });

  it('can open every game of every topic with a valid default pair count', () => {
    for (const category of CATEGORIES) {
      for (const game of category.games) {
        const state = reduce({ type: 'openCategory', categoryId: category.id }, { type: 'openGame', gameId: game.id });
        expect(state.step).toBe('pairs');
        const request = startRequestFor(state, findBuiltinGame)!;
        expect(request.pairCount).toBe(Math.min(6, maxSelectablePairs(game.data)));
        expect(request.pairCount).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
