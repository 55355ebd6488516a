import { PUBLIC_SEARCH_PAGE_SIZE } from '@matchdrop/shared';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useSubmit } from '../lib/use-submit';
import { searchLibrary, unpublishGame } from '../progress';
import { FormError, FormMessage } from '../ui/FormMessage';
import { LoadStatus } from '../ui/LoadStatus';
import { useServerData } from '../lib/use-server-data';

/** The API's limit on an unpublish reason (api/src/games/admin-routes.ts). */
const UNPUBLISH_REASON_MAX = 500;

/** Issue 12: the public library as an admin sees it, with Unpublish (the owner is notified, with the reason). */
export function PublicGamesTab() {
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState('');
  const [unpublishing, setUnpublishing] = useState<{ id: number; name: string; reason: string } | null>(null);
  const [unpublished, setUnpublished] = useState<string | null>(null);
  const reasonId = useId();
  const { state, retry, update } = useServerData(
    useCallback(() => searchLibrary({ q: search, category: '', sort: 'newest', page: 1 }, PUBLIC_SEARCH_PAGE_SIZE), [search]),
    'Failed to load public games',
  );

  const { busy, failure, submit } = useSubmit(
    async (game: { id: number; name: string; reason: string }) => {
      setUnpublished(null);
      await unpublishGame(game.id, game.reason.trim());
      update((page) => ({ ...page, dictionaries: page.dictionaries.filter((g) => g.id !== game.id) }));
      setUnpublished(`"${game.name}" unpublished: its owner has been notified.`);
      setUnpublishing(null);
    },
    { failure: 'Failed to unpublish the game' },
  );

  function handleUnpublish(event: FormEvent) {
    event.preventDefault();
    if (unpublishing) void submit(unpublishing);
  }

  return (
    <div className="admin-public-games">
      <form
        className="admin-toolbar"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(draft.trim());
        }}
      >
        <label className="field admin-search">
          <span className="field-label">Search public games</span>
          <input className="field-input" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="Game name" maxLength={100} />
        </label>
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
      <FormError title={failure} />
      {unpublished && <FormMessage tone="success" title={unpublished} />}
      <LoadStatus state={state} onRetry={retry} what="public games" />
      {state.status === 'ready' &&
        (state.data.dictionaries.length === 0 ? (
          <p className="muted">No public games.</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption>Public games (newest first)</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Owner</th>
                  <th scope="col">Pairs</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {state.data.dictionaries.map((game) => (
                  <tr key={game.id} data-game={game.name}>
                    <th scope="row">{game.name}</th>
                    <td>{game.owner_username}</td>
                    <td>{game.pair_count}</td>
                    <td>
                      {unpublishing?.id === game.id ? (
                        <form className="admin-actions" onSubmit={handleUnpublish} aria-label={`Unpublish ${game.name}`} aria-busy={busy}>
                          <label className="field-label" htmlFor={reasonId}>
                            Reason for the owner
                          </label>
                          <input
                            id={reasonId}
                            className="field-input"
                            value={unpublishing.reason}
                            maxLength={UNPUBLISH_REASON_MAX}
                            onChange={(e) => setUnpublishing({ ...unpublishing, reason: e.target.value })}
                          />
                          <button type="submit" className="btn btn-danger-solid" disabled={busy}>
                            {busy ? 'Unpublishing…' : 'Confirm unpublish'}
                          </button>
                          <button type="button" className="btn btn-secondary" onClick={() => setUnpublishing(null)}>
                            Cancel
                          </button>
                        </form>
                      ) : (
                        <button
                          type="button"
                          className="btn btn-danger"
                          onClick={() => setUnpublishing({ id: game.id, name: game.name, reason: '' })}
                          aria-label={`Unpublish ${game.name}`}
                        >
                          Unpublish
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </div>
  );
}
