import { t } from '@lingui/core/macro';
import {
  ASSIGNMENT_PAIRS_MAX,
  ASSIGNMENT_PAIRS_MIN,
  MASTERY_TIMES_DEFAULT,
  MASTERY_TIMES_MAX,
  MASTERY_TIMES_MIN,
  PLAYS_GOAL_MAX,
  PLAYS_GOAL_MIN,
  type CreateAssignmentRequest,
} from '@matchdrop/shared';
import { dueAtFromLocal } from './due-date';

/** A game the teacher can assign: a built-in one or a saved one (theirs, or a public game by its link). */
export interface GameChoice {
  /** `builtin:animals`, `saved:12`: the select's value. */
  key: string;
  name: string;
  /** The most pairs one play can deal (the game's pairs, up to ASSIGNMENT_PAIRS_MAX). */
  maxPairs: number;
}

export const builtinChoiceKey = (id: string): string => `builtin:${id}`;
export const savedChoiceKey = (id: number): string => `saved:${id}`;

export interface AssignmentFormValues {
  game: string;
  /** A public game's link or number, used instead of `game` when filled. */
  publicGame: string;
  /** Empty: all the game's pairs, up to 20. */
  pairCount: string;
  /** The datetime-local text, in the teacher's zone. */
  due: string;
  goalKind: 'mastery' | 'plays';
  times: string;
  count: string;
  acceptLate: boolean;
}

export const emptyAssignmentForm = (due: string): AssignmentFormValues => ({
  game: '',
  publicGame: '',
  pairCount: '',
  due,
  goalKind: 'mastery',
  times: String(MASTERY_TIMES_DEFAULT),
  count: '3',
  acceptLate: false,
});

export type FormField = 'game' | 'pairCount' | 'due' | 'goal';

export type FormCheck = { ok: true; request: CreateAssignmentRequest } | { ok: false; field: FormField; error: string };

/** A public game's id from its link (`…/games/42`, `…/play/game/42`) or its number; null when it is neither. */
export function publicGameId(text: string): number | null {
  const found = /(?:^|\/games\/|\/play\/game\/)(\d{1,15})(?:[/?#].*)?$/.exec(text.trim());
  return found ? Number(found[1]) : null;
}

// Named placeholders for the translators.
const [pairsMin, timesMin, timesMax, playsMin, playsMax] = [ASSIGNMENT_PAIRS_MIN, MASTERY_TIMES_MIN, MASTERY_TIMES_MAX, PLAYS_GOAL_MIN, PLAYS_GOAL_MAX];

const whole = (text: string): number | null => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * The form as the request the API takes, or the first field to fix, with the words the server would use. The server
 * checks again (and knows the game's real limit); `nowMs` and `offsetAt` make it pure.
 */
export function checkAssignmentForm(values: AssignmentFormValues, choices: readonly GameChoice[], nowMs: number, offsetAt: (utcMs: number) => number): FormCheck {
  const typed = values.publicGame.trim();
  let gameType: 'builtin' | 'saved';
  let gameId: string | number;
  let maxPairs = ASSIGNMENT_PAIRS_MAX;
  if (typed !== '') {
    const id = publicGameId(typed);
    if (id === null) return { ok: false, field: 'game', error: t`Paste the link of a public game (…/games/42) or its number` };
    [gameType, gameId] = ['saved', id];
  } else {
    const choice = choices.find((c) => c.key === values.game);
    if (!choice) return { ok: false, field: 'game', error: t`Choose a game to assign` };
    const [type, id] = [choice.key.slice(0, choice.key.indexOf(':')), choice.key.slice(choice.key.indexOf(':') + 1)];
    [gameType, gameId] = type === 'saved' ? ['saved', Number(id)] : ['builtin', id];
    maxPairs = Math.min(choice.maxPairs, ASSIGNMENT_PAIRS_MAX);
  }

  let pairCount: number | undefined;
  if (values.pairCount.trim() !== '') {
    const n = whole(values.pairCount);
    if (n === null || n < ASSIGNMENT_PAIRS_MIN || n > maxPairs) return { ok: false, field: 'pairCount', error: t`Pairs per play must be ${pairsMin} to ${maxPairs}` };
    pairCount = n;
  }

  const dueAt = dueAtFromLocal(values.due, offsetAt);
  if (dueAt === null) return { ok: false, field: 'due', error: t`Enter a due date and time` };
  if (Date.parse(dueAt) <= nowMs) return { ok: false, field: 'due', error: t`The due date must be in the future` };

  let goal: CreateAssignmentRequest['goal'];
  if (values.goalKind === 'mastery') {
    const times = whole(values.times);
    if (times === null || times < MASTERY_TIMES_MIN || times > MASTERY_TIMES_MAX)
      return { ok: false, field: 'goal', error: t`Plays right at the first try must be ${timesMin} to ${timesMax}` };
    goal = { kind: 'mastery', times };
  } else {
    const count = whole(values.count);
    if (count === null || count < PLAYS_GOAL_MIN || count > PLAYS_GOAL_MAX) return { ok: false, field: 'goal', error: t`Plays must be ${playsMin} to ${playsMax}` };
    goal = { kind: 'plays', count };
  }

  return { ok: true, request: { gameType, gameId, ...(pairCount === undefined ? {} : { pairCount }), dueAt, goal, acceptLate: values.acceptLate } };
}

/** The form field a 400 of the API names (`{ error, field }`), or null for a failure of the whole form. */
export function fieldOfServerError(field: unknown): FormField | null {
  if (field === 'gameId' || field === 'gameType') return 'game';
  if (field === 'pairCount') return 'pairCount';
  if (field === 'dueAt') return 'due';
  if (typeof field === 'string' && field.startsWith('goal')) return 'goal';
  return null;
}
