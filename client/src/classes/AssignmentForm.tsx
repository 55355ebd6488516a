import { Trans, useLingui } from '@lingui/react/macro';
import { ASSIGNMENT_PAIRS_MAX, CATALOG_INDEX, MASTERY_TIMES_MAX, MASTERY_TIMES_MIN, PLAYS_GOAL_MAX, PLAYS_GOAL_MIN, type AssignmentView } from '@matchdrop/shared';
import { useMemo, useState, type FormEvent } from 'react';
import { TextField, useSavedGames } from '../account';
import { ApiError } from '../api';
import { useFieldErrors } from '../lib/use-field-errors';
import { useSubmit } from '../lib/use-submit';
import { FormError } from '../ui/FormMessage';
import {
  assignmentFieldErrors,
  assignmentFieldValue,
  builtinChoiceKey,
  checkAssignmentForm,
  emptyAssignmentForm,
  fieldOfServerError,
  savedChoiceKey,
  type AssignmentFormValues,
  type FormField,
  type GameChoice,
} from './assignment-form';
import { createAssignment } from './classes-api';
import { browserOffsetAt, defaultDueInput, offsetText } from './due-date';

/** The goal's number field of each kind: a mastery goal's times, a plays goal's count. */
const GOAL_NUMBER = { mastery: 'times', plays: 'count' } as const;

interface GoalChoiceProps {
  kind: AssignmentFormValues['goalKind'];
  values: AssignmentFormValues;
  set: <K extends keyof AssignmentFormValues>(key: K, value: AssignmentFormValues[K]) => void;
  before: string;
  numberLabel: string;
  min: number;
  max: number;
  after: string;
}

/** One goal to choose, with its number (editable only while it is the chosen one). */
function GoalChoice({ kind, values, set, before, numberLabel, min, max, after }: GoalChoiceProps) {
  const field = GOAL_NUMBER[kind];
  return (
    <label className="inline-choice">
      <input type="radio" name="goal" checked={values.goalKind === kind} onChange={() => set('goalKind', kind)} />
      {before}
      <input
        type="number"
        aria-label={numberLabel}
        className="field-input"
        style={{ width: '4.5rem' }}
        min={min}
        max={max}
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
        disabled={values.goalKind !== kind}
      />
      {after}
    </label>
  );
}

interface AssignmentFormProps {
  classId: number;
  onCreated: (assignment: AssignmentView) => void;
}

