import { apiRequest } from './http';
import type { AppNotification, SavedGame } from './types';

/** The sharing and notification calls (R-API-1). */

export type ShareAction = 'accept' | 'reject';

export function shareGameRequest(gameId: number, recipientUsername: string, message: string): Promise<{ shareId?: number; message?: string; suspended?: boolean; error?: string }> {
  return apiRequest('POST', '/api/sharing/share-dictionary', { dictionaryId: gameId, recipientUsername, message });
}

export function respondToShare(shareId: number, action: ShareAction): Promise<{ message?: string; dictionary?: SavedGame; suspended?: boolean; error?: string }> {
  return apiRequest('POST', '/api/sharing/respond-share', { shareId, action });
}

export async function fetchNotifications(): Promise<AppNotification[]> {
  const answer = await apiRequest<{ notifications?: AppNotification[] }>('GET', '/api/sharing/notifications');
  return answer.notifications ?? [];
}

export function markAllNotificationsRead(): Promise<unknown> {
  return apiRequest('POST', '/api/sharing/notifications/read-all');
}

export function deleteNotification(id: number): Promise<unknown> {
  return apiRequest('DELETE', `/api/sharing/notifications/${id}`);
}
