import { describe, expect, it } from 'vitest';
import { joinLink, searchWithoutCode, tournamentCodeFromSearch } from './join-link';

describe('tournament join link', () => {
  it('reads the code of ?t=, uppercased', () => {
    expect(tournamentCodeFromSearch('?t=abc234')).toBe('ABC234');
    expect(tournamentCodeFromSearch('?x=1&t=HJK789')).toBe('HJK789');
  });

  it('ignores a missing parameter or one that cannot be a code', () => {
    expect(tournamentCodeFromSearch('')).toBeNull();
    expect(tournamentCodeFromSearch('?t=')).toBeNull();
    expect(tournamentCodeFromSearch('?t=ABC12')).toBeNull();
    // O, I, L, 0 and 1 are not in the codes' alphabet.
    expect(tournamentCodeFromSearch('?t=ABCDE0')).toBeNull();
    expect(tournamentCodeFromSearch('?t=ABC2345')).toBeNull();
  });

  it('builds the link on the page origin and round-trips through the parser', () => {
    const link = joinLink('https://matchdrop.example', 'QRS234');
    expect(link).toBe('https://matchdrop.example/?t=QRS234');
    expect(tournamentCodeFromSearch(new URL(link).search)).toBe('QRS234');
  });

  it('drops only the join parameter from the address', () => {
    expect(searchWithoutCode('?t=ABC234')).toBe('');
    expect(searchWithoutCode('?a=1&t=ABC234')).toBe('?a=1');
  });
});