/** R-CLASS-4, R-CLASS-5: the teacher sets a game to the class with pairs per play, a due date in their zone, a goal and late work. */
export function AssignmentForm({ classId, onCreated }: AssignmentFormProps) {
  const { t } = useLingui();
  const saved = useSavedGames();
  const [values, setValues] = useState<AssignmentFormValues>(() => emptyAssignmentForm(defaultDueInput(Date.now(), browserOffsetAt)));
  const set = <K extends keyof AssignmentFormValues>(key: K, value: AssignmentFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const choices = useMemo<GameChoice[]>(() => {
    const builtin = CATALOG_INDEX.flatMap((c) => c.games.map((g) => ({ key: builtinChoiceKey(g.id), name: `${c.name}: ${g.name}`, maxPairs: g.maxPairs })));
    const mine = saved.state.status === 'ready' ? saved.state.data.map((g) => ({ key: savedChoiceKey(g.id), name: g.name, maxPairs: g.pair_count })) : [];
    return [...mine, ...builtin];
  }, [saved.state]);
  const chosen = choices.find((c) => c.key === values.game);
  const maxPairs = Math.min(chosen?.maxPairs ?? ASSIGNMENT_PAIRS_MAX, ASSIGNMENT_PAIRS_MAX);
  // An error shown clears as soon as its field is right (a due date fixed), not at the next submit.
  const { errors, show: showErrors, showServer } = useFieldErrors(values, (v) => assignmentFieldErrors(v, choices, Date.now(), browserOffsetAt), assignmentFieldValue);

  const create = useSubmit(
    async (request: Parameters<typeof createAssignment>[1]) => {
      const assignment = await createAssignment(classId, request);
      setValues((v) => ({ ...emptyAssignmentForm(v.due) }));
      onCreated(assignment);
    },
    {
      failure: t`Failed to set the assignment`,
      onFailure: (message, error) => {
        const field = error instanceof ApiError ? fieldOfServerError((error.body as { field?: unknown } | null)?.field) : null;
        if (field) showServer({ [field]: message });
      },
    },
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAssignmentForm(values, choices, Date.now(), browserOffsetAt);
    showErrors(checked.ok ? {} : { [checked.field]: checked.error });
    if (checked.ok) void create.submit(checked.request);
  };
  const zone = `${Intl.DateTimeFormat().resolvedOptions().timeZone} (UTC${offsetText(new Date().getTimezoneOffset())})`;
  const errorOf = (field: FormField) => errors[field];
  const pairsLimit = ASSIGNMENT_PAIRS_MAX;

  return (
    <section className="panel classes-section" aria-labelledby="assignment-form-title">
      <h3 id="assignment-form-title" className="section-title">
        <Trans>Set an assignment</Trans>
      </h3>
      <form className="assignment-form" onSubmit={onSubmit} noValidate aria-label={t`Set an assignment`}>
        <div className="field form-wide">
          <label className="field-label" htmlFor="assignment-game">
            <Trans>Game</Trans>
          </label>
          <select id="assignment-game" className="field-input" value={values.game} onChange={(e) => set('game', e.target.value)} aria-invalid={errorOf('game') ? true : undefined}>
            <option value="">{t`Choose a game…`}</option>
            {choices.map(({ key, name, maxPairs: pairs }) => (
              <option key={key} value={key}>
                {t`${name} (${pairs} pairs)`}
              </option>
            ))}
          </select>
          {errorOf('game') && (
            <p className="field-error" role="alert">
              {errorOf('game')}
            </p>
          )}
        </div>
        <TextField
          label={t`Or a public game: its link or number`}
          value={values.publicGame}
          onValueChange={(v) => set('publicGame', v)}
          placeholder="https://…/games/42"
          hint={t`A game from Public games, used instead of the list above.`}
        />
        <TextField
          label={t`Pairs per play`}
          type="number"
          inputMode="numeric"
          min={3}
          max={maxPairs}
          value={values.pairCount}
          onValueChange={(v) => set('pairCount', v)}
          placeholder={t`All (up to ${maxPairs})`}
          hint={t`3 to ${maxPairs}; empty for all the game's pairs, up to ${pairsLimit}.`}
          error={errorOf('pairCount')}
        />
        <TextField
          label={t`Due`}
          type="datetime-local"
          value={values.due}
          onValueChange={(v) => set('due', v)}
          hint={t`Your time zone: ${zone}. Each student sees it in theirs.`}
          error={errorOf('due')}
        />
        <fieldset className="form-wide">
          <legend>
            <Trans>Goal</Trans>
          </legend>
          <GoalChoice
            kind="mastery"
            values={values}
            set={set}
            before={t`Master every pair: each one right at the first try in`}
            numberLabel={t`Plays right at the first try`}
            min={MASTERY_TIMES_MIN}
            max={MASTERY_TIMES_MAX}
            after={t`plays`}
          />
          <GoalChoice
            kind="plays"
            values={values}
            set={set}
            before={t({ message: 'Play', context: 'the goal: play N times' })}
            numberLabel={t`Number of plays`}
            min={PLAYS_GOAL_MIN}
            max={PLAYS_GOAL_MAX}
            after={t`times`}
          />
          {errorOf('goal') && (
            <p className="field-error" role="alert">
              {errorOf('goal')}
            </p>
          )}
        </fieldset>
        <label className="inline-choice form-wide">
          <input type="checkbox" checked={values.acceptLate} onChange={(e) => set('acceptLate', e.target.checked)} />
          <Trans>Accept late work (plays after the due date still count)</Trans>
        </label>
        <div className="form-wide button-row">
          <button type="submit" className="btn btn-primary" disabled={create.busy} aria-busy={create.busy}>
            {create.busy ? t`Setting…` : t`Set assignment`}
          </button>
        </div>
        <div className="form-wide">
          <FormError title={Object.keys(errors).length === 0 ? create.failure : null} />
        </div>
      </form>
    </section>
  );
}
