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

type Checked<T> = { ok: true; value: T } | { ok: false; error: string };
const refused = (error: string): { ok: false; error: string } => ({ ok: false, error });

interface GameChecked {
  gameType: 'builtin' | 'saved';
  gameId: string | number;
  maxPairs: number;
}

function checkGame(values: AssignmentFormValues, choices: readonly GameChoice[]): Checked<GameChecked> {
  const typed = values.publicGame.trim();
  if (typed !== '') {
    const id = publicGameId(typed);
    if (id === null) return refused(t`Paste the link of a public game (…/games/42) or its number`);
    return { ok: true, value: { gameType: 'saved', gameId: id, maxPairs: ASSIGNMENT_PAIRS_MAX } };
  }
  const choice = choices.find((c) => c.key === values.game);
  if (!choice) return refused(t`Choose a game to assign`);
  const [type, id] = [choice.key.slice(0, choice.key.indexOf(':')), choice.key.slice(choice.key.indexOf(':') + 1)];
  const maxPairs = Math.min(choice.maxPairs, ASSIGNMENT_PAIRS_MAX);
  return { ok: true, value: type === 'saved' ? { gameType: 'saved', gameId: Number(id), maxPairs } : { gameType: 'builtin', gameId: id, maxPairs } };
}

function checkPairCount(text: string, maxPairs: number): Checked<number | undefined> {
  if (text.trim() === '') return { ok: true, value: undefined };
  const n = whole(text);
  if (n === null || n < ASSIGNMENT_PAIRS_MIN || n > maxPairs) return refused(t`Pairs per play must be ${pairsMin} to ${maxPairs}`);
  return { ok: true, value: n };
}

function checkDue(text: string, nowMs: number, offsetAt: (utcMs: number) => number): Checked<string> {
  const dueAt = dueAtFromLocal(text, offsetAt);
  if (dueAt === null) return refused(t`Enter a due date and time`);
  if (Date.parse(dueAt) <= nowMs) return refused(t`The due date must be in the future`);
  return { ok: true, value: dueAt };
}

function checkGoal(values: AssignmentFormValues): Checked<CreateAssignmentRequest['goal']> {
  if (values.goalKind === 'mastery') {
    const times = whole(values.times);
    if (times === null || times < MASTERY_TIMES_MIN || times > MASTERY_TIMES_MAX) return refused(t`Plays right at the first try must be ${timesMin} to ${timesMax}`);
    return { ok: true, value: { kind: 'mastery', times } };
  }
  const count = whole(values.count);
  if (count === null || count < PLAYS_GOAL_MIN || count > PLAYS_GOAL_MAX) return refused(t`Plays must be ${playsMin} to ${playsMax}`);
  return { ok: true, value: { kind: 'plays', count } };
}

/** Each field's check, in the form's order (a pair count is checked against the chosen game's pairs). */
function checkFields(values: AssignmentFormValues, choices: readonly GameChoice[], nowMs: number, offsetAt: (utcMs: number) => number) {
  const game = checkGame(values, choices);
  return {
    game,
    pairCount: checkPairCount(values.pairCount, game.ok ? game.value.maxPairs : ASSIGNMENT_PAIRS_MAX),
    due: checkDue(values.due, nowMs, offsetAt),
    goal: checkGoal(values),
  };
}

/** Every field's problem at once (lib/use-field-errors: an error shown clears as soon as its field is right). */
export function assignmentFieldErrors(
  values: AssignmentFormValues,
  choices: readonly GameChoice[],
  nowMs: number,
  offsetAt: (utcMs: number) => number,
): Partial<Record<FormField, string>> {
  const errors: Partial<Record<FormField, string>> = {};
  for (const [field, checked] of Object.entries(checkFields(values, choices, nowMs, offsetAt)) as Array<[FormField, Checked<unknown>]>) {
    if (!checked.ok) errors[field] = checked.error;
  }
  return errors;
}

/**
 * The form as the request the API takes, or the first field to fix, with the words the server would use. The server
 * checks again (and knows the game's real limit); `nowMs` and `offsetAt` make it pure.
 */
export function checkAssignmentForm(values: AssignmentFormValues, choices: readonly GameChoice[], nowMs: number, offsetAt: (utcMs: number) => number): FormCheck {
  const { game, pairCount, due, goal } = checkFields(values, choices, nowMs, offsetAt);
  if (!game.ok) return { ok: false, field: 'game', error: game.error };
  if (!pairCount.ok) return { ok: false, field: 'pairCount', error: pairCount.error };
  if (!due.ok) return { ok: false, field: 'due', error: due.error };
  if (!goal.ok) return { ok: false, field: 'goal', error: goal.error };
  const { gameType, gameId } = game.value;
  const count = pairCount.value === undefined ? {} : { pairCount: pairCount.value };
  return { ok: true, request: { gameType, gameId, ...count, dueAt: due.value, goal: goal.value, acceptLate: values.acceptLate } };
}

/** The inputs a field's error is about (the game: the list and the public game's link; the goal: its kind and numbers). */
export function assignmentFieldValue(values: AssignmentFormValues, field: FormField): unknown {
  if (field === 'game') return [values.game, values.publicGame];
  if (field === 'goal') return [values.goalKind, values.times, values.count];
  return values[field];
}

/** The form field a 400 of the API names (`{ error, field }`), or null for a failure of the whole form. */
export function fieldOfServerError(field: unknown): FormField | null {
  if (field === 'gameId' || field === 'gameType') return 'game';
  if (field === 'pairCount') return 'pairCount';
  if (field === 'dueAt') return 'due';
  if (typeof field === 'string' && field.startsWith('goal')) return 'goal';
  return null;
}
