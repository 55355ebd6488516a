import type { Database, Kysely } from '@matchdrop/db';
import type { Clock } from '../deps.js';
import type { PushHub } from '../push/hub.js';
import type { Logger } from 'pino';
import { insertNotification } from '../notifications/repository.js';
import { startPeriodic } from '../sweeps/periodic.js';
import { claimReminder, membersWithoutGoal, remindersDue } from './report-repository.js';

/** The reminder goes out this long before the due date, to the students who have not reached the goal. */
const REMINDER_BEFORE_MS = 24 * 3_600_000;
/** Assignments one sweep handles at most (the next sweep takes the rest). */
const SWEEP_BATCH = 100;
const SWEEP_EVERY_MS = 60_000;

/**
 * Sends the 24-hour reminders that are due by `now`: each assignment's reminder is claimed once (reminder_sent_at),
 * so two processes sweeping at once never send it twice. Answers who was notified.
 */
export async function sendDueReminders(db: Kysely<Database>, now: Date): Promise<number[]> {
  const due = await remindersDue(db, now, new Date(now.getTime() + REMINDER_BEFORE_MS), SWEEP_BATCH);
  const notified: number[] = [];
  for (const assignment of due) {
    const students = await db.transaction().execute(async (trx) => {
      if (!(await claimReminder(trx, assignment.id, now))) return [];
      const ids = await membersWithoutGoal(trx, assignment.id, assignment.class_id);
      for (const id of ids) {
        await insertNotification(trx, {
          user_id: id,
          type: 'assignment_due',
          title: 'Assignment due in 24 hours',
          message: `"${assignment.game_name}" for ${assignment.class_name} is due ${assignment.due_at.toISOString()}`,
          related_id: assignment.id,
          from_user_id: assignment.teacher_id,
          created_at: now,
        });
      }
      return ids;
    });
    notified.push(...students);
  }
  return notified;
}

/**
 * The periodic sweep of the running product: every minute, by the injected clock, with the open tabs told at once.
 * A failed sweep is logged and the next one tries again. stop() ends it (shutdown).
 */
export function startReminderSweep(deps: { db: Kysely<Database>; clock: Clock; logger: Logger; push?: Pick<PushHub, 'send'> }, everyMs = SWEEP_EVERY_MS): { stop(): void } {
  const sweep = async (): Promise<void> => {
    const ids = await sendDueReminders(deps.db, deps.clock.now());
    for (const id of new Set(ids)) deps.push?.send(id, { type: 'unread' });
  };
  return startPeriodic(sweep, everyMs, deps.logger, 'assignment reminder sweep failed');
}
