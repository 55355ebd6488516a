import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import type { AdminStats } from '@matchdrop/shared';

/** The six Overview cards (R-ADMIN-2); new users of the last 30 days are the first card's note. */
export type StatKey = 'users' | 'suspended' | 'games' | 'publicGames' | 'shares' | 'unread';

export interface StatCard {
  key: StatKey;
  label: string;
  value: number;
  note: string;
}

/** A share of a total as a whole percent; 0 of 0 is 0%. */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

/** One decimal in the interface's language (2.3, 2,3), e.g. games per user; 0 users give 0. */
export function perUser(count: number, users: number): string {
  return i18n.number(users > 0 ? count / users : 0, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** The cards in the interface's language (called while rendering, never at load: the words need the catalog). */
export function statCards(stats: AdminStats): StatCard[] {
  const privateGames = stats.total_dictionaries - stats.public_dictionaries;
  const newUsers = stats.new_users_30_days;
  const suspendedShare = percentOf(stats.suspended_users, stats.total_users);
  const gamesPerUser = perUser(stats.total_dictionaries, stats.total_users);
  const sharesPerUser = perUser(stats.total_shares, stats.total_users);
  return [
    { key: 'users', label: t`Total Users`, value: stats.total_users, note: plural(newUsers, { one: '# new in the last 30 days', other: '# new in the last 30 days' }) },
    { key: 'suspended', label: t`Suspended Users`, value: stats.suspended_users, note: t`${suspendedShare}% of all users` },
    { key: 'games', label: t`Saved Games`, value: stats.total_dictionaries, note: t`${gamesPerUser} per user` },
    { key: 'publicGames', label: t`Public Games`, value: stats.public_dictionaries, note: plural(privateGames, { one: '# private game', other: '# private games' }) },
    { key: 'shares', label: t`Shares`, value: stats.total_shares, note: t`${sharesPerUser} per user` },
    { key: 'unread', label: t`Unread Messages`, value: stats.unread_messages, note: t`from suspended users` },
  ];
}

/** The highest `count` entries by a numeric field, ties by name; zero counts are left out. */
export function topBy<T extends { username: string }>(rows: readonly T[], field: keyof T, count: number): T[] {
  const value = (row: T): number => Number(row[field]) || 0;
  return rows
    .filter((row) => value(row) > 0)
    .sort((a, b) => value(b) - value(a) || a.username.localeCompare(b.username))
    .slice(0, count);
}
