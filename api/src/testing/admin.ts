// What the admin and suspension tests share: a real login, the save a suspended user is refused, every admin route.
import type { Answer, JsonClient } from './json-client.js';

/** A user's token from a real login (after a suspension, older tokens are revoked). */
export async function logIn(api: JsonClient, username: string, password: string): Promise<Record<string, unknown> & { token: string }> {
  const res = await api.call<Record<string, unknown> & { token: string }>('POST', '/api/auth/login', { body: { username, password } });
  if (res.status !== 200) throw new Error(`login of ${username} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Saves a small game as the user (the call a suspended user is refused). */
export function saveGame(api: JsonClient, token: string, name = 'Capitals'): Promise<Answer<Record<string, unknown>>> {
  return api.call('POST', '/api/dictionaries', { token, body: { name, data: { France: 'Paris', Spain: 'Madrid', Italy: 'Rome' }, is_public: false } });
}

/** Every admin route with a body that would pass validation, for the permission tests. */
export function everyAdminRoute(targetId: number): Array<{ method: string; path: string; body?: unknown }> {
  return [
    { method: 'GET', path: '/api/admin/stats' },
    { method: 'GET', path: '/api/admin/users' },
    { method: 'GET', path: '/api/admin/users?page=1&limit=10&search=a' },
    { method: 'GET', path: `/api/admin/users/${targetId}` },
    { method: 'POST', path: `/api/admin/users/${targetId}/suspend`, body: { reason: 'Spam' } },
    { method: 'POST', path: `/api/admin/users/${targetId}/unsuspend` },
    { method: 'GET', path: '/api/admin/inbox' },
    { method: 'POST', path: `/api/admin/users/${targetId}/message`, body: { message: 'Hello' } },
    { method: 'POST', path: '/api/admin/messages/1/read' },
    { method: 'DELETE', path: `/api/admin/users/${targetId}/conversation` },
    { method: 'GET', path: '/api/admin/notifications' },
    { method: 'POST', path: '/api/admin/notifications', body: { title: 'Hi', message: 'All' } },
    { method: 'DELETE', path: '/api/admin/notifications/1' },
  ];
}
