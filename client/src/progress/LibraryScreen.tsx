import { CATEGORIES, PUBLIC_SEARCH_PAGE_SIZE } from '@matchdrop/shared';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAuth } from '../account';
import { failureMessage } from '../api';
import { copyGame, fetchGame, searchLibrary, unpublishGame, type LibraryQuery, type LibrarySort } from './progress-api';
import { countLabel } from '../lib/count-label';
import type { GameStartRequest } from '../lib/game-start';
import { useServerData } from '../lib/use-server-data';
import { useSubmit } from '../lib/use-submit';
import { LoadStatus } from '../ui/LoadStatus';
import { BackButton } from '../ui/BackButton';
import { FormError, FormMessage } from '../ui/FormMessage';
import { AppLink } from '../ui/AppLink';
import { gamePagePath } from './progress-nav';
import { useCanChangeGames } from './use-can-change';
import './progress.css';

/** The category filter: the built-in topics and the AI creator's category (saved games use the same names). */
const CATEGORY_OPTIONS = [...CATEGORIES.map((c) => ({ value: c.id, label: c.name })), { value: 'ai-generated', label: 'AI generated' }];

/** What a reader (or an admin) does with a game of the list, one at a time. */
type LibraryAction = { kind: 'play'; id: number } | { kind: 'copy'; id: number } | { kind: 'unpublish'; id: number; reason: string };

const ACTION_FAILED: Record<LibraryAction['kind'], string> = {
  play: 'Failed to load the game',
  copy: 'Failed to save a copy',
  unpublish: 'Failed to unpublish the game',
};

export interface LibraryScreenProps {
  /** The search, from the address (/library?q=&category=&sort=&page=): Back and reload restore it. */
  query: LibraryQuery;
  /** A new search or page: a new address. */
  onQueryChange: (query: LibraryQuery) => void;
  onBack: () => void;
  onPlay: (request: GameStartRequest) => void;
}

