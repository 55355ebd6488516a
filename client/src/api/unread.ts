import { apiRequest } from './http';

// The header's badge polls this from the first page; the rest of the sharing calls (sharing.ts) load with their screens.

export async function fetchUnreadCount(): Promise<number> {
  const answer = await apiRequest<{ unreadCount?: number }>('GET', '/api/sharing/notifications/unread-count');
  return typeof answer.unreadCount === 'number' ? answer.unreadCount : 0;
}
