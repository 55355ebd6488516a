import { describe, expect, it } from 'vitest';
import { createMissedPairs } from './missed-pairs';

const DATA = { H: 'Hydrogen', Hydrogen: 'H', He: 'Helium', Helium: 'He', Li: 'Lithium', Lithium: 'Li' };

describe('missed pairs of a game', () => {
  it('counts both pairs of a wrong match, each once whichever direction it comes up in', () => {
    const missed = createMissedPairs(DATA);
    missed.add(['H', 'Helium']);
    missed.add(['Hydrogen', 'He']);
    expect(missed.list()).toEqual([
      ['H', 'Hydrogen'],
      ['Helium', 'He'],
    ]);
    missed.add(['Li', 'H']);
    expect(missed.list()).toEqual([
      ['H', 'Hydrogen'],
      ['Helium', 'He'],
      ['Li', 'Lithium'],
    ]);
  });

  it('skips items without a counterpart in the map', () => {
    const missed = createMissedPairs({});
    missed.add(['a', 'b']);
    expect(missed.list()).toEqual([]);
  });
});
