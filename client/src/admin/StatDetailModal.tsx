import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AdminStats, AdminUser } from '@matchdrop/shared';
import { Modal } from '../ui/Modal';
import { formatDate } from '../account';
import { relativeTime } from '../lib/relative-time';
import type { AdminTab } from '../routes';
import { fetchInbox, fetchPublicGames, fetchUsers } from './admin-api';
import { LoadStatus } from '../ui/LoadStatus';
import { perUser, percentOf, topBy, type StatKey } from './stat-cards';
import { useServerData } from '../lib/use-server-data';
import { MINUTE_MS, useNow } from '../lib/use-now';

const TITLES: Record<StatKey, MessageDescriptor> = {
  users: msg`Users`,
  suspended: msg`Suspended Users`,
  games: msg`Saved Games`,
  publicGames: msg`Public Games`,
  shares: msg`Shares`,
  unread: msg`Unread Messages`,
};

/** Enough rows to rank the most active users; the Users tab has the whole list. */
const RANKED_USERS = 100;
const SHOWN = 10;

interface StatDetailModalProps {
  stat: StatKey | null;
  stats: AdminStats;
  onClose: () => void;
  onOpenTab: (tab: AdminTab) => void;
}

/** The detail behind one Overview card: its breakdown and the list it counts. */
export function StatDetailModal({ stat, stats, onClose, onOpenTab }: StatDetailModalProps) {
  const { t } = useLingui();
  const joined = (u: AdminUser) => {
    const date = formatDate(u.created_at);
    return t`joined ${date}`;
  };
  const games = (u: AdminUser) => plural(u.dictionary_count, { one: '# game', other: '# games' });
  const shares = (u: AdminUser) => {
    const sent = u.shares_sent;
    const received = u.shares_received;
    return t`${sent} sent, ${received} received`;
  };
  return (
    <Modal open={stat !== null} title={stat ? t(TITLES[stat]) : ''} onClose={onClose}>
      {stat && <Figures stat={stat} stats={stats} />}
      {stat === 'users' && <UserList title={t`Newest accounts`} load={newestUsers} detail={joined} />}
      {stat === 'suspended' && <UserList title={t`Suspended accounts`} load={suspendedUsers} detail={(u) => u.suspension_reason ?? ''} />}
      {stat === 'games' && <UserList title={t`Most saved games (newest 100 accounts)`} load={topCreators} detail={games} />}
      {stat === 'shares' && <UserList title={t`Most shares sent (newest 100 accounts)`} load={topSharers} detail={shares} />}
      {stat === 'publicGames' && <PublicGames />}
      {stat === 'unread' && <UnreadConversations onOpenMessages={() => onOpenTab('messages')} />}
    </Modal>
  );
}

// Module-level loaders keep one identity, so useServerData fetches once per opening.
const newestUsers = async (): Promise<AdminUser[]> => (await fetchUsers({ limit: SHOWN })).users;
const suspendedUsers = async (): Promise<AdminUser[]> => (await fetchUsers({ status: 'suspended', limit: RANKED_USERS })).users;
const topCreators = async (): Promise<AdminUser[]> => topBy((await fetchUsers({ limit: RANKED_USERS })).users, 'dictionary_count', SHOWN);
const topSharers = async (): Promise<AdminUser[]> => topBy((await fetchUsers({ limit: RANKED_USERS })).users, 'shares_sent', SHOWN);
const newestPublicGames = () => fetchPublicGames(SHOWN * 2);
const unreadConversations = async () => (await fetchInbox()).filter((c) => c.unread_count > 0);

