import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState('');
  const [unpublishing, setUnpublishing] = useState<{ id: number; name: string; reason: string } | null>(null);
  const [unpublished, setUnpublished] = useState<string | null>(null);
  const reasonId = useId();
  const { state, retry, update } = useServerData(
    useCallback(() => searchLibrary({ q: search, category: '', sort: 'newest', page: 1 }, PUBLIC_SEARCH_PAGE_SIZE), [search]),
    t`Failed to load public games`,
  );

  const { busy, failure, submit } = useSubmit(
    async (game: { id: number; name: string; reason: string }) => {
      setUnpublished(null);
      await unpublishGame(game.id, game.reason.trim());
      update((page) => ({ ...page, dictionaries: page.dictionaries.filter((g) => g.id !== game.id) }));
      const { name } = game;
      setUnpublished(t`"${name}" unpublished: its owner has been notified.`);
      setUnpublishing(null);
    },
    { failure: t`Failed to unpublish the game` },
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
          <span className="field-label">
            <Trans>Search public games</Trans>
          </span>
          <input className="field-input" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t`Game name`} maxLength={100} />
        </label>
        <button type="submit" className="btn btn-primary">
          <Trans>Search</Trans>
        </button>
      </form>
      <FormError title={failure} />
      {unpublished && <FormMessage tone="success" title={unpublished} />}
      <LoadStatus state={state} onRetry={retry} what={t({ message: 'public games', comment: 'Completes "Loading {what}…" (ui/LoadStatus)' })} />
      {state.status === 'ready' &&
        (state.data.dictionaries.length === 0 ? (
          <p className="muted">
            <Trans>No public games.</Trans>
          </p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption>
                <Trans>Public games (newest first)</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Name</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Owner</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Pairs</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Actions</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {state.data.dictionaries.map((game) => {
                  const { name } = game;
                  return (
                    <tr key={game.id} data-game={game.name}>
                      <th scope="row">{game.name}</th>
                      <td>{game.owner_username}</td>
                      <td>{game.pair_count}</td>
                      <td>
                        {unpublishing?.id === game.id ? (
                          <form className="admin-actions" onSubmit={handleUnpublish} aria-label={t`Unpublish ${name}`} aria-busy={busy}>
                            <label className="field-label" htmlFor={reasonId}>
                              <Trans>Reason for the owner</Trans>
                            </label>
                            <input
                              id={reasonId}
                              className="field-input"
                              value={unpublishing.reason}
                              maxLength={UNPUBLISH_REASON_MAX}
                              onChange={(e) => setUnpublishing({ ...unpublishing, reason: e.target.value })}
                            />
                            <button type="submit" className="btn btn-danger-solid" disabled={busy}>
                              {busy ? t`Unpublishing…` : t`Confirm unpublish`}
                            </button>
                            <button type="button" className="btn btn-secondary" onClick={() => setUnpublishing(null)}>
                              <Trans>Cancel</Trans>
                            </button>
                          </form>
                        ) : (
                          <button
                            type="button"
                            className="btn btn-danger"
                            onClick={() => setUnpublishing({ id: game.id, name: game.name, reason: '' })}
                            aria-label={t`Unpublish ${name}`}
                          >
                            <Trans>Unpublish</Trans>
                          </button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ))}
    </div>
  );
}
