import type { Database, Kysely } from '@matchdrop/db';
import type { ExchangeAnswer, NewChatAnswer } from '@matchdrop/shared';
import type { AiConfig, ApiDeps } from '../deps.js';
import { HttpError } from '../http/http-error.js';
import { toGameJson } from './game.js';
import {
  deleteSession,
  findOwnSession,
  insertMessage,
  insertSession,
  listMessages,
  listSessions,
  renameSession,
  touchSession,
  type MessageRow,
  type SessionRow,
} from './repository.js';
import { toMessageJson, toSessionJson } from './serialize.js';
import type { AiProvider, ChatTurn, PageContent } from './types.js';
import { giveBackQuota } from './usage-repository.js';
import { PageFetchError, UrlRefusedError } from './url/errors.js';
import { readPage } from './url/page.js';
import { welcomeText } from './welcome.js';

/** The AI chat's work behind the routes: sessions with their welcome message, and one exchange of messages. */

export type AiServiceDeps = Pick<ApiDeps, 'db' | 'clock'> & { config: { ai: AiConfig }; provider: AiProvider };

const notFound = (): HttpError => new HttpError(404, 'chat_not_found', 'Chat session not found');

export async function ownSession(db: Kysely<Database>, id: number, userId: number): Promise<SessionRow> {
  const session = await findOwnSession(db, id, userId);
  if (!session) throw notFound();
  return session;
}

/** A new session whose first message is the assistant's welcome (R-AI-4: session and welcomeMessage). */
export async function createChat(deps: AiServiceDeps, userId: number, title: string): Promise<NewChatAnswer> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const id = await insertSession(trx, userId, title, now);
    const welcome = await insertMessage(trx, { session_id: id, role: 'assistant', content: welcomeText(deps.provider.name), url: null, game: null, created_at: now });
    return { session: toSessionJson(await ownSession(trx, id, userId)), welcomeMessage: toMessageJson(welcome) };
  });
}

const toTurn = (row: MessageRow): ChatTurn => ({ role: row.role, content: row.content, url: row.url, game: row.game });

/** The page behind a URL; its problems are the user's to fix (4xx), and their message quota is given back. */
async function pageFor(deps: AiServiceDeps, userId: number, url: string): Promise<PageContent | null> {
  if (url === '') return null;
  try {
    return await readPage(url, { allowHosts: deps.config.ai.urlAllowHosts });
  } catch (error) {
    if (!(error instanceof UrlRefusedError) && !(error instanceof PageFetchError)) throw error;
    await giveBackQuota(deps.db, userId, 'messages', deps.clock.now());
    throw new HttpError(
      error instanceof UrlRefusedError ? 400 : 422,
      error instanceof UrlRefusedError ? 'url_refused' : 'url_unreadable',
      `Could not use that URL: ${error.message}`,
      { reason: error.message },
    );
  }
}

/** One user message and the assistant's answer, stored together. The message quota is already taken. */
export async function exchange(deps: AiServiceDeps, userId: number, session: SessionRow, input: { content: string; url: string }): Promise<Omit<ExchangeAnswer, 'usage'>> {
  const page = await pageFor(deps, userId, input.url);
  const history = (await listMessages(deps.db, session.id)).map(toTurn);
  const reply = await deps.provider.reply(history, { text: input.content, page });
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const userMessage = await insertMessage(trx, {
      session_id: session.id,
      role: 'user',
      content: input.content,
      url: input.url === '' ? null : input.url,
      game: null,
      created_at: now,
    });
    const message = await insertMessage(trx, { session_id: session.id, role: 'assistant', content: reply.content, url: null, game: reply.game, created_at: now });
    await touchSession(trx, session.id, now, reply.game);
    return {
      message: toMessageJson(message),
      userMessage: toMessageJson(userMessage),
      dictionary: reply.game ? toGameJson(reply.game) : null,
      session: toSessionJson(await ownSession(trx, session.id, userId)),
    };
  });
}

/** A page of the user's chats, newest first. */
export function ownSessions(db: Kysely<Database>, userId: number, page: number, limit: number): Promise<{ rows: SessionRow[]; total: number }> {
  return listSessions(db, userId, page, limit);
}

/** One of the user's chats with its messages (404 for another user's). */
export async function chatOf(db: Kysely<Database>, id: number, userId: number): Promise<{ session: SessionRow; messages: MessageRow[] }> {
  const session = await ownSession(db, id, userId);
  return { session, messages: await listMessages(db, id) };
}

export async function renameChat(db: Kysely<Database>, id: number, userId: number, title: string, now: Date): Promise<SessionRow> {
  await ownSession(db, id, userId);
  await renameSession(db, id, title, now);
  return ownSession(db, id, userId);
}

export async function deleteChat(db: Kysely<Database>, id: number, userId: number): Promise<void> {
  await ownSession(db, id, userId);
  await deleteSession(db, id);
}