function Figures({ stat, stats }: { stat: StatKey; stats: AdminStats }) {
  const { t } = useLingui();
  const suspendedShare = percentOf(stats.suspended_users, stats.total_users);
  const publicShare = percentOf(stats.public_dictionaries, stats.total_dictionaries);
  const rows: Record<StatKey, Array<[string, string | number]>> = {
    users: [
      [t`All accounts`, stats.total_users],
      [t`New in the last 30 days`, stats.new_users_30_days],
      [t({ message: 'Active', context: 'accounts' }), stats.total_users - stats.suspended_users],
      [t({ message: 'Suspended', context: 'accounts' }), stats.suspended_users],
    ],
    suspended: [
      [t({ message: 'Suspended', context: 'accounts' }), stats.suspended_users],
      [t`Share of all accounts`, t`${suspendedShare}%`],
    ],
    games: [
      [t`Saved games`, stats.total_dictionaries],
      [t`Public`, stats.public_dictionaries],
      [t`Private`, stats.total_dictionaries - stats.public_dictionaries],
      [t`Per user`, perUser(stats.total_dictionaries, stats.total_users)],
    ],
    publicGames: [
      [t`Public games`, stats.public_dictionaries],
      [t`Share of all games`, t`${publicShare}%`],
    ],
    shares: [
      [t`Shares`, stats.total_shares],
      [t`Per user`, perUser(stats.total_shares, stats.total_users)],
    ],
    unread: [[t`Unread messages`, stats.unread_messages]],
  };
  return (
    <dl className="admin-figures">
      {rows[stat].map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function UserList({ title, load, detail }: { title: string; load: () => Promise<AdminUser[]>; detail: (user: AdminUser) => string }) {
  const { t } = useLingui();
  const { state, retry } = useServerData(load, t`Failed to load users`);
  return (
    <section aria-label={title}>
      <h3 className="admin-subtitle">{title}</h3>
      <LoadStatus state={state} onRetry={retry} what={t({ message: 'users', comment: 'Completes "Loading {what}…" (ui/LoadStatus)' })} />
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className="muted">
            <Trans>None.</Trans>
          </p>
        ) : (
          <ul className="admin-detail-list">
            {state.data.map((user) => (
              <li key={user.id}>
                <strong>{user.username}</strong> <span className="muted">{detail(user)}</span>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

function PublicGames() {
  const { t } = useLingui();
  const { state, retry } = useServerData(newestPublicGames, t`Failed to load games`);
  return (
    <section aria-label={t`Newest public games`}>
      <h3 className="admin-subtitle">
        <Trans>Newest public games</Trans>
      </h3>
      <LoadStatus state={state} onRetry={retry} what={t({ message: 'games', comment: 'Completes "Loading {what}…" (ui/LoadStatus)' })} />
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className="muted">
            <Trans>No public games yet.</Trans>
          </p>
        ) : (
          <ul className="admin-detail-list">
            {state.data.map((game) => (
              <li key={game.id}>
                <strong>{game.name}</strong>{' '}
                <span className="muted">
                  <GameBy owner={game.owner_username} pairs={game.pair_count ?? 0} />
                </span>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

function UnreadConversations({ onOpenMessages }: { onOpenMessages: () => void }) {
  const { t } = useLingui();
  const { state, retry } = useServerData(unreadConversations, t`Failed to load messages`);
  const now = useNow(MINUTE_MS);
  return (
    <section aria-label={t`Conversations with unread messages`}>
      <LoadStatus state={state} onRetry={retry} what={t({ message: 'messages', comment: 'Completes "Loading {what}…" (ui/LoadStatus)' })} />
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className="muted">
            <Trans>Every message has been read.</Trans>
          </p>
        ) : (
          <ul className="admin-detail-list">
            {state.data.map((c) => (
              <li key={c.user_id}>
                <strong>{c.username}</strong>{' '}
                <span className="muted">
                  <UnreadSince count={c.unread_count} when={relativeTime(c.last_message_at, now)} />
                </span>
              </li>
            ))}
          </ul>
        ))}
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={onOpenMessages}>
          <Trans>Open Suspended Messages</Trans>
        </button>
      </div>
    </section>
  );
}

/** "by ann, 12 pairs" after a public game's name (a deleted owner shows as "unknown"). */
function GameBy({ owner, pairs }: { owner: string | null | undefined; pairs: number }) {
  return owner ? (
    <Trans>
      by {owner}, <Plural value={pairs} one="# pair" other="# pairs" />
    </Trans>
  ) : (
    <Trans>
      by unknown, <Plural value={pairs} one="# pair" other="# pairs" />
    </Trans>
  );
}

/** "3 unread, 5 minutes ago" after a conversation's user. */
function UnreadSince({ count, when }: { count: number; when: string }) {
  return (
    <Trans>
      <Plural value={count} one="# unread" other="# unread" />, {when}
    </Trans>
  );
}
