import { plural, t } from '@lingui/core/macro';
import { BADGE_MAX } from '@matchdrop/shared';

/** The unread badge's text: nothing at 0, the count up to 9, '9+' above (R-SHARE-4). */
export function badgeLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}

/** What a screen reader hears for the badge. */
export function unreadDescription(count: number): string {
  if (count <= 0) return t`no unread notifications`;
  return plural(count, { one: '# unread notification', other: '# unread notifications' });
}
