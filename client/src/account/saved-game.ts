import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { countPairs } from '@matchdrop/shared';
import type { SavedGame, User } from '../api';

/** What Play Game hands to the app (client contract: source 'saved', Return goes back to the profile). */
export interface SavedGameStart {
  source: 'saved';
  returnTo: 'profile';
  name: string;
  data: SavedGame['data'];
  dictionaryId: number;
  languages?: SavedGame['languages'];
}

export function savedGameStart(game: Pick<SavedGame, 'id' | 'name' | 'data' | 'languages'>): SavedGameStart {
  return { source: 'saved', returnTo: 'profile', name: game.name, data: game.data, dictionaryId: game.id, languages: game.languages };
}

/** The server's count, or the count of the game's own map for a game that has none yet. */
export function pairCountOf(game: Pick<SavedGame, 'data'> & Partial<Pick<SavedGame, 'pair_count'>>): number {
  return game.pair_count ?? countPairs(game.data);
}

export function accountTypeLabel(user: Pick<User, 'role'>): string {
  return user.role === 'admin' ? t`Administrator` : t`Player`;
}

/** "March 5, 2026" in the interface's language (or `locale`); the raw text when it is not a date. */
export function formatDate(iso: string | undefined, locale: string = i18n.locale): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** R-ADMIN-2: an admin sees the admin dashboard instead of the user dashboard. */
export function dashboardKind(user: Pick<User, 'role'>): 'admin' | 'user' {
  return user.role === 'admin' ? 'admin' : 'user';
}

/** Only private games can be shared (R-SHARE-1). */
export function canShare(game: Pick<SavedGame, 'is_public'>): boolean {
  return !game.is_public;
}
