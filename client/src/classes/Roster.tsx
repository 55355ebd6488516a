import { Trans, useLingui } from '@lingui/react/macro';
import type { RemovedStudent, RosterStudent } from '@matchdrop/shared';
import { useState } from 'react';
import { formatDate } from '../account';
import { relativeTime } from '../lib/relative-time';
import { useNow } from '../lib/use-now';
import { useSubmit } from '../lib/use-submit';
import { FormError } from '../ui/FormMessage';
import { Modal } from '../ui/Modal';
import { readmitStudent, removeStudent } from './classes-api';

interface RosterProps {
  classId: number;
  students: RosterStudent[];
  removed: RemovedStudent[];
  /** After a removal or a readmission: the class is read again. */
  onChanged: () => void;
}

/** The teacher's roster: username, joined, last active; Remove (confirmed), and Add back for those removed (R-CLASS-2). */
export function Roster({ classId, students, removed, onChanged }: RosterProps) {
  const { t } = useLingui();
  const now = useNow(60_000);
  const [removing, setRemoving] = useState<RosterStudent | null>(null);
  const remove = useSubmit(
    async (student: RosterStudent) => {
      await removeStudent(classId, student.id);
      setRemoving(null);
      onChanged();
    },
    { failure: t`Failed to remove the student`, onFailure: () => setRemoving(null) },
  );
  const readmit = useSubmit(
    async (student: RemovedStudent) => {
      await readmitStudent(classId, student.id);
      onChanged();
    },
    { failure: t`Failed to add the student back` },
  );

  const removingName = removing?.username;

  return (
    <section className="panel classes-section" aria-labelledby="roster-title" data-testid="roster">
      <h3 id="roster-title" className="section-title">
        <Trans>Students</Trans> <span className="muted">({students.length})</span>
      </h3>
      <FormError title={remove.failure ?? readmit.failure} />
      {students.length === 0 ? (
        <p className="muted">
          <Trans>No student yet: share the code, the link or the QR code above.</Trans>
        </p>
      ) : (
        <ul className="roster-list" aria-label={t`Students`}>
          {students.map((s) => {
            const joined = formatDate(s.joinedAt);
            const active = s.lastActiveAt === null ? null : relativeTime(s.lastActiveAt, now).toLowerCase();
            const name = s.username;
            return (
              <li key={s.id}>
                <strong>{s.username}</strong>
                <span className="muted">
                  {t`Joined ${joined}`} · {active === null ? t`not active yet` : t`last active ${active}`}
                </span>
                <button type="button" className="btn btn-ghost" onClick={() => setRemoving(s)} aria-label={t`Remove ${name}`}>
                  <Trans>Remove</Trans>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {removed.length > 0 && (
        <>
          <h4>
            <Trans>Removed</Trans>
          </h4>
          <p className="muted">
            <Trans>A removed student cannot rejoin with the code; their results stay in your reports, marked.</Trans>
          </p>
          <ul className="roster-list" aria-label={t`Removed students`}>
            {removed.map((s) => {
              const [name, date] = [s.username, formatDate(s.removedAt)];
              return (
                <li key={s.id}>
                  <strong>{s.username}</strong>
                  <span className="muted">{t`Removed ${date}`}</span>
                  <button type="button" className="btn btn-secondary" disabled={readmit.busy} onClick={() => void readmit.submit(s)} aria-label={t`Add ${name} back`}>
                    <Trans>Add back</Trans>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <Modal open={removing !== null} title={t`Remove student?`} onClose={() => setRemoving(null)}>
        {removing && (
          <>
            <p>
              <Trans>
                <strong>{removingName}</strong> leaves the class: they no longer see its assignments and cannot rejoin with the code unless you add them back. Their results stay in
                your reports, marked as removed.
              </Trans>
            </p>
            <div className="button-row">
              <button type="button" className="btn btn-secondary" onClick={() => setRemoving(null)}>
                <Trans>Cancel</Trans>
              </button>
              <button type="button" className="btn btn-danger-solid" onClick={() => void remove.submit(removing)} disabled={remove.busy}>
                {remove.busy ? t`Removing…` : t`Remove student`}
              </button>
            </div>
          </>
        )}
      </Modal>
    </section>
  );
}
