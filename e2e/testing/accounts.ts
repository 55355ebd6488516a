// Accounts for browser tests: made through the API, and pages opened already logged in.
import type { DealAnswer } from '@matchdrop/shared';
import type { Page } from 'playwright-core';
import type { AppPages } from './pages.ts';
import type { Product } from './product.ts';
import { type HookState } from './freeplay.ts';

export const PASSWORD = 'correct-horse';

export async function apiCall<T>(product: Product, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${product.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // A 204 (a student leaving a class) has no body.
  const text = await response.text();
  const answer = (text === '' ? undefined : JSON.parse(text)) as T;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * Records a finished play of the saved game `id` that missed two of RIVERS' pairs: they are due for review at once.
 * Played as the client plays (R-JUDGE-1, R-JUDGE-2): a deal of the 4 pairs, then a record judged by the server (a
 * reported play queues nothing: R-JUDGE-7): the first pair right, one wrong attempt mixing the second and third dealt
 * pairs (both missed), then the rest right, a hand's pace apart.
 */
export async function playMissingTwo(product: Product, id: number, token: string): Promise<void> {
  const game = `/api/v2/dictionaries/${id}`;
  const deal = await apiCall<DealAnswer>(product, 'POST', `${game}/deals`, { pairs: 4 }, token);
  const [first, second, third, fourth] = Array.from({ length: 4 }, (_, i) => ({ a: deal.items[2 * i]!, b: deal.items[2 * i + 1]! }));
  const attempts = [first!, { a: second!.a, b: third!.b }, second!, third!, fourth!].map((attempt, i) => ({ ...attempt, at: (i + 1) * 200 }));
  await apiCall(product, 'POST', `${game}/plays`, { deal: deal.deal, attempts }, token);
}

/** A small saved game's pairs, for tests that save one through the API. */
export const RIVERS = { Nile: 'Egypt', Thames: 'England', Seine: 'France', Tiber: 'Italy' };

/** Registers through the API (no mail server: the account is usable at once). */
export async function registerAccount(product: Product, username: string): Promise<{ id: number; username: string; token: string }> {
  const answer = await apiCall<{ token: string; user: { id: number } }>(product, 'POST', '/api/auth/register', { username, email: `${username}@example.test`, password: PASSWORD });
  return { id: answer.user.id, username, token: answer.token };
}

/** registerAccount's token. */
export async function registerUser(product: Product, username: string): Promise<string> {
  return (await registerAccount(product, username)).token;
}

/** The first page with the user already logged in (the token the client keeps in local storage, R-AUTH-7). */
export async function openLoggedIn(pages: AppPages, token: string, username: string): Promise<Page> {
  const page = await pages.open({ reducedMotion: 'reduce' }, (context) => context.addInitScript((t) => window.localStorage.setItem('matchdrop.token', t), token));
  await page.getByRole('button', { name: new RegExp(`^${username}: open your dashboard`) }).waitFor();
  return page;
}

/** Waits until a mismatched pair has gone back to the field, so the zones take the next drop. */
export async function waitForEmptyZones(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const s = (window as Window & { __matchdropTest?: { state(): HookState } }).__matchdropTest!.state();
    return s.zones.upper === null && s.zones.lower === null;
  });
}
