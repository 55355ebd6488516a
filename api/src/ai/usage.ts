import type { Database, Kysely } from '@matchdrop/db';
import type { AiUsage } from '@matchdrop/shared';
import type { AiConfig } from '../deps.js';
import { findUsage, takeQuota, utcDate, type QuotaKind } from './usage-repository.js';

export type { QuotaKind };

/**
 * Daily AI quotas per user (AI_DAILY_MESSAGES, AI_DAILY_SESSIONS), counted in ai_usage per UTC day, so
 * they start again at midnight UTC. Taking a unit is one statement that only counts while below the
 * limit, so requests arriving together cannot overshoot it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The next midnight UTC: when today's quota starts again. */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS);
}

export const limitOf = (config: AiConfig, kind: QuotaKind): number => (kind === 'messages' ? config.dailyMessages : config.dailySessions);

/** GET /api/ai/usage: today's quotas of the user. */
export async function readUsage(db: Kysely<Database>, userId: number, config: AiConfig, now: Date): Promise<AiUsage> {
  const row = await findUsage(db, userId, utcDate(now));
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

/** Takes one of the day's `kind` from the user's quota; false when none is left. */
export function takeDailyQuota(db: Kysely<Database>, userId: number, config: AiConfig, kind: QuotaKind, now: Date): Promise<boolean> {
  return takeQuota(db, userId, kind, limitOf(config, kind), now);
}
