import type { Database, Kysely } from '@matchdrop/db';
import { sql } from '@matchdrop/db';
import type { AiUsage } from '@matchdrop/shared';
import type { AiConfig } from '../deps.js';

/**
 * Daily AI quotas per user (AI_DAILY_MESSAGES, AI_DAILY_SESSIONS), counted in ai_usage per UTC day, so
 * they start again at midnight UTC. Taking a unit is one statement that only counts while below the
 * limit, so requests arriving together cannot overshoot it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type QuotaKind = 'messages' | 'sessions';

/** The UTC calendar day as ai_usage stores it ('YYYY-MM-DD'). */
export const utcDate = (now: Date): string => now.toISOString().slice(0, 10);

/** The next midnight UTC: when today's quota starts again. */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS);
}

export const limitOf = (config: AiConfig, kind: QuotaKind): number => (kind === 'messages' ? config.dailyMessages : config.dailySessions);

/** Takes one unit of today's quota; false (nothing taken) when it is used up. */
export async function takeQuota(db: Kysely<Database>, userId: number, kind: QuotaKind, limit: number, now: Date): Promise<boolean> {
  if (limit <= 0) return false;
  const row = await db
    .insertInto('ai_usage')
    .values({ user_id: userId, day: utcDate(now), [kind]: 1 })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'day'])
        .doUpdateSet({ [kind]: sql<number>`ai_usage.${sql.ref(kind)} + 1` })
        .where(`ai_usage.${kind}`, '<', limit),
    )
    .returning(kind)
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a unit back when the request that took it could not be served (a refused URL). */
export async function giveBackQuota(db: Kysely<Database>, userId: number, kind: QuotaKind, now: Date): Promise<void> {
  await db
    .updateTable('ai_usage')
    .set({ [kind]: sql<number>`greatest(${sql.ref(kind)} - 1, 0)` })
    .where('user_id', '=', userId)
    .where('day', '=', utcDate(now))
    .execute();
}

/** GET /api/ai/usage: today's quotas of the user. */
export async function readUsage(db: Kysely<Database>, userId: number, config: AiConfig, now: Date): Promise<AiUsage> {
  const row = await db.selectFrom('ai_usage').select(['messages', 'sessions']).where('user_id', '=', userId).where('day', '=', utcDate(now)).executeTakeFirst();
  const messages = Math.max(0, config.dailyMessages - (row?.messages ?? 0));
  const chatSessions = Math.max(0, config.dailySessions - (row?.sessions ?? 0));
  return {
    canCreateChat: chatSessions > 0,
    canSendMessage: messages > 0,
    remaining: { messages, chatSessions },
    limits: { messages: config.dailyMessages, chatSessions: config.dailySessions },
    resetsAt: nextUtcMidnight(now).toISOString(),
  };
}
