import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { GameSummary } from '@matchdrop/shared';
import { useEffect, useId, useState } from 'react';
import { failureMessage } from '../../api';
import { useSubmit } from '../../lib/use-submit';
import { fetchGame, searchLibrary } from '../../progress';
import { FormError } from '../../ui/FormMessage';
import type { TopicPick } from '../topic-pick';

/** Results a page: enough to scan on a projector laptop, few enough to answer fast. */
const PUBLIC_PAGE_SIZE = 12;

interface PublicChoicesProps {
  value: TopicPick | null;
  onChange: (pick: TopicPick) => void;
}

type Listing = { status: 'loading' } | { status: 'error'; cause: unknown } | { status: 'ready'; games: GameSummary[]; hasMore: boolean };

/**
 * Anyone's public game, found in the public library (most played first, or by a search). A list carries no pairs,
 * so the chosen game is fetched by id before it is offered to the form; the server checks again that it is public.
 */
export function PublicChoices({ value, onChange }: PublicChoicesProps) {
  const { t } = useLingui();
  const searchId = useId();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState({ q: '', page: 1 });
  const [listing, setListing] = useState<Listing>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    searchLibrary({ q: query.q, category: '', sort: 'plays', page: query.page }, PUBLIC_PAGE_SIZE).then(
      (page) => {
        if (!current) return;
        setListing((before) => ({
          status: 'ready',
          games: query.page > 1 && before.status === 'ready' ? [...before.games, ...page.dictionaries] : page.dictionaries,
          hasMore: page.hasMore,
        }));
      },
      (cause: unknown) => current && setListing({ status: 'error', cause }),
    );
    return () => {
      current = false;
    };
  }, [query]);

  function search() {
    setListing({ status: 'loading' });
    setQuery({ q: draft.trim(), page: 1 });
  }

  const opening = useSubmit(
    async (game: GameSummary) => {
      const full = await fetchGame(game.id);
      onChange({ kind: 'saved', id: full.id, name: full.name, data: full.data });
    },
    {
      failure: (error, game) => {
        const { name } = game;
        return failureMessage(error, t`Failed to open "${name}"`);
      },
    },
  );

  return (
    <div className="public-choices">
      {/* Not a form: the picker sits inside the room's or the tournament's own form, and forms do not nest. */}
      <div className="public-search" role="search">
        <label htmlFor={searchId} className="field-label">
          <Trans>Search public games</Trans>
        </label>
        <div className="public-search-row">
          <input
            id={searchId}
            className="field-input"
            type="search"
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              search();
            }}
          />
          <button type="button" className="btn btn-secondary" onClick={search}>
            <Trans>Search</Trans>
          </button>
        </div>
      </div>
      <FormError title={opening.failure} />
      {listing.status === 'loading' && (
        <p role="status" className="muted">
          <Trans>Loading public games…</Trans>
        </p>
      )}
      {listing.status === 'error' && (
        <p role="alert" className="error-message">
          {failureMessage(listing.cause, t`Failed to load public games`)}{' '}
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              setListing({ status: 'loading' });
              setQuery((q) => ({ ...q }));
            }}
          >
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
      {listing.status === 'ready' && listing.games.length === 0 && <NoMatch search={query.q} />}
      {listing.status === 'ready' && listing.games.length > 0 && (
        <>
          <ul className="choice-grid" aria-label={t`Public games`} aria-busy={opening.busy}>
            {listing.games.map((g) => (
              <li key={g.id}>
                <button type="button" className="choice" aria-pressed={value?.kind === 'saved' && value.id === g.id} disabled={opening.busy} onClick={() => void opening.submit(g)}>
                  <span className="choice-icon" aria-hidden="true">
                    🌐
                  </span>
                  <span className="choice-name">{g.name}</span>
                  <span className="choice-meta">
                    <GameMeta pairs={g.pair_count} owner={g.owner_username} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {listing.hasMore && (
            <button type="button" className="btn btn-ghost" onClick={() => setQuery((q) => ({ ...q, page: q.page + 1 }))}>
              <Trans>Show more</Trans>
            </button>
          )}
        </>
      )}
    </div>
  );
}

function NoMatch({ search }: { search: string }) {
  return <p className="muted">{search ? <Trans>No public game matches "{search}".</Trans> : <Trans>No public game matches.</Trans>}</p>;
}

/** "12 pairs · by ann" under a public game's name. */
function GameMeta({ pairs, owner }: { pairs: number; owner: string }) {
  return (
    <Trans>
      <Plural value={pairs} one="# pair" other="# pairs" /> · by {owner}
    </Trans>
  );
}
