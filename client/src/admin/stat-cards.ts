import type { AdminStats } from '@matchdrop/shared';

/** The six Overview cards (R-ADMIN-2); new users of the last 30 days are the first card's note. */
export type StatKey = 'users' | 'suspended' | 'games' | 'publicGames' | 'shares' | 'unread';

export interface StatCard {
  key: StatKey;
  label: string;
  value: number;
  note: string;
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** A share of a total as a whole percent; 0 of 0 is 0%. */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

/** One decimal, e.g. games per user; 0 users give 0. */
export function perUser(count: number, users: number): string {
  return users > 0 ? (count / users).toFixed(1) : '0.0';
}

export function statCards(stats: AdminStats): StatCard[] {
  const privateGames = stats.total_dictionaries - stats.public_dictionaries;
  return [
    { key: 'users', label: 'Total Users', value: stats.total_users, note: `${stats.new_users_30_days} new in the last 30 days` },
    { key: 'suspended', label: 'Suspended Users', value: stats.suspended_users, note: `${percentOf(stats.suspended_users, stats.total_users)}% of all users` },
    { key: 'games', label: 'Saved Games', value: stats.total_dictionaries, note: `${perUser(stats.total_dictionaries, stats.total_users)} per user` },
    { key: 'publicGames', label: 'Public Games', value: stats.public_dictionaries, note: `${plural(privateGames, 'private game', 'private games')}` },
    { key: 'shares', label: 'Shares', value: stats.total_shares, note: `${perUser(stats.total_shares, stats.total_users)} per user` },
    { key: 'unread', label: 'Unread Messages', value: stats.unread_messages, note: 'from suspended users' },
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
