import type { SavedGame } from '../api';
import { countLabel } from '../lib/count-label';
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
  return (
    <li className="saved-game-card" aria-labelledby={headingId}>
      <div className="saved-game-head">
        <h4 id={headingId} className="saved-game-name">
          <AppLink to={gamePagePath({ dictionaryId: game.id })} from="profile">
            {game.name}
          </AppLink>
        </h4>
        <span className={`pill ${game.is_public ? 'pill-success' : 'pill-muted'}`}>{game.is_public ? 'Public' : 'Private'}</span>
      </div>
      {game.description && <p className="saved-game-description">{game.description}</p>}
      <p className="saved-game-meta">
        {countLabel(pairCountOf(game), 'pair')} · saved {formatDate(game.created_at)}
      </p>
      <div className="saved-game-actions">
        <button type="button" className="btn btn-primary" onClick={onPlay} aria-label={`Play Game: ${game.name}`}>
          Play Game
        </button>
        <AppLink className="btn btn-secondary" to={gamePagePath({ dictionaryId: game.id })} from="profile" aria-label={`Game page: ${game.name}`}>
          Game page
        </AppLink>
        {canChange && (
          <button type="button" className="btn btn-secondary" onClick={() => progressNav.openEditor(game.id)} aria-label={`Edit: ${game.name}`}>
            Edit
          </button>
        )}
        {canShare(game) && canChange && (
          <button type="button" className="btn btn-secondary" onClick={onShare} aria-label={`Share: ${game.name}`}>
            Share
          </button>
        )}
        <button type="button" className="btn btn-danger" onClick={onDelete} aria-label={`Delete: ${game.name}`}>
          Delete
        </button>
      </div>
    </li>
  );
}
