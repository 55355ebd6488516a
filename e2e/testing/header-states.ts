// The accounts whose header holds the most (issue 33): a student with an assignment to do, pairs due for review and
// an unread notification, and the admin. Made through the API, so a test opens one page already in that state.
import type { Locale } from '@matchdrop/shared';
import { apiCall, PASSWORD, playMissingTwo, RIVERS } from './accounts.ts';
import type { Product } from './product.ts';

async function register(product: Product, username: string, locale: Locale): Promise<string> {
  const body = { username, email: `${username}@example.test`, password: PASSWORD, locale };
  return (await apiCall<{ token: string }>(product, 'POST', '/api/auth/register', body)).token;
}

async function saveGame(product: Product, token: string, name: string): Promise<number> {
  return (await apiCall<{ dictionary: { id: number } }>(product, 'POST', '/api/v2/dictionaries', { name, data: RIVERS }, token)).dictionary.id;
}

/**
 * A student (a long username, as a phone's header must not make room for it) whose header shows "Assignments (1)",
 * "Review (2)" and the unread badge: a teacher's class with one assignment, a finished game that missed two pairs,
 * and a game the teacher shared. Returns the student's token.
 */
export async function busyStudent(product: Product, username: string, locale: Locale): Promise<string> {
  const teacher = await register(product, `${username}_t`, 'en');
  const student = await register(product, username, locale);
  const created = await apiCall<{ class: { id: number; code: string } }>(product, 'POST', '/api/classes', { name: 'Header class' }, teacher);
  await apiCall(product, 'POST', '/api/classes/join', { code: created.class.code }, student);
  const dueAt = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString();
  await apiCall(product, 'POST', `/api/classes/${created.class.id}/assignments`, { gameType: 'builtin', gameId: 'animals', dueAt, goal: { kind: 'plays', count: 1 } }, teacher);
  const own = await saveGame(product, student, 'Rivers');
  await playMissingTwo(product, own, student);
  const shared = await saveGame(product, teacher, 'Rivers to share');
  await apiCall(product, 'POST', '/api/sharing/share-dictionary', { dictionaryId: shared, recipientUsername: username }, teacher);
  return student;
}

/** The admin's token, through the admin login (the product runs with ADMIN_PASSWORD set to adminPassword). */
export async function adminToken(product: Product, adminPassword: string): Promise<string> {
  return (await apiCall<{ token: string }>(product, 'POST', '/api/admin/login', { username: 'admin', password: adminPassword })).token;
}
