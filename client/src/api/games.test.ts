import { describe, expect, it } from 'vitest';
import { savedGamesFrom } from './games';

const game = { id: 1, name: 'G', description: null, data: { a: 'b', b: 'a' }, is_public: false, created_at: '2026-01-01T00:00:00.000Z', category: null };

describe('savedGamesFrom', () => {
  it('reads the list from an array or from an object holding dictionaries (R-API-6)', () => {
    expect(savedGamesFrom([game])).toEqual([game]);
    expect(savedGamesFrom({ dictionaries: [game] })).toEqual([game]);
  });

  it('reads anything else as no games', () => {
    expect(savedGamesFrom(null)).toEqual([]);
    expect(savedGamesFrom({ dictionaries: 'x' })).toEqual([]);
    expect(savedGamesFrom('text')).toEqual([]);
  });
});
