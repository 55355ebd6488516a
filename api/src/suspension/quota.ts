import { SUSPENDED_MESSAGES_PER_DAY, type MessageQuota } from '@matchdrop/shared';
import type { Database, Kysely } from '@matchdrop/db';
import { countUserMessages } from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar day holding `now`, as [start, end). */
function utcDay(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

export interface DailyQuota extends MessageQuota {
  /** When the quota starts again (the next UTC midnight). */
  resetsAt: Date;
}

/** What a suspended user may still send today (SUSPENDED_MESSAGES_PER_DAY per UTC day). */
export async function messageQuota(db: Kysely<Database>, userId: number, now: Date): Promise<DailyQuota> {
  const { start, end } = utcDay(now);
  const sent = await countUserMessages(db, userId, start, end);
  const messagesLeft = Math.max(0, SUSPENDED_MESSAGES_PER_DAY - sent);
  return { canSendMore: messagesLeft > 0, messagesLeft, resetsAt: end };
}

/** The quota of a user who may not message at all (not suspended). */
export function noQuota(now: Date): DailyQuota {
  return { canSendMore: false, messagesLeft: 0, resetsAt: utcDay(now).end };
}
