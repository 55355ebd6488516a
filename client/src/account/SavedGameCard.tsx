import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { SavedGame } from '../api';
import { gamePagePath, useProgressNav, useCanChangeGames } from '../progress';
import { AppLink } from '../ui/AppLink';
import { canShare, formatDate, pairCountOf } from './saved-game';

interface SavedGameCardProps {
  game: SavedGame;
  onPlay: () => void;
  onShare: () => void;
  onDelete: () => void;
}

export function SavedGameCard({ game, onPlay, onShare, onDelete }: SavedGameCardProps) {
  const headingId = `saved-game-${game.id}`;
  const progressNav = useProgressNav();
  // A suspended account is not offered Edit or Share (the server refuses them anyway).
  const canChange = useCanChangeGames();
  const { t } = useLingui();
  const name = game.name;
  const pairs = pairCountOf(game);
  const savedOn = formatDate(game.created_at);
  return (
    <li className="saved-game-card" aria-labelledby={headingId}>
      <div className="saved-game-head">
        <h4 id={headingId} className="saved-game-name">
          <AppLink to={gamePagePath({ dictionaryId: game.id })} from="profile">
            {game.name}
          </AppLink>
        </h4>
        <span className={`pill ${game.is_public ? 'pill-success' : 'pill-muted'}`}>{game.is_public ? t`Public` : t`Private`}</span>
      </div>
      {game.description && <p className="saved-game-description">{game.description}</p>}
      <p className="saved-game-meta">
        <Plural value={pairs} one="# pair" other="# pairs" /> · <Trans>saved {savedOn}</Trans>
      </p>
      <div className="saved-game-actions">
        <button type="button" className="btn btn-primary" onClick={onPlay} aria-label={t`Play Game: ${name}`}>
          <Trans>Play Game</Trans>
        </button>
        <AppLink className="btn btn-secondary" to={gamePagePath({ dictionaryId: game.id })} from="profile" aria-label={t`Game page: ${name}`}>
          <Trans>Game page</Trans>
        </AppLink>
        {canChange && (
          <button type="button" className="btn btn-secondary" onClick={() => progressNav.openEditor(game.id)} aria-label={t`Edit: ${name}`}>
            <Trans>Edit</Trans>
          </button>
        )}
        {canShare(game) && canChange && (
          <button type="button" className="btn btn-secondary" onClick={onShare} aria-label={t`Share: ${name}`}>
            <Trans>Share</Trans>
          </button>
        )}
        <button type="button" className="btn btn-danger" onClick={onDelete} aria-label={t`Delete: ${name}`}>
          <Trans>Delete</Trans>
        </button>
      </div>
    </li>
  );
}
