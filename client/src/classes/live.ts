import type { ServerEvent } from '../account';

/** An event of this type naming this id under `key` ({ type: 'class', classId: 4 }). */
function names(event: ServerEvent, type: string, key: string, id: number): boolean {
  const data = event.data as Record<string, unknown> | null;
  return event.type === type && typeof data === 'object' && data !== null && data[key] === id;
}

/** R-CLASS-7: an attempt on this assignment was stored (the API tells the teacher's tabs): the open report reads itself again. */
export const isAttemptOn = (event: ServerEvent, assignmentId: number): boolean => names(event, 'assignment', 'assignmentId', assignmentId);

/** R-CLASS-9: this class's roster changed (a join, a leave, a removal, an adding back): the teacher's class page reads itself again. */
export const isRosterOf = (event: ServerEvent, classId: number): boolean => names(event, 'class', 'classId', classId);

/** A notification arrived (a new assignment, a reminder): the student's assignments may have changed. */
export const isNotification = (event: ServerEvent): boolean => event.type === 'unread';

/** This tab finished a play: the header's count and the lists of assignments read themselves again. */
export const ASSIGNMENTS_CHANGED = 'matchdrop:assignments-changed';

/**
 * Runs `run` at once, then at most once per `ms`: calls within a window fold into one at its end. Every attempt of
 * every student is pushed to the teacher's report, so a class of 40 playing at once would otherwise have it read
 * 40 times a second, each read growing with the class.
 */
export function coalesced(run: () => void, ms: number): { call(): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  const windowEnd = (): void => {
    timer = undefined;
    if (!pending) return;
    pending = false;
    run();
    timer = setTimeout(windowEnd, ms);
  };
  return {
    call() {
      if (timer !== undefined) {
        pending = true;
        return;
      }
      run();
      timer = setTimeout(windowEnd, ms);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = false;
    },
  };
}
