import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassView } from '@matchdrop/shared';
import { useState } from 'react';
import { useSubmit } from '../lib/use-submit';
import { FormError } from '../ui/FormMessage';
import { Modal } from '../ui/Modal';
import { archiveClass } from './classes-api';

/** Archive, confirmed: the class stops taking students and assignments; its reports and gradebook stay. */
export function ArchiveButton({ cls, onArchived }: { cls: ClassView; onArchived: (cls: ClassView) => void }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const archive = useSubmit(
    async () => {
      onArchived(await archiveClass(cls.id));
      setAsking(false);
    },
    { failure: t`Failed to archive the class` },
  );
  const name = cls.name;
  return (
    <>
      <button type="button" className="btn btn-ghost" onClick={() => setAsking(true)}>
        <Trans>Archive</Trans>
      </button>
      <Modal open={asking} title={t`Archive class?`} onClose={() => setAsking(false)}>
        <p>
          <Trans>
            <strong>{name}</strong> will take no new students and no new assignments. Its reports and gradebook stay.
          </Trans>
        </p>
        <FormError title={archive.failure} />
        <div className="button-row">
          <button type="button" className="btn btn-secondary" onClick={() => setAsking(false)}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="btn btn-danger-solid" onClick={() => void archive.submit()} disabled={archive.busy}>
            <Trans>Archive class</Trans>
          </button>
        </div>
      </Modal>
    </>
  );
}
