import type { AdminStats, GameSummary, AdminUserDetails, GeneralNotification, InboxConversation, InboxMessage, UsersPage, UsersQuery } from '@matchdrop/shared';
import { apiRequest, savedGamesFrom, type SessionAnswer, type User } from '../api';
import { usersPath } from './users-query';

/** R-ADMIN-1 calls, plus the general notifications. Every call but the login needs an admin session. */

export function adminLoginRequest(username: string, password: string): Promise<SessionAnswer> {
  return apiRequest<SessionAnswer>('POST', '/api/admin/login', { username, password });
}

export function fetchAdminStats(): Promise<AdminStats> {
  return apiRequest<AdminStats>('GET', '/api/admin/stats');
}

export function fetchUsers(query: Partial<UsersQuery>): Promise<UsersPage> {
  return apiRequest<UsersPage>('GET', usersPath(query));
}

export function fetchUserDetails(userId: number): Promise<AdminUserDetails> {
  return apiRequest<AdminUserDetails>('GET', `/api/admin/users/${userId}`);
}

export async function suspendUser(userId: number, reason: string): Promise<User> {
  return (await apiRequest<{ user: User }>('POST', `/api/admin/users/${userId}/suspend`, { reason })).user;
}

export async function unsuspendUser(userId: number): Promise<User> {
  return (await apiRequest<{ user: User }>('POST', `/api/admin/users/${userId}/unsuspend`)).user;
}

export async function fetchInbox(): Promise<InboxConversation[]> {
  return (await apiRequest<{ conversations: InboxConversation[] }>('GET', '/api/admin/inbox')).conversations;
}

export async function sendAdminMessage(userId: number, message: string, parentMessageId?: number): Promise<InboxMessage> {
  const body = parentMessageId === undefined ? { message } : { message, parentMessageId };
  return (await apiRequest<{ message: InboxMessage }>('POST', `/api/admin/users/${userId}/message`, body)).message;
}

export function markMessageRead(messageId: number): Promise<unknown> {
  return apiRequest('POST', `/api/admin/messages/${messageId}/read`);
}

export function deleteConversation(userId: number): Promise<unknown> {
  return apiRequest('DELETE', `/api/admin/users/${userId}/conversation`);
}

export async function fetchGeneralNotifications(): Promise<GeneralNotification[]> {
  return (await apiRequest<{ notifications: GeneralNotification[] }>('GET', '/api/admin/notifications')).notifications;
}

export async function sendGeneralNotification(title: string, message: string): Promise<GeneralNotification> {
  return (await apiRequest<{ notification: GeneralNotification }>('POST', '/api/admin/notifications', { title, message })).notification;
}

export function deleteGeneralNotification(id: number): Promise<unknown> {
  return apiRequest('DELETE', `/api/admin/notifications/${id}`);
}

/** The newest public games (for the Public Games card). */
export async function fetchPublicGames(limit: number): Promise<GameSummary[]> {
  return savedGamesFrom<GameSummary>(await apiRequest<unknown>('GET', `/api/dictionaries/public?limit=${limit}`));
}
