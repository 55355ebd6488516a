import type { ServerEvent } from '../account';

/** R-CLASS-7: an attempt on this assignment was stored (the API tells the teacher's tabs): the open report reads itself again. */
export function isAttemptOn(event: ServerEvent, assignmentId: number): boolean {
  const data = event.data as { assignmentId?: unknown } | null;
  return event.type === 'assignment' && typeof data === 'object' && data !== null && data.assignmentId === assignmentId;
}

/** A notification arrived (a new assignment, a reminder): the student's assignments may have changed. */
export const isNotification = (event: ServerEvent): boolean => event.type === 'unread';

/** This tab finished a play: the header's count and the lists of assignments read themselves again. */
export const ASSIGNMENTS_CHANGED = 'matchdrop:assignments-changed';
