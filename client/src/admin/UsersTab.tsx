import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminUser, UserStatusFilter, UsersQuery } from '@matchdrop/shared';
import { useCallback, useState, type FormEvent } from 'react';
import type { User } from '../api';
import { formatDate } from '../account';
import { useSubmit } from '../lib/use-submit';
import { FormError, FormMessage } from '../ui/FormMessage';
import { fetchUsers, unsuspendUser } from './admin-api';
import { LoadStatus } from '../ui/LoadStatus';
import { SuspendModal } from './SuspendModal';
import { UserDetailsModal } from './UserDetailsModal';
import { useServerData } from '../lib/use-server-data';
import { DEFAULT_USERS_QUERY, hasNextPage, hasPreviousPage, pageLabel, pageSummary } from './users-query';

/** The searchable, paged users table with details, suspend and unsuspend. */
export function UsersTab({ adminId }: { adminId: number }) {
  const { t } = useLingui();
  const [query, setQuery] = useState<UsersQuery>(DEFAULT_USERS_QUERY);
  const [draft, setDraft] = useState('');
  const [details, setDetails] = useState<number | null>(null);
  const [suspending, setSuspending] = useState<AdminUser | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { state, retry, update } = useServerData(
    useCallback(() => fetchUsers(query), [query]),
    t`Failed to load users`,
  );

  const replaceUser = (changed: User) => update((page) => ({ ...page, users: page.users.map((u) => (u.id === changed.id ? { ...u, ...changed } : u)) }));

  function search(event: FormEvent) {
    event.preventDefault();
    setQuery((current) => ({ ...current, search: draft.trim(), page: 1 }));
  }

  const unsuspension = useSubmit(
    async (user: AdminUser) => {
      setDone(null);
      replaceUser(await unsuspendUser(user.id));
      const { username } = user;
      setDone(t`${username} is no longer suspended.`);
    },
    { failure: t`Failed to unsuspend user` },
  );

  return (
    <div className="admin-users">
      <form className="admin-toolbar" role="search" onSubmit={search}>
        <label className="field admin-search">
          <span className="field-label">
            <Trans>Search users</Trans>
          </span>
          <input className="field-input" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t`Username or email`} />
        </label>
        <label className="field">
          <span className="field-label">
            <Trans>Show</Trans>
          </span>
          <select className="field-input" value={query.status} onChange={(e) => setQuery((current) => ({ ...current, status: e.target.value as UserStatusFilter, page: 1 }))}>
            <option value="all">{t`All users`}</option>
            <option value="active">{t({ message: 'Active', context: 'accounts' })}</option>
            <option value="suspended">{t({ message: 'Suspended', context: 'accounts' })}</option>
          </select>
        </label>
        <button type="submit" className="btn btn-primary">
          <Trans>Search</Trans>
        </button>
      </form>
      <FormError title={unsuspension.failure} />
      {done && <FormMessage tone="success" title={done} />}
      <LoadStatus state={state} onRetry={retry} what={t({ message: 'users', comment: 'Completes "Loading {what}…" (ui/LoadStatus)' })} />
      {state.status === 'ready' && (
        <>
          <div className="admin-table-wrap" aria-busy={unsuspension.busy}>
            <table className="admin-table">
              <caption>{pageSummary(state.data)}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Username</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Email</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Role</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Joined</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Games</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Shares sent / received</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Status</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Actions</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {state.data.users.map((u) => (
                  <UserRow
                    key={u.id}
                    user={u}
                    canSuspend={u.role !== 'admin' && u.id !== adminId}
                    onDetails={() => setDetails(u.id)}
                    onSuspend={() => setSuspending(u)}
                    unsuspending={unsuspension.busy}
                    onUnsuspend={() => void unsuspension.submit(u)}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <nav className="admin-pager" aria-label={t`Users pages`}>
            <button type="button" className="btn btn-secondary" disabled={!hasPreviousPage(state.data)} onClick={() => setQuery((q) => ({ ...q, page: q.page - 1 }))}>
              <Trans>Previous</Trans>
            </button>
            <span>{pageLabel(state.data)}</span>
            <button type="button" className="btn btn-secondary" disabled={!hasNextPage(state.data)} onClick={() => setQuery((q) => ({ ...q, page: q.page + 1 }))}>
              <Trans>Next</Trans>
            </button>
          </nav>
        </>
      )}
      <UserDetailsModal userId={details} onClose={() => setDetails(null)} />
      <SuspendModal
        user={suspending}
        onClose={() => setSuspending(null)}
        onSuspended={(changed) => {
          replaceUser(changed);
          setSuspending(null);
          unsuspension.clearFailure();
          const { username } = changed;
          setDone(t`${username} has been suspended.`);
        }}
      />
    </div>
  );
}

interface UserRowProps {
  user: AdminUser;
  /** Admins (and yourself) cannot be suspended. */
  canSuspend: boolean;
  onDetails: () => void;
  onSuspend: () => void;
  /** An unsuspend is under way (one at a time). */
  unsuspending: boolean;
  onUnsuspend: () => void;
}

function UserRow({ user: u, canSuspend, onDetails, onSuspend, unsuspending, onUnsuspend }: UserRowProps) {
  const { t } = useLingui();
  const { username } = u;
  return (
    <tr data-username={u.username}>
      <th scope="row">{u.username}</th>
      <td className="admin-email">{u.email}</td>
      <td>{u.role === 'admin' ? t`Admin` : t`User`}</td>
      <td>{formatDate(u.created_at)}</td>
      <td>{u.dictionary_count}</td>
      <td>
        {u.shares_sent} / {u.shares_received}
      </td>
      <td>
        {u.is_suspended ? (
          <span className="pill admin-pill-danger" title={u.suspension_reason ?? undefined}>
            <Trans>Suspended</Trans>
          </span>
        ) : (
          <span className="pill pill-success">
            <Trans>Active</Trans>
          </span>
        )}
      </td>
      <td>
        <div className="admin-actions">
          <button type="button" className="btn btn-secondary" onClick={onDetails} aria-label={t`Details of ${username}`}>
            <Trans>Details</Trans>
          </button>
          {canSuspend && u.is_suspended && (
            <button type="button" className="btn btn-secondary" onClick={onUnsuspend} disabled={unsuspending} aria-label={t`Unsuspend ${username}`}>
              <Trans>Unsuspend</Trans>
            </button>
          )}
          {canSuspend && !u.is_suspended && (
            <button type="button" className="btn btn-danger" onClick={onSuspend} aria-label={t`Suspend ${username}`}>
              <Trans>Suspend</Trans>
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
