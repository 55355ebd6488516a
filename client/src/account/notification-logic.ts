import { t } from '@lingui/core/macro';
import type { AppNotification, ShareAction } from '../api';

/** A share someone sent to this user that still waits for Accept or Decline. */
export function isPendingShare(n: AppNotification): boolean {
  return (n.type === 'dictionary_share_received' || n.type === 'dictionary_share') && n.related_id !== null && n.share_status === 'pending';
}

/** How an answered share reads on its notification. */
export function shareStatusLabel(n: AppNotification): string | null {
  if (n.type !== 'dictionary_share_received' && n.type !== 'dictionary_share') return null;
  if (n.share_status === 'accept') return t`Accepted`;
  if (n.share_status === 'reject') return t`Declined`;
  return null;
}

/** The list after answering a share: its notification shows the answer at once. */
export function withShareAnswer(list: readonly AppNotification[], notificationId: number, action: ShareAction): AppNotification[] {
  return list.map((n) => (n.id === notificationId ? { ...n, share_status: action, is_read: true } : n));
}

export function responseMessage(action: ShareAction): string {
  return action === 'accept' ? t`Share accepted. The game is now in your saved games.` : t`Share declined.`;
}

/**
 * R-CLASS-8: the label of a class notification (an assignment set, its 24-hour reminder), and the screen it leads
 * to; null for the others.
 */
export function assignmentNotice(n: Pick<AppNotification, 'type'>): { label: string; linkText: string } | null {
  if (n.type === 'assignment_set') return { label: t`Assignment`, linkText: t`Open my assignments` };
  if (n.type === 'assignment_due') return { label: t`Reminder`, linkText: t`Open my assignments` };
  return null;
}
