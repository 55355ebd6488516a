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

const TITLES: Record<StatKey, string> = {
  users: 'Users',
  suspended: 'Suspended Users',
  games: 'Saved Games',
  publicGames: 'Public Games',
  shares: 'Shares',
  unread: 'Unread Messages',
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
  return (
    <Modal open={stat !== null} title={stat ? TITLES[stat] : ''} onClose={onClose}>
      {stat && <Figures stat={stat} stats={stats} />}
      {stat === 'users' && <UserList title="Newest accounts" load={newestUsers} detail={(u) => `joined ${formatDate(u.created_at)}`} />}
      {stat === 'suspended' && <UserList title="Suspended accounts" load={suspendedUsers} detail={(u) => u.suspension_reason ?? ''} />}
      {stat === 'games' && <UserList title="Most saved games (newest 100 accounts)" load={topCreators} detail={(u) => `${u.dictionary_count} games`} />}
      {stat === 'shares' && <UserList title="Most shares sent (newest 100 accounts)" load={topSharers} detail={(u) => `${u.shares_sent} sent, ${u.shares_received} received`} />}
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
  const rows: Record<StatKey, Array<[string, string | number]>> = {
    users: [
      ['All accounts', stats.total_users],
      ['New in the last 30 days', stats.new_users_30_days],
      ['Active', stats.total_users - stats.suspended_users],
      ['Suspended', stats.suspended_users],
    ],
    suspended: [
      ['Suspended', stats.suspended_users],
      ['Share of all accounts', `${percentOf(stats.suspended_users, stats.total_users)}%`],
    ],
    games: [
      ['Saved games', stats.total_dictionaries],
      ['Public', stats.public_dictionaries],
      ['Private', stats.total_dictionaries - stats.public_dictionaries],
      ['Per user', perUser(stats.total_dictionaries, stats.total_users)],
    ],
    publicGames: [
      ['Public games', stats.public_dictionaries],
      ['Share of all games', `${percentOf(stats.public_dictionaries, stats.total_dictionaries)}%`],
    ],
    shares: [
      ['Shares', stats.total_shares],
      ['Per user', perUser(stats.total_shares, stats.total_users)],
    ],
    unread: [['Unread messages', stats.unread_messages]],
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
  const { state, retry } = useServerData(load, 'Failed to load users');
  return (
    <section aria-label={title}>
      <h3 className="admin-subtitle">{title}</h3>
      <LoadStatus state={state} onRetry={retry} what="users" />
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className="muted">None.</p>
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
  const { state, retry } = useServerData(newestPublicGames, 'Failed to load games');
  return (
    <section aria-label="Newest public games">
      <h3 className="admin-subtitle">Newest public games</h3>
      <LoadStatus state={state} onRetry={retry} what="games" />
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className="muted">No public games yet.</p>
        ) : (
          <ul className="admin-detail-list">
            {state.data.map((game) => (
              <li key={game.id}>
                <strong>{game.name}</strong>{' '}
                <span className="muted">
                  by {game.owner_username ?? 'unknown'}, {game.pair_count ?? 0} pairs
                </span>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

function UnreadConversations({ onOpenMessages }: { onOpenMessages: () => void }) {
  const { state, retry } = useServerData(unreadConversations, 'Failed to load messages');
  const now = useNow(MINUTE_MS);
  return (
    <section aria-label="Conversations with unread messages">
      <LoadStatus state={state} onRetry={retry} what="messages" />
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className="muted">Every message has been read.</p>
        ) : (
          <ul className="admin-detail-list">
            {state.data.map((c) => (
              <li key={c.user_id}>
                <strong>{c.username}</strong>{' '}
                <span className="muted">
                  {c.unread_count} unread, {relativeTime(c.last_message_at, now)}
                </span>
              </li>
            ))}
          </ul>
        ))}
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={onOpenMessages}>
          Open Suspended Messages
        </button>
      </div>
    </section>
  );
}
