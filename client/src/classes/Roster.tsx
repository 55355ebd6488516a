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
  const now = useNow(60_000);
  const [removing, setRemoving] = useState<RosterStudent | null>(null);
  const remove = useSubmit(
    async (student: RosterStudent) => {
      await removeStudent(classId, student.id);
      setRemoving(null);
      onChanged();
    },
    { failure: 'Failed to remove the student', onFailure: () => setRemoving(null) },
  );
  const readmit = useSubmit(
    async (student: RemovedStudent) => {
      await readmitStudent(classId, student.id);
      onChanged();
    },
    { failure: 'Failed to add the student back' },
  );

  return (
    <section className="panel classes-section" aria-labelledby="roster-title" data-testid="roster">
      <h3 id="roster-title" className="section-title">
        Students <span className="muted">({students.length})</span>
      </h3>
      <FormError title={remove.failure ?? readmit.failure} />
      {students.length === 0 ? (
        <p className="muted">No student yet: share the code, the link or the QR code above.</p>
      ) : (
        <ul className="roster-list" aria-label="Students">
          {students.map((s) => (
            <li key={s.id}>
              <strong>{s.username}</strong>
              <span className="muted">
                Joined {formatDate(s.joinedAt)} · {s.lastActiveAt === null ? 'not active yet' : `last active ${relativeTime(s.lastActiveAt, now).toLowerCase()}`}
              </span>
              <button type="button" className="btn btn-ghost" onClick={() => setRemoving(s)} aria-label={`Remove ${s.username}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {removed.length > 0 && (
        <>
          <h4>Removed</h4>
          <p className="muted">A removed student cannot rejoin with the code; their results stay in your reports, marked.</p>
          <ul className="roster-list" aria-label="Removed students">
            {removed.map((s) => (
              <li key={s.id}>
                <strong>{s.username}</strong>
                <span className="muted">Removed {formatDate(s.removedAt)}</span>
                <button type="button" className="btn btn-secondary" disabled={readmit.busy} onClick={() => void readmit.submit(s)} aria-label={`Add ${s.username} back`}>
                  Add back
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <Modal open={removing !== null} title="Remove student?" onClose={() => setRemoving(null)}>
        {removing && (
          <>
            <p>
              <strong>{removing.username}</strong> leaves the class: they no longer see its assignments and cannot rejoin with the code unless you add them back. Their results stay
              in your reports, marked as removed.
            </p>
            <div className="button-row">
              <button type="button" className="btn btn-secondary" onClick={() => setRemoving(null)}>
                Cancel
              </button>
              <button type="button" className="btn btn-danger-solid" onClick={() => void remove.submit(removing)} disabled={remove.busy}>
                {remove.busy ? 'Removing…' : 'Remove student'}
              </button>
            </div>
          </>
        )}
      </Modal>
    </section>
  );
}
