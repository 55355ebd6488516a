import { describe, expect, it } from 'vitest';
import type { SavedGame } from '../api';
import { accountTypeLabel, canShare, dashboardKind, formatDate, pairCountOf, savedGameStart } from './saved-game';

const game: Omit<SavedGame, 'pair_count'> = {
  id: 12,
  name: 'Capitals',
  description: null,
  data: { France: 'Paris', Paris: 'France', Spain: 'Madrid', Madrid: 'Spain' },
  is_public: false,
  created_at: '2026-03-05T10:00:00.000Z',
  category: null,
  owner_username: 'ada',
};

describe('saved games on the dashboard', () => {
  it('Play Game starts the saved game and returns to the profile', () => {
    expect(savedGameStart(game)).toEqual({ source: 'saved', returnTo: 'profile', name: 'Capitals', data: game.data, dictionaryId: 12 });
  });

  it('counts pairs once per direction unless the server already did', () => {
    expect(pairCountOf(game)).toBe(2);
    expect(pairCountOf({ ...game, pair_count: 7 })).toBe(7);
  });

  it('offers Share on private games only', () => {
    expect(canShare(game)).toBe(true);
    expect(canShare({ is_public: true })).toBe(false);
  });
});

describe('account information', () => {
  it('names the account type and picks the dashboard by role', () => {
    expect(accountTypeLabel({ role: 'user' })).toBe('Player');
    expect(accountTypeLabel({ role: 'admin' })).toBe('Administrator');
    expect(dashboardKind({ role: 'admin' })).toBe('admin');
    expect(dashboardKind({ role: 'user' })).toBe('user');
  });

  it('writes the member-since date in full, and leaves unreadable text as it is', () => {
    expect(formatDate('2026-03-05T10:00:00.000Z', 'en-US')).toBe('March 5, 2026');
    expect(formatDate('soon', 'en-US')).toBe('soon');
    expect(formatDate(undefined)).toBe('');
  });
});