/** Browse public games: search by name, filter by category, sort by most played or newest, 20 a page. */
export function LibraryScreen({ query, onQueryChange, onBack, onPlay }: LibraryScreenProps) {
  const [text, setText] = useState(query.q);
  // Back or Forward to another search: the box shows that search's words.
  const [textOf, setTextOf] = useState(query.q);
  if (textOf !== query.q) {
    setTextOf(query.q);
    setText(query.q);
  }
  const setQuery = (change: (q: LibraryQuery) => Partial<LibraryQuery>) => onQueryChange({ ...query, ...change(query) });
  // The query is asked for by value: the same search from a new render is the same request; a new one reads as loading.
  const key = JSON.stringify(query);
  const {
    state: result,
    refresh,
    retry,
  } = useServerData(
    useCallback(() => searchLibrary(JSON.parse(key) as LibraryQuery, PUBLIC_SEARCH_PAGE_SIZE), [key]),
    'Failed to load public games',
  );
  const [done, setDone] = useState<string | null>(null);
  const canCopy = useCanChangeGames();
  const isAdmin = useAuth().user?.role === 'admin';
  const [unpublishing, setUnpublishing] = useState<{ id: number; reason: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const searchId = useId();

  useEffect(() => headingRef.current?.focus(), []);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(() => ({ q: text.trim(), page: 1 }));
  };
  const { busy, failure, submit } = useSubmit(
    async (action: LibraryAction) => {
      setDone(null);
      if (action.kind === 'play') {
        // The list carries no pairs (a page of games stays small): the chosen game is fetched to be played.
        const game = await fetchGame(action.id);
        onPlay({ source: 'saved', returnTo: 'games', dictionaryId: game.id, name: game.name, data: game.data });
      } else if (action.kind === 'copy') {
        const saved = await copyGame(action.id);
        setDone(`Saved to your games as "${saved.name}" (private: you can edit and share it).`);
      } else {
        await unpublishGame(action.id, action.reason.trim());
        setUnpublishing(null);
        setDone('Game unpublished: its owner has been notified.');
        refresh();
      }
    },
    { failure: (error, action) => failureMessage(error, ACTION_FAILED[action.kind]) },
  );

  const handleUnpublish = (event: FormEvent) => {
    event.preventDefault();
    if (unpublishing) void submit({ kind: 'unpublish', ...unpublishing });
  };

  const page = result.status === 'ready' ? result.data : null;
  return (
    <section className="panel library" aria-labelledby="library-heading" data-testid="library">
      <BackButton label="Back to Games" onClick={onBack} />
      <h2 id="library-heading" className="panel-title" ref={headingRef} tabIndex={-1}>
        Public games
      </h2>
      <form className="library-filters" role="search" onSubmit={search}>
        <label htmlFor={searchId}>Search by name</label>
        <input id={searchId} type="search" value={text} onChange={(e) => setText(e.target.value)} maxLength={100} />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
        <label>
          Category{' '}
          <select value={query.category} onChange={(e) => setQuery(() => ({ category: e.target.value, page: 1 }))}>
            <option value="">All categories</option>
            {CATEGORY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Sort{' '}
          <select value={query.sort} onChange={(e) => setQuery(() => ({ sort: e.target.value as LibrarySort, page: 1 }))}>
            <option value="plays">Most played</option>
            <option value="newest">Newest</option>
          </select>
        </label>
      </form>
      <FormError title={failure} />
      {done && <FormMessage tone="success" title={done} />}
      {result.status !== 'ready' ? (
        <LoadStatus state={result} onRetry={retry} what="public games" />
      ) : page && page.dictionaries.length === 0 ? (
        <p className="muted">No public game matches.</p>
      ) : (
        <ul className="library-grid" aria-label="Public games" aria-busy={busy}>
          {page?.dictionaries.map((game) => (
            <li key={game.id} className="saved-game-card library-card" aria-label={game.name}>
              <h3 className="saved-game-name">
                <AppLink to={gamePagePath({ dictionaryId: game.id })} from="library">
                  {game.name}
                </AppLink>
              </h3>
              <p className="saved-game-meta">
                {game.category ?? 'No category'} · {countLabel(game.pair_count, 'pair')} · by {game.owner_username} · {countLabel(game.plays, 'play')}
              </p>
              {game.description && <p className="saved-game-description">{game.description}</p>}
              <div className="saved-game-actions">
                <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void submit({ kind: 'play', id: game.id })}>
                  Play
                </button>
                <AppLink className="btn btn-secondary" to={gamePagePath({ dictionaryId: game.id })} from="library">
                  Game page
                </AppLink>
                {canCopy && (
                  <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void submit({ kind: 'copy', id: game.id })}>
                    Save a copy
                  </button>
                )}
                {isAdmin && unpublishing?.id !== game.id && (
                  <button type="button" className="btn btn-danger" onClick={() => setUnpublishing({ id: game.id, reason: '' })}>
                    Unpublish
                  </button>
                )}
              </div>
              {isAdmin && unpublishing?.id === game.id && (
                <form className="library-unpublish" onSubmit={handleUnpublish} aria-busy={busy}>
                  <label>
                    Reason for the owner <input value={unpublishing.reason} maxLength={500} onChange={(e) => setUnpublishing({ id: game.id, reason: e.target.value })} />
                  </label>
                  <button type="submit" className="btn btn-danger" disabled={busy}>
                    Confirm unpublish
                  </button>
                  <button type="button" className="btn btn-secondary" onClick={() => setUnpublishing(null)}>
                    Cancel
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      {page && (page.page > 1 || page.hasMore) && (
        <nav className="library-paging" aria-label="Pages">
          <button type="button" className="btn btn-secondary" disabled={page.page <= 1} onClick={() => setQuery((q) => ({ page: q.page - 1 }))}>
            Previous
          </button>
          <span>Page {page.page}</span>
          <button type="button" className="btn btn-secondary" disabled={!page.hasMore} onClick={() => setQuery((q) => ({ page: q.page + 1 }))}>
            Next
          </button>
        </nav>
      )}
    </section>
  );
}
