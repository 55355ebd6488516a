import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { HiddenFileInput } from './HiddenFileInput';
import { failureMessage, type SavedGame } from '../api';
import { FormError, FormMessage } from '../ui/FormMessage';
import { importGame } from './file-requests';

/** "Import a game": a .zip or JSON exported by MatchDrop becomes a private game of the user's, pictures and all (R-PIC-10). */
export function ImportGameButton({ onImported }: { onImported: (game: SavedGame) => void }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [imported, setImported] = useState<string | null>(null);
  const pick = async (file: File) => {
    setBusy(true);
    setError(null);
    setImported(null);
    try {
      const game = await importGame(file);
      const { name } = game;
      setImported(t`Imported "${name}".`);
      onImported(game);
    } catch (failure) {
      setError(failureMessage(failure, t`The game could not be imported. Choose a .zip or JSON file exported by MatchDrop.`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="import-game" aria-busy={busy}>
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? <Trans>Importing…</Trans> : <Trans>Import a game (.zip or JSON)</Trans>}
      </button>
      <HiddenFileInput inputRef={input} accept=".zip,.json,application/zip,application/json" testId="import-game-file" onFile={(file) => void pick(file)} />
      <FormError title={error} />
      {imported && <FormMessage tone="success" title={imported} />}
    </div>
  );
}
