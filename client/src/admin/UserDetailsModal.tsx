import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AdminShareSummary, AdminUserDetails } from '@matchdrop/shared';
import { useCallback } from 'react';
import { accountTypeLabel, formatDate } from '../account';
import { Modal } from '../ui/Modal';
import { fetchUserDetails } from './admin-api';
import { LoadStatus } from '../ui/LoadStatus';
import { useServerData } from '../lib/use-server-data';

const SHARE_STATUS: Record<AdminShareSummary['status'], MessageDescriptor> = { pending: msg`pending`, accept: msg`accepted`, reject: msg`declined` };

/** R-ADMIN-2 user-details modal: the account, its games, its shares both ways and its suspension history. */
export function UserDetailsModal({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal open={userId !== null} title={t`User Details`} onClose={onClose}>
      {userId !== null && <Details key={userId} userId={userId} />}
    </Modal>
  );
}

function Details({ userId }: { userId: number }) {
  const { t } = useLingui();
  const { state, retry } = useServerData(
    useCallback(() => fetchUserDetails(userId), [userId]),
    t`Failed to load user details`,
  );
  if (state.status !== 'ready') return <LoadStatus state={state} onRetry={retry} what={t({ message: 'user details', comment: 'Completes "Loading {what}…" (ui/LoadStatus)' })} />;
  return <DetailsView details={state.data} />;
}

function DetailsView({ details: { user, dictionaries: savedGames, shares, suspensions } }: { details: AdminUserDetails }) {
  const { t } = useLingui();
  const reason = user.suspension_reason ?? t`Account suspended`;
  const gameCount = savedGames.length;
  const sentCount = shares.sent.length;
  const receivedCount = shares.received.length;
  const suspensionCount = suspensions.length;
  return (
    <div className="admin-details">
      <dl className="admin-figures">
        <div>
          <dt>
            <Trans>Username</Trans>
          </dt>
          <dd>{user.username}</dd>
        </div>
        <div>
          <dt>
            <Trans>Email</Trans>
          </dt>
          <dd className="admin-email">{user.email}</dd>
        </div>
        <div>
          <dt>
            <Trans>Account type</Trans>
          </dt>
          <dd>{accountTypeLabel(user)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Member since</Trans>
          </dt>
          <dd>{formatDate(user.created_at)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Email verified</Trans>
          </dt>
          <dd>{user.is_verified ? t`Yes` : t`No`}</dd>
        </div>
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>{user.is_suspended ? t`Suspended: ${reason}` : t`Active`}</dd>
        </div>
      </dl>
      <h3 className="admin-subtitle">
        <Trans>Saved games ({gameCount})</Trans>
      </h3>
      {savedGames.length === 0 ? (
        <p className="muted">
          <Trans>No saved games.</Trans>
        </p>
      ) : (
        <ul className="admin-detail-list">
          {savedGames.map((game) => (
            <li key={game.id}>
              <strong>{game.name}</strong>{' '}
              <span className="muted">
                <GameNote pairs={game.pair_count} isPublic={game.is_public} date={formatDate(game.created_at)} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <ShareList title={t`Shares sent (${sentCount})`} shares={shares.sent} direction="to" />
      <ShareList title={t`Shares received (${receivedCount})`} shares={shares.received} direction="from" />
      <h3 className="admin-subtitle">
        <Trans>Suspension history ({suspensionCount})</Trans>
      </h3>
      {suspensions.length === 0 ? (
        <p className="muted">
          <Trans>Never suspended.</Trans>
        </p>
      ) : (
        <ul className="admin-detail-list">
          {suspensions.map((s) => (
            <li key={s.id}>
              <strong>{s.reason}</strong>{' '}
              <span className="muted">
                <SuspensionNote admin={s.admin} since={formatDate(s.created_at)} liftedOn={s.lifted_at ? formatDate(s.lifted_at) : null} liftedBy={s.lifted_by} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ShareList({ title, shares, direction }: { title: string; shares: AdminShareSummary[]; direction: 'to' | 'from' }) {
  const { t } = useLingui();
  return (
    <>
      <h3 className="admin-subtitle">{title}</h3>
      {shares.length === 0 ? (
        <p className="muted">
          <Trans>None.</Trans>
        </p>
      ) : (
        <ul className="admin-detail-list">
          {shares.map((share) => (
            <li key={share.id}>
              <strong>{share.dictionary_name}</strong>{' '}
              <span className="muted">
                <ShareNote direction={direction} username={share.username} status={t(SHARE_STATUS[share.status])} date={formatDate(share.created_at)} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** "by ann on March 5, 2026, lifted on … by bob" / ", still active" after a suspension's reason. */
function SuspensionNote({ admin, since, liftedOn, liftedBy }: { admin: string | null; since: string; liftedOn: string | null; liftedBy: string | null }) {
  const { t } = useLingui();
  const by = admin ?? t`system`;
  if (liftedOn === null)
    return (
      <Trans>
        by {by} on {since}, still active
      </Trans>
    );
  if (liftedBy === null)
    return (
      <Trans>
        by {by} on {since}, lifted on {liftedOn}
      </Trans>
    );
  return (
    <Trans>
      by {by} on {since}, lifted on {liftedOn} by {liftedBy}
    </Trans>
  );
}

/** "to ann, accepted, March 5, 2026": whom a game went to (or came from), the answer and the day. */
function ShareNote({ direction, username, status, date }: { direction: 'to' | 'from'; username: string | null; status: string; date: string }) {
  if (username === null)
    return direction === 'to' ? (
      <Trans>
        to a deleted account, {status}, {date}
      </Trans>
    ) : (
      <Trans>
        from a deleted account, {status}, {date}
      </Trans>
    );
  return direction === 'to' ? (
    <Trans>
      to {username}, {status}, {date}
    </Trans>
  ) : (
    <Trans>
      from {username}, {status}, {date}
    </Trans>
  );
}

/** "12 pairs, public, March 5, 2026" after a saved game's name. */
function GameNote({ pairs, isPublic, date }: { pairs: number; isPublic: boolean; date: string }) {
  return isPublic ? (
    <Trans>
      <Plural value={pairs} one="# pair" other="# pairs" />, public, {date}
    </Trans>
  ) : (
    <Trans>
      <Plural value={pairs} one="# pair" other="# pairs" />, private, {date}
    </Trans>
  );
}
