import type { AiChatRole, Database, Kysely } from '@matchdrop/db';
import type { GameData } from '@matchdrop/shared';
import { z } from 'zod';
import { gameFromPairs } from './game.js';
import type { GeneratedGame } from './types.js';

/** AI chat sessions and messages (tables ai_chat_sessions, ai_chat_messages). */

export interface SessionRow {
  id: number;
  user_id: number;
  title: string;
  created_at: Date;
  updated_at: Date;
  dictionary_generated: boolean;
  generated_dictionary: GameData | null;
  message_count: number;
}

export interface MessageRow {
  id: number;
  role: AiChatRole;
  content: string;
  url: string | null;
  created_at: Date;
  game: GeneratedGame | null;
}

/**
 * A message's game is stored in its jsonb `dictionary` column as { name, pairs }: jsonb keeps no key
 * order, and the order of the pairs is the game's (which side is left, which pairs come first), needed to
 * refine it ('only 5', 'swap sides'). The column's declared type is a bare word map (GameData), hence the
 * cast; values are read back through zod.
 */
const storedGameSchema = z.object({ name: z.string(), pairs: z.array(z.tuple([z.string(), z.string()])) });
const toStored = (game: GeneratedGame): GameData => ({ name: game.name, pairs: game.pairs }) as unknown as GameData;
const fromStored = (value: unknown): GeneratedGame | null => {
  const parsed = storedGameSchema.safeParse(value);
  return parsed.success ? gameFromPairs(parsed.data.name, parsed.data.pairs) : null;
};

function selectSessions(db: Kysely<Database>) {
  return db
    .selectFrom('ai_chat_sessions as s')
    .select(['s.id', 's.user_id', 's.title', 's.created_at', 's.updated_at', 's.dictionary_generated', 's.generated_dictionary'])
    .select((eb) => eb.selectFrom('ai_chat_messages as m').select(eb.fn.countAll<number>().as('n')).whereRef('m.session_id', '=', 's.id').as('message_count'));
}

const withCount = (row: Omit<SessionRow, 'message_count'> & { message_count: number | null }): SessionRow => ({
  ...row,
  message_count: Number(row.message_count ?? 0),
});

/** The user's session, or undefined when it does not exist or is someone else's. */
export async function findOwnSession(db: Kysely<Database>, id: number, userId: number): Promise<SessionRow | undefined> {
  const row = await selectSessions(db).where('s.id', '=', id).where('s.user_id', '=', userId).executeTakeFirst();
  return row && withCount(row);
}

/** The user's sessions, most recently active first. */
export async function listSessions(db: Kysely<Database>, userId: number, page: number, limit: number): Promise<{ rows: SessionRow[]; total: number }> {
  const rows = await selectSessions(db)
    .where('s.user_id', '=', userId)
    .orderBy('s.updated_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const { total } = await db
    .selectFrom('ai_chat_sessions')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { rows: rows.map(withCount), total: Number(total) };
}

export async function insertSession(db: Kysely<Database>, userId: number, title: string, now: Date): Promise<number> {
  const { id } = await db.insertInto('ai_chat_sessions').values({ user_id: userId, title, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function renameSession(db: Kysely<Database>, id: number, title: string, now: Date): Promise<void> {
  await db.updateTable('ai_chat_sessions').set({ title, updated_at: now }).where('id', '=', id).execute();
}

export async function deleteSession(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('ai_chat_sessions').where('id', '=', id).execute();
}

/** Marks the session active now and, when an answer returned a game, generated with that game (R-AI-5). */
export async function touchSession(db: Kysely<Database>, id: number, now: Date, game: GeneratedGame | null): Promise<void> {
  const generated = game ? { dictionary_generated: true, generated_dictionary: game.data } : {};
  await db
    .updateTable('ai_chat_sessions')
    .set({ updated_at: now, ...generated })
    .where('id', '=', id)
    .execute();
}

export interface NewMessage {
  session_id: number;
  role: AiChatRole;
  content: string;
  url: string | null;
  game: GeneratedGame | null;
  created_at: Date;
}

export async function insertMessage(db: Kysely<Database>, message: NewMessage): Promise<MessageRow> {
  const { game, ...values } = message;
  const row = await db
    .insertInto('ai_chat_messages')
    .values({ ...values, dictionary: game ? toStored(game) : null })
    .returning(['id', 'role', 'content', 'url', 'created_at', 'dictionary'])
    .executeTakeFirstOrThrow();
  const { dictionary: savedGame, ...rest } = row;
  return { ...rest, game: fromStored(savedGame) };
}

/** A session's messages in the order they were written. */
export async function listMessages(db: Kysely<Database>, sessionId: number): Promise<MessageRow[]> {
  const rows = await db
    .selectFrom('ai_chat_messages')
    .select(['id', 'role', 'content', 'url', 'created_at', 'dictionary'])
    .where('session_id', '=', sessionId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(({ dictionary: savedGame, ...rest }) => ({ ...rest, game: fromStored(savedGame) }));
}
