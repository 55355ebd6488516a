import { describe, expect, it } from 'vitest';
import { findBuiltinGame, BUILTIN_GAMES } from './catalog/index.js';
import { exportFileName, exportRows, gameToCsv, gameToJson } from './game-export.js';
import { parseGameFile } from './normalize.js';

const roundTrip = (text: string, file: string) => {
  const result = parseGameFile(text, file);
  if (!result.ok) throw new Error(result.error);
  return result.data;
};

describe('exporting a game in the formats upload accepts', () => {
  it('comes back unchanged from CSV and JSON, for every built-in game (ambiguous ones included)', () => {
    for (const game of BUILTIN_GAMES) {
      expect(roundTrip(gameToCsv(game.data), 'x.csv'), game.id).toEqual(game.data);
      expect(roundTrip(gameToJson(game.data), 'x.json'), game.id).toEqual(game.data);
    }
  });

  it('keeps commas, quotes, semicolons, line breaks and title-like words inside items', () => {
    const data = { 'a, b': 'say "hi"', 'say "hi"': 'a, b', 'x;y': 'line\nbreak', 'line\nbreak': 'x;y', term: 'definition', definition: 'term' };
    expect(roundTrip(gameToCsv(data), 'x.csv')).toEqual(data);
    expect(roundTrip(gameToJson(data), 'game.json')).toEqual(data);
  });

  it('lists a symmetric pair once and a one-way entry of an ambiguous game after it', () => {
    const data = { '3 × 4': '12', '12': '2 × 6', '2 × 6': '12' };
    expect(exportRows(data)).toEqual([
      ['12', '2 × 6'],
      ['3 × 4', '12'],
    ]);
    expect(roundTrip(gameToCsv(data), 'x.csv')).toEqual(data);
    expect(exportRows(findBuiltinGame('animals')!.data).length).toBeGreaterThan(0);
  });

  it('names the file after the game', () => {
    expect(exportFileName('Capitals: Europe/Asia', 'csv')).toBe('Capitals_ Europe_Asia.csv');
    expect(exportFileName('  ', 'json')).toBe('game.json');
  });
});
