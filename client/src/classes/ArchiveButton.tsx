import type { ClassView } from '@matchdrop/shared';
import { useState } from 'react';
import { useSubmit } from '../lib/use-submit';
import { FormError } from '../ui/FormMessage';
import { Modal } from '../ui/Modal';
import { archiveClass } from './classes-api';

/** Archive, confirmed: the class stops taking students and assignments; its reports and gradebook stay. */
export function ArchiveButton({ cls, onArchived }: { cls: ClassView; onArchived: (cls: ClassView) => void }) {
  const [asking, setAsking] = useState(false);
  const archive = useSubmit(
    async () => {
      onArchived(await archiveClass(cls.id));
      setAsking(false);
    },
    { failure: 'Failed to archive the class' },
  );
  return (
    <>
      <button type="button" className="btn btn-ghost" onClick={() => setAsking(true)}>
        Archive
      </button>
      <Modal open={asking} title="Archive class?" onClose={() => setAsking(false)}>
        <p>
          <strong>{cls.name}</strong> will take no new students and no new assignments. Its reports and gradebook stay.
        </p>
        <FormError title={archive.failure} />
        <div className="button-row">
          <button type="button" className="btn btn-secondary" onClick={() => setAsking(false)}>
            Cancel
          </button>
          <button type="button" className="btn btn-danger-solid" onClick={() => void archive.submit()} disabled={archive.busy}>
            Archive class
          </button>
        </div>
      </Modal>
    </>
  );
}
