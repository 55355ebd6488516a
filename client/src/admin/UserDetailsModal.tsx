import type { AdminShareSummary, AdminUserDetails } from '@matchdrop/shared';
import { useCallback } from 'react';
import { accountTypeLabel, formatDate } from '../account';
import { Modal } from '../ui/Modal';
import { fetchUserDetails } from './admin-api';
import { LoadStatus } from '../ui/LoadStatus';
import { useServerData } from '../lib/use-server-data';

const SHARE_STATUS: Record<AdminShareSummary['status'], string> = { pending: 'pending', accept: 'accepted', reject: 'declined' };

/** R-ADMIN-2 user-details modal: the account, its games, its shares both ways and its suspension history. */
export function UserDetailsModal({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  return (
    <Modal open={userId !== null} title="User Details" onClose={onClose}>
      {userId !== null && <Details key={userId} userId={userId} />}
    </Modal>
  );
}

function Details({ userId }: { userId: number }) {
  const { state, retry } = useServerData(
    useCallback(() => fetchUserDetails(userId), [userId]),
    'Failed to load user details',
  );
  if (state.status !== 'ready') return <LoadStatus state={state} onRetry={retry} what="user details" />;
  return <DetailsView details={state.data} />;
}

function DetailsView({ details: { user, dictionaries: savedGames, shares, suspensions } }: { details: AdminUserDetails }) {
  return (
    <div className="admin-details">
      <dl className="admin-figures">
        <div>
          <dt>Username</dt>
          <dd>{user.username}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd className="admin-email">{user.email}</dd>
        </div>
        <div>
          <dt>Account type</dt>
          <dd>{accountTypeLabel(user)}</dd>
        </div>
        <div>
          <dt>Member since</dt>
          <dd>{formatDate(user.created_at)}</dd>
        </div>
        <div>
          <dt>Email verified</dt>
          <dd>{user.is_verified ? 'Yes' : 'No'}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{user.is_suspended ? `Suspended: ${user.suspension_reason ?? 'Account suspended'}` : 'Active'}</dd>
        </div>
      </dl>
      <h3 className="admin-subtitle">Saved games ({savedGames.length})</h3>
      {savedGames.length === 0 ? (
        <p className="muted">No saved games.</p>
      ) : (
        <ul className="admin-detail-list">
          {savedGames.map((game) => (
            <li key={game.id}>
              <strong>{game.name}</strong>{' '}
              <span className="muted">
                {game.pair_count} pairs, {game.is_public ? 'public' : 'private'}, {formatDate(game.created_at)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <ShareList title={`Shares sent (${shares.sent.length})`} shares={shares.sent} direction="to" />
      <ShareList title={`Shares received (${shares.received.length})`} shares={shares.received} direction="from" />
      <h3 className="admin-subtitle">Suspension history ({suspensions.length})</h3>
      {suspensions.length === 0 ? (
        <p className="muted">Never suspended.</p>
      ) : (
        <ul className="admin-detail-list">
          {suspensions.map((s) => (
            <li key={s.id}>
              <strong>{s.reason}</strong>{' '}
              <span className="muted">
                by {s.admin ?? 'system'} on {formatDate(s.created_at)}
                {s.lifted_at ? `, lifted on ${formatDate(s.lifted_at)}${s.lifted_by ? ` by ${s.lifted_by}` : ''}` : ', still active'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ShareList({ title, shares, direction }: { title: string; shares: AdminShareSummary[]; direction: 'to' | 'from' }) {
  return (
    <>
      <h3 className="admin-subtitle">{title}</h3>
      {shares.length === 0 ? (
        <p className="muted">None.</p>
      ) : (
        <ul className="admin-detail-list">
          {shares.map((share) => (
            <li key={share.id}>
              <strong>{share.dictionary_name}</strong>{' '}
              <span className="muted">
                {direction} {share.username ?? 'a deleted account'}, {SHARE_STATUS[share.status]}, {formatDate(share.created_at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
