import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { deleteSavedGame, type SavedGame } from '../api';
import { useSubmit } from '../lib/use-submit';
import { FormError } from '../ui/FormMessage';
import { DeleteGameDialog } from './DeleteGameDialog';
import { savedGameStart, type SavedGameStart } from './saved-game';
import { SavedGameCard } from './SavedGameCard';
import { ShareGameForm } from './ShareGameForm';
import { ImportGameButton } from '../pictures/ImportGameButton';
import type { SavedGamesState } from './use-saved-games';

interface SavedGamesSectionProps {
  state: SavedGamesState;
  onRetry: () => void;
  onDeleted: (id: number) => void;
  onImported: (game: SavedGame) => void;
  onPlayGame: (start: SavedGameStart) => void;
}

/** The grid of saved games with Play Game, Share (private only) and Delete with confirmation. */
export function SavedGamesSection({ state, onRetry, onDeleted, onImported, onPlayGame }: SavedGamesSectionProps) {
  const [sharing, setSharing] = useState<SavedGame | null>(null);
  const [deleting, setDeleting] = useState<SavedGame | null>(null);
  const { t } = useLingui();
  const removal = useSubmit(
    async (game: SavedGame) => {
      await deleteSavedGame(game.id);
      setDeleting(null);
      onDeleted(game.id);
    },
    { failure: () => t`Failed to delete dictionary`, onFailure: () => setDeleting(null) },
  );

  const count = state.status === 'ready' ? state.data.length : null;
  return (
    <section className="panel saved-games" aria-labelledby="saved-games-title" aria-busy={state.status === 'loading' || removal.busy}>
      <h3 id="saved-games-title" className="section-title">
        <Trans>Saved games</Trans> {count !== null && <span className="muted">({count})</span>}
      </h3>
      <ImportGameButton onImported={onImported} />
      <FormError title={removal.failure} />
      {state.status === 'loading' && (
        <p className="muted">
          <Trans>Loading your games…</Trans>
        </p>
      )}
      {state.status === 'failed' && (
        <div className="load-failed">
          <FormError title={t`Failed to load dictionaries`} />
          <button type="button" className="btn btn-secondary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <p className="empty-state">
          <Trans>No saved games yet. Upload a game file on the main screen and choose Save Game to keep it here.</Trans>
        </p>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className="saved-games-grid">
          {state.data.map((game) => (
            <SavedGameCard
              key={game.id}
              game={game}
              onPlay={() => onPlayGame(savedGameStart(game))}
              onShare={() => setSharing(game)}
              onDelete={() => {
                removal.clearFailure();
                setDeleting(game);
              }}
            />
          ))}
        </ul>
      )}
      <ShareGameForm game={sharing} onClose={() => setSharing(null)} />
      <DeleteGameDialog
        game={deleting}
        busy={removal.busy}
        onConfirm={() => {
          if (deleting) void removal.submit(deleting);
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
