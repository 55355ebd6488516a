import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CATEGORIES, PUBLIC_SEARCH_PAGE_SIZE } from '@matchdrop/shared';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAuth } from '../account';
import { failureMessage } from '../api';
import { copyGame, fetchGame, searchLibrary, unpublishGame, type LibraryPage, type LibraryQuery, type LibrarySort } from './progress-api';
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

/**
 * The category filter: the built-in topics and the AI creator's category (saved games use the same names).
 * The topics' names are the built-in games' content and keep its language; the AI creator's is interface text.
 */
const CATEGORY_OPTIONS: ReadonlyArray<{ value: string; label: string | MessageDescriptor }> = [
  ...CATEGORIES.map((c) => ({ value: c.id, label: c.name })),
  { value: 'ai-generated', label: msg`AI generated` },
];

/** What a reader (or an admin) does with a game of the list, one at a time. */
type LibraryAction = { kind: 'play'; id: number } | { kind: 'copy'; id: number } | { kind: 'unpublish'; id: number; reason: string };

const ACTION_FAILED: Record<LibraryAction['kind'], MessageDescriptor> = {
  play: msg`Failed to load the game`,
  copy: msg`Failed to save a copy`,
  unpublish: msg`Failed to unpublish the game`,
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
  const { t } = useLingui();
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
    t`Failed to load public games`,
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
        onPlay({ source: 'saved', returnTo: 'games', dictionaryId: game.id, name: game.name, data: game.data, languages: game.languages });
      } else if (action.kind === 'copy') {
        const saved = await copyGame(action.id);
        const name = saved.name;
        setDone(t`Saved to your games as "${name}" (private: you can edit and share it).`);
      } else {
        await unpublishGame(action.id, action.reason.trim());
        setUnpublishing(null);
        setDone(t`Game unpublished: its owner has been notified.`);
        refresh();
      }
    },
    { failure: (error, action) => failureMessage(error, i18n._(ACTION_FAILED[action.kind])) },
  );

  const handleUnpublish = (event: FormEvent) => {
    event.preventDefault();
    if (unpublishing) void submit({ kind: 'unpublish', ...unpublishing });
  };

  const page = result.status === 'ready' ? result.data : null;
  const pageNumber = page?.page;
  return (
    <section className="panel library" aria-labelledby="library-heading" data-testid="library">
      <BackButton label={t`Back to Games`} onClick={onBack} />
      <h2 id="library-heading" className="panel-title" ref={headingRef} tabIndex={-1}>
        <Trans>Public games</Trans>
      </h2>
      <form className="library-filters" role="search" onSubmit={search}>
        <label htmlFor={searchId}>
          <Trans>Search by name</Trans>
        </label>
        <input id={searchId} type="search" value={text} onChange={(e) => setText(e.target.value)} maxLength={100} />
        <button type="submit" className="btn btn-primary">
          <Trans>Search</Trans>
        </button>
        <label>
          <Trans>Category</Trans>{' '}
          <select value={query.category} onChange={(e) => setQuery(() => ({ category: e.target.value, page: 1 }))}>
            <option value="">{t`All categories`}</option>
            {CATEGORY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {typeof option.label === 'string' ? option.label : i18n._(option.label)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <Trans>Sort</Trans>{' '}
          <select value={query.sort} onChange={(e) => setQuery(() => ({ sort: e.target.value as LibrarySort, page: 1 }))}>
            <option value="plays">{t`Most played`}</option>
            <option value="newest">{t`Newest`}</option>
          </select>
        </label>
      </form>
      <FormError title={failure} />
      {done && <FormMessage tone="success" title={done} />}
      {result.status !== 'ready' ? (
        <LoadStatus state={result} onRetry={retry} what={t`public games`} />
      ) : page && page.dictionaries.length === 0 ? (
        <p className="muted">
          <Trans>No public game matches.</Trans>
        </p>
      ) : (
        <ul className="library-grid" aria-label={t`Public games`} aria-busy={busy}>
          {page?.dictionaries.map((game) => (
            <li key={game.id} className="saved-game-card library-card" aria-label={game.name}>
              <h3 className="saved-game-name">
                <AppLink to={gamePagePath({ dictionaryId: game.id })} from="library">
                  {game.name}
                </AppLink>
              </h3>
              <p className="saved-game-meta">
                <GameMeta game={game} />
              </p>
              {game.description && <p className="saved-game-description">{game.description}</p>}
              <div className="saved-game-actions">
                <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void submit({ kind: 'play', id: game.id })}>
                  <Trans>Play</Trans>
                </button>
                <AppLink className="btn btn-secondary" to={gamePagePath({ dictionaryId: game.id })} from="library">
                  <Trans>Game page</Trans>
                </AppLink>
                {canCopy && (
                  <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void submit({ kind: 'copy', id: game.id })}>
                    <Trans>Save a copy</Trans>
                  </button>
                )}
                {isAdmin && unpublishing?.id !== game.id && (
                  <button type="button" className="btn btn-danger" onClick={() => setUnpublishing({ id: game.id, reason: '' })}>
                    <Trans>Unpublish</Trans>
                  </button>
                )}
              </div>
              {isAdmin && unpublishing?.id === game.id && (
                <form className="library-unpublish" onSubmit={handleUnpublish} aria-busy={busy}>
                  <label>
                    <Trans>Reason for the owner</Trans>{' '}
                    <input value={unpublishing.reason} maxLength={500} onChange={(e) => setUnpublishing({ id: game.id, reason: e.target.value })} />
                  </label>
                  <button type="submit" className="btn btn-danger" disabled={busy}>
                    <Trans>Confirm unpublish</Trans>
                  </button>
                  <button type="button" className="btn btn-secondary" onClick={() => setUnpublishing(null)}>
                    <Trans>Cancel</Trans>
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      {page && (page.page > 1 || page.hasMore) && (
        <nav className="library-paging" aria-label={t`Pages`}>
          <button type="button" className="btn btn-secondary" disabled={page.page <= 1} onClick={() => setQuery((q) => ({ page: q.page - 1 }))}>
            <Trans>Previous</Trans>
          </button>
          <span>
            <Trans>Page {pageNumber}</Trans>
          </span>
          <button type="button" className="btn btn-secondary" disabled={!page.hasMore} onClick={() => setQuery((q) => ({ page: q.page + 1 }))}>
            <Trans>Next</Trans>
          </button>
        </nav>
      )}
    </section>
  );
}

/** A card's line under the name: "History · 4 pairs · by ann · 12 plays" (counts in the language's plural forms). */
function GameMeta({ game }: { game: LibraryPage['dictionaries'][number] }) {
  const { t } = useLingui();
  const category = game.category ?? t`No category`;
  const pairs = plural(game.pair_count, { one: '# pair', other: '# pairs' });
  const owner = game.owner_username;
  const plays = plural(game.plays, { one: '# play', other: '# plays' });
  return <>{t`${category} · ${pairs} · by ${owner} · ${plays}`}</>;
}
