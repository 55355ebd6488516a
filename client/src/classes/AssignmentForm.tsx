import { ASSIGNMENT_PAIRS_MAX, CATALOG_INDEX, MASTERY_TIMES_MAX, MASTERY_TIMES_MIN, PLAYS_GOAL_MAX, PLAYS_GOAL_MIN, type AssignmentView } from '@matchdrop/shared';
import { useMemo, useState, type FormEvent } from 'react';
import { TextField, useSavedGames } from '../account';
import { ApiError } from '../api';
import { useSubmit } from '../lib/use-submit';
import { FormError } from '../ui/FormMessage';
import {
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
  const saved = useSavedGames();
  const [values, setValues] = useState<AssignmentFormValues>(() => emptyAssignmentForm(defaultDueInput(Date.now(), browserOffsetAt)));
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const set = <K extends keyof AssignmentFormValues>(key: K, value: AssignmentFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const choices = useMemo<GameChoice[]>(() => {
    const builtin = CATALOG_INDEX.flatMap((c) => c.games.map((g) => ({ key: builtinChoiceKey(g.id), name: `${c.name}: ${g.name}`, maxPairs: g.maxPairs })));
    const mine = saved.state.status === 'ready' ? saved.state.data.map((g) => ({ key: savedChoiceKey(g.id), name: g.name, maxPairs: g.pair_count })) : [];
    return [...mine, ...builtin];
  }, [saved.state]);
  const chosen = choices.find((c) => c.key === values.game);
  const maxPairs = Math.min(chosen?.maxPairs ?? ASSIGNMENT_PAIRS_MAX, ASSIGNMENT_PAIRS_MAX);

  const create = useSubmit(
    async (request: Parameters<typeof createAssignment>[1]) => {
      const assignment = await createAssignment(classId, request);
      setValues((v) => ({ ...emptyAssignmentForm(v.due) }));
      onCreated(assignment);
    },
    {
      failure: 'Failed to set the assignment',
      onFailure: (message, error) => {
        const field = error instanceof ApiError ? fieldOfServerError((error.body as { field?: unknown } | null)?.field) : null;
        if (field) setErrors({ [field]: message });
      },
    },
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAssignmentForm(values, choices, Date.now(), browserOffsetAt);
    setErrors(checked.ok ? {} : { [checked.field]: checked.error });
    if (checked.ok) void create.submit(checked.request);
  };
  const zone = `${Intl.DateTimeFormat().resolvedOptions().timeZone} (UTC${offsetText(new Date().getTimezoneOffset())})`;
  const errorOf = (field: FormField) => errors[field];

  return (
    <section className="panel classes-section" aria-labelledby="assignment-form-title">
      <h3 id="assignment-form-title" className="section-title">
        Set an assignment
      </h3>
      <form className="assignment-form" onSubmit={onSubmit} noValidate aria-label="Set an assignment">
        <div className="field form-wide">
          <label className="field-label" htmlFor="assignment-game">
            Game
          </label>
          <select id="assignment-game" className="field-input" value={values.game} onChange={(e) => set('game', e.target.value)} aria-invalid={errorOf('game') ? true : undefined}>
            <option value="">Choose a game…</option>
            {choices.map((c) => (
              <option key={c.key} value={c.key}>
                {c.name} ({c.maxPairs} pairs)
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
          label="Or a public game: its link or number"
          value={values.publicGame}
          onValueChange={(v) => set('publicGame', v)}
          placeholder="https://…/games/42"
          hint="A game from Public games, used instead of the list above."
        />
        <TextField
          label="Pairs per play"
          type="number"
          inputMode="numeric"
          min={3}
          max={maxPairs}
          value={values.pairCount}
          onValueChange={(v) => set('pairCount', v)}
          placeholder={`All (up to ${maxPairs})`}
          hint={`3 to ${maxPairs}; empty for all the game's pairs, up to ${ASSIGNMENT_PAIRS_MAX}.`}
          error={errorOf('pairCount')}
        />
        <TextField
          label="Due"
          type="datetime-local"
          value={values.due}
          onValueChange={(v) => set('due', v)}
          hint={`Your time zone: ${zone}. Each student sees it in theirs.`}
          error={errorOf('due')}
        />
        <fieldset className="form-wide">
          <legend>Goal</legend>
          <GoalChoice
            kind="mastery"
            values={values}
            set={set}
            before="Master every pair: each one right at the first try in"
            numberLabel="Plays right at the first try"
            min={MASTERY_TIMES_MIN}
            max={MASTERY_TIMES_MAX}
            after="plays"
          />
          <GoalChoice kind="plays" values={values} set={set} before="Play" numberLabel="Number of plays" min={PLAYS_GOAL_MIN} max={PLAYS_GOAL_MAX} after="times" />
          {errorOf('goal') && (
            <p className="field-error" role="alert">
              {errorOf('goal')}
            </p>
          )}
        </fieldset>
        <label className="inline-choice form-wide">
          <input type="checkbox" checked={values.acceptLate} onChange={(e) => set('acceptLate', e.target.checked)} />
          Accept late work (plays after the due date still count)
        </label>
        <div className="form-wide button-row">
          <button type="submit" className="btn btn-primary" disabled={create.busy} aria-busy={create.busy}>
            {create.busy ? 'Setting…' : 'Set assignment'}
          </button>
        </div>
        <div className="form-wide">
          <FormError title={Object.keys(errors).length === 0 ? create.failure : null} />
        </div>
      </form>
    </section>
  );
}
