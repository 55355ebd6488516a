import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAccountUi, useAuth } from '../account';
import { useNavigate, useTitle } from '../lib/navigation';
import { useServerData } from '../lib/use-server-data';
import { useSubmit } from '../lib/use-submit';
import { classPaths } from './paths';
import { AppLink } from '../ui/AppLink';
import { FormError } from '../ui/FormMessage';
import { fetchClasses, joinClass } from './classes-api';
import { joinStep } from './join-flow';
import { ScreenHead } from './ScreenHead';
import './classes.css';

/** /c/CODE, the class link and its QR code (R-CLASS-1): join with one click, or log in or register first and come back. */
export function JoinClassScreen({ code, onBack }: { code: string; onBack: () => void }) {
  const { t } = useLingui();
  const { user, ready } = useAuth();
  const { openAuth } = useAccountUi();
  const navigate = useNavigate();
  const [wasVisitor, setWasVisitor] = useState(false);
  if (ready && user === null && !wasVisitor) setWasVisitor(true);
  const step = joinStep(ready, user !== null, wasVisitor);
  useTitle(t`Join class ${code}`);
  // The teacher opening their own link (to try the QR code they project) learns at once that they teach it, with
  // the way to its page, instead of a Join the server would refuse.
  const userId = user?.id;
  const loadTaught = useCallback(async () => {
    if (userId === undefined) return null;
    return (await fetchClasses()).teaching.find((c) => c.code === code.toUpperCase()) ?? null;
  }, [userId, code]);
  const taught = useServerData(loadTaught, t`Failed to load your classes`).state;
  // A failed check is no reason not to offer Join: the server refuses the teacher's own join anyway.
  const ownClass = taught.status === 'ready' ? taught.data : null;
  const checkingOwn = userId !== undefined && taught.status === 'loading';
  const ownName = ownClass?.name;

  const join = useSubmit(
    async () => {
      const joined = await joinClass(code);
      navigate(classPaths.class(joined.id), { replace: true });
    },
    { failure: t`Failed to join the class`, stayBusy: true },
  );
  const autoJoined = useRef(false);
  useEffect(() => {
    if (step !== 'auto-join' || checkingOwn || ownClass !== null || autoJoined.current) return;
    autoJoined.current = true;
    void join.submit();
  }, [step, join, checkingOwn, ownClass]);

  const username = user?.username;
  return (
    <div className="classes-screen">
      <ScreenHead title={t`Join class ${code}`} subtitle={t`Your teacher shared this link: join to see the practice they set.`} backLabel={t`Back`} onBack={onBack} />
      <section className="panel classes-section" aria-label={t`Join`}>
        {(step === 'checking' || checkingOwn) && (
          <p className="muted" role="status">
            <Trans>Checking your session…</Trans>
          </p>
        )}
        {step === 'visitor' && (
          <>
            <p>
              <Trans>Log in or create an account to join this class. You come back here once you have.</Trans>
            </p>
            <div className="button-row">
              <button type="button" className="btn btn-primary" onClick={() => openAuth({ name: 'login' })}>
                <Trans>Log In</Trans>
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => openAuth({ name: 'register' })}>
                <Trans>Create an account</Trans>
              </button>
            </div>
          </>
        )}
        {ownClass !== null && (
          <>
            <h3 className="section-title">
              <Trans>You teach this class</Trans>
            </h3>
            <p>
              <Trans>This is the link your students open to join {ownName}.</Trans>
            </p>
            <div className="button-row">
              <AppLink to={classPaths.class(ownClass.id)} className="btn btn-primary">
                <Trans>Open the class page</Trans>
              </AppLink>
            </div>
          </>
        )}
        {(step === 'ready' || step === 'auto-join') && !checkingOwn && ownClass === null && (
          <>
            <p>
              <Trans>
                Joining as <strong>{username}</strong>. Your teacher will see your name and your results on their assignments.
              </Trans>
            </p>
            <div className="button-row">
              <button type="button" className="btn btn-primary" onClick={() => void join.submit()} disabled={join.busy} aria-busy={join.busy}>
                {join.busy ? t`Joining…` : t`Join class`}
              </button>
            </div>
          </>
        )}
        <FormError title={join.failure} />
      </section>
    </div>
  );
}
