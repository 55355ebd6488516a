import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { percentOf, perUser, statCards, topBy } from './stat-cards';

const stats = {
  total_users: 40,
  suspended_users: 3,
  total_dictionaries: 90,
  public_dictionaries: 12,
  total_shares: 25,
  unread_messages: 4,
  new_users_30_days: 6,
};

describe('statCards', () => {
  afterEach(() => i18n.activate('en'));

  it('makes the six overview cards in order, new users as the first card’s note', () => {
    expect(statCards(stats)).toEqual([
      { key: 'users', label: 'Total Users', value: 40, note: '6 new in the last 30 days' },
      { key: 'suspended', label: 'Suspended Users', value: 3, note: '8% of all users' },
      { key: 'games', label: 'Saved Games', value: 90, note: '2.3 per user' },
      { key: 'publicGames', label: 'Public Games', value: 12, note: '78 private games' },
      { key: 'shares', label: 'Shares', value: 25, note: '0.6 per user' },
      { key: 'unread', label: 'Unread Messages', value: 4, note: 'from suspended users' },
    ]);
  });

  it('survives an empty product', () => {
    const empty = statCards({ total_users: 0, suspended_users: 0, total_dictionaries: 0, public_dictionaries: 0, total_shares: 0, unread_messages: 0, new_users_30_days: 0 });
    expect(empty.map((c) => c.note)).toEqual(['0 new in the last 30 days', '0% of all users', '0.0 per user', '0 private games', '0.0 per user', 'from suspended users']);
    expect(percentOf(0, 0)).toBe(0);
    expect(perUser(5, 0)).toBe('0.0');
  });

  it("writes the figures per user with the decimal separator of the interface's language", () => {
    i18n.load('ru', {});
    i18n.activate('ru');
    expect(perUser(7, 3)).toBe('2,3');
    expect(perUser(5, 0)).toBe('0,0');
  });

  it('says "1 private game" in the singular', () => {
    expect(statCards({ ...stats, total_dictionaries: 13 })[3]!.note).toBe('1 private game');
  });
});

describe('topBy', () => {
  it('keeps the highest non-zero entries, ties by name', () => {
    const rows = [
      { username: 'carol', n: 2 },
      { username: 'bob', n: 5 },
      { username: 'alice', n: 2 },
      { username: 'dan', n: 0 },
    ];
    expect(topBy(rows, 'n', 3).map((r) => r.username)).toEqual(['bob', 'alice', 'carol']);
    expect(topBy(rows, 'n', 10).map((r) => r.username)).not.toContain('dan');
  });
});
