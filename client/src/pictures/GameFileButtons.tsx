import { Trans, useLingui } from '@lingui/react/macro';
import { exportFileName } from '@matchdrop/shared';
import { useState } from 'react';
import { failureMessage } from '../api';
import { FormError } from '../ui/FormMessage';
import { downloadGameFile } from './file-requests';

/** A saved game's export with its pictures (R-PIC-10): a .zip (pairs.csv beside images/) or JSON. */
export function GameFileButtons({ dictionaryId, name }: { dictionaryId: number; name: string }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async (kind: 'zip' | 'json') => {
    setBusy(true);
    setError(null);
    try {
      await downloadGameFile(dictionaryId, kind, exportFileName(name, kind));
    } catch (failure) {
      setError(failureMessage(failure, t`The export failed. Try again.`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="export-buttons" role="group" aria-label={t`Export with pictures`} aria-busy={busy}>
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void download('zip')}>
        <Trans>Export .zip</Trans>
      </button>
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void download('json')}>
        <Trans>Export JSON with pictures</Trans>
      </button>
      <FormError title={error} />
    </div>
  );
}
