// Accounts for browser tests: made through the API, and pages opened already logged in.
import { pairsOfItems, recordOf } from '@matchdrop/api/testing';
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

/** Records a finished play of the saved game `id` that missed two of RIVERS' pairs: they are due for review at once. */
export async function playMissingTwo(product: Product, id: number, token: string): Promise<void> {
  // Only a play the server judged queues review pairs (R-JUDGE-1): a deal, then a record with one wrong attempt, which
  // misses the two pairs its items belong to.
  const path = `/api/v2/dictionaries/${id}`;
  const dealt = await apiCall<DealAnswer>(product, 'POST', `${path}/deals`, { pairs: 4 }, token);
  const attempts = recordOf(pairsOfItems(dealt.items), 1, 250);
  await apiCall(product, 'POST', `${path}/plays`, { deal: dealt.deal, attempts }, token);
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
