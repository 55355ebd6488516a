import { Trans, useLingui } from '@lingui/react/macro';
import { CLASS_NAME_MAX, classCodeSchema, createClassSchema, type ClassView } from '@matchdrop/shared';
import { useState, type FormEvent } from 'react';
import { TextField } from '../account';
import { useNavigate } from '../lib/navigation';
import { useValueError } from '../lib/use-field-errors';
import { useServerData } from '../lib/use-server-data';
import { useSubmit } from '../lib/use-submit';
import { classPaths } from './paths';
import { AppLink } from '../ui/AppLink';
import { FormError } from '../ui/FormMessage';
import { LoadStatus } from '../ui/LoadStatus';
import { createClass, fetchClasses } from './classes-api';
import './classes.css';

/** What is wrong with a typed class code, or undefined. */
function codeProblem(code: string): string | undefined {
  const checked = classCodeSchema.safeParse(code);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

function ClassList({ classes, title, teaching }: { classes: ClassView[]; title: string; teaching: boolean }) {
  const { t } = useLingui();
  if (classes.length === 0) return null;
  return (
    <>
      <h4>{title}</h4>
      <ul className="class-list" aria-label={title}>
        {classes.map(({ id, name, code, teacher, archived }) => (
          <li key={id}>
            <AppLink to={classPaths.class(id)} from="profile">
              <strong>{name}</strong>
            </AppLink>
            <span className="muted">
              {teaching ? t`Code ${code}` : t`Teacher: ${teacher}`}
              {archived ? ` · ${t`archived`}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The dashboard's classes: those the user teaches (and a new one), those they joined (and joining by code). */
export function ClassesSection() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { state, retry } = useServerData(fetchClasses, t`Failed to load your classes`);
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const { error: codeError, show: showCodeError } = useValueError(code, codeProblem);
  const create = useSubmit(
    async (className: string) => {
      const created = await createClass(className);
      navigate(classPaths.class(created.id), { from: 'profile' });
    },
    { failure: t`Failed to create the class`, stayBusy: true },
  );

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    const checked = createClassSchema.safeParse({ name });
    if (checked.success) void create.submit(checked.data.name);
  };
  const onJoin = (event: FormEvent) => {
    event.preventDefault();
    const checked = classCodeSchema.safeParse(code);
    showCodeError(codeProblem(code));
    if (checked.success) navigate(classPaths.join(checked.data));
  };

  return (
    <section className="panel classes-section" aria-labelledby="classes-title" data-testid="classes-section">
      <h3 id="classes-title" className="section-title">
        <Trans>Classes</Trans>
      </h3>
      <LoadStatus state={state} onRetry={retry} what={t`your classes`} />
      {state.status === 'ready' && (
        <>
          <ClassList classes={state.data.member} title={t`Classes you joined`} teaching={false} />
          <ClassList classes={state.data.teaching} title={t`Classes you teach`} teaching />
          {state.data.member.length + state.data.teaching.length === 0 && (
            <p className="muted">
              <Trans>Teaching? Create a class and share its code. Joining one? Enter the code your teacher gave you.</Trans>
            </p>
          )}
        </>
      )}
      <div className="class-forms">
        <form className="class-form" onSubmit={onCreate} aria-label={t`Create a class`}>
          <TextField label={t`New class name`} value={name} onValueChange={setName} maxLength={CLASS_NAME_MAX} placeholder={t`7B French`} />
          <button type="submit" className="btn btn-primary" disabled={create.busy || name.trim() === ''} aria-busy={create.busy}>
            <Trans>Create class</Trans>
          </button>
        </form>
        <form className="class-form" onSubmit={onJoin} aria-label={t`Join a class`}>
          <TextField
            label={t`Class code`}
            value={code}
            onValueChange={(v) => setCode(v.toUpperCase())}
            error={codeError}
            maxLength={6}
            autoCapitalize="characters"
            autoComplete="off"
          />
          <button type="submit" className="btn btn-secondary" disabled={code.trim() === ''}>
            <Trans>Join class</Trans>
          </button>
        </form>
      </div>
      <FormError title={create.failure} />
    </section>
  );
}
