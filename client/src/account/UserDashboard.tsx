import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { User } from '../api';
import { badgeLabel, unreadDescription } from '../lib/badge';
import { LazyClassesSection, LazyMyAssignmentsSection } from '../classes';
import { LazyMyProgressSection } from '../progress';
import { LazyPastTeamRacesSection, LazyPastTournamentsSection } from '../tournament';
import { AccountInfo } from './AccountInfo';
import { DashboardHeader } from './DashboardHeader';
import { useAuth } from './auth-context';
import { NotificationsPanel } from './NotificationsPanel';
import type { SavedGameStart } from './saved-game';
import { SavedGamesSection } from './SavedGamesSection';
import { useUnreadCount } from './unread-context';
import { useSavedGames } from './use-saved-games';

export interface DashboardProps {
  onBack: () => void;
  onPlayGame: (start: SavedGameStart) => void;
}

/** R-UI-5 user dashboard: welcome, notifications, back, logout, account information and saved games. */
export function UserDashboard({ user, onBack, onPlayGame }: DashboardProps & { user: User }) {
  const { suspension, setSuspensionNoticeOpen, refreshProfile } = useAuth();
  const { unreadCount } = useUnreadCount();
  const saved = useSavedGames();
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const { t } = useLingui();
  const username = user.username;
  const unread = unreadDescription(unreadCount);
  // The account may have been suspended or reinstated since login: show its current state.
  useEffect(() => {
    refreshProfile().catch((error: unknown) => console.warn('Could not refresh the profile', error));
  }, [refreshProfile]);

  const badge = badgeLabel(unreadCount);
  const reason = suspension?.reason;
  return (
    <div className="dashboard">
      <DashboardHeader username={user.username} title={t`Welcome, ${username}!`} subtitle={t`Your saved games, shares and notifications.`} onBack={onBack}>
        <button type="button" className="btn btn-secondary" onClick={() => setNotificationsOpen(true)} aria-label={t`Notifications, ${unread}`}>
          <Trans>Notifications</Trans>
          {/* A space between: the visible text must read "Notifications 1", a start of the name (WCAG 2.5.3). */}
          {badge && ' '}
          {badge && (
            <span className="badge badge-inline" aria-hidden="true">
              {badge}
            </span>
          )}
        </button>
      </DashboardHeader>
      {suspension && (
        <div className="suspension-banner" role="status">
          <span>
            <Trans>
              Your account is suspended: <strong>{reason}</strong>
            </Trans>
          </span>
          <button type="button" className="btn btn-secondary" onClick={() => setSuspensionNoticeOpen(true)}>
            <Trans>Details and messages</Trans>
          </button>
        </div>
      )}
      <AccountInfo user={user} />
      <LazyMyAssignmentsSection />
      <LazyClassesSection />
      <LazyMyProgressSection />
      <LazyPastTournamentsSection />
      <LazyPastTeamRacesSection />
      <SavedGamesSection state={saved.state} onRetry={saved.retry} onDeleted={saved.removeLocally} onImported={saved.addLocally} onPlayGame={onPlayGame} />
      <NotificationsPanel open={notificationsOpen} onClose={() => setNotificationsOpen(false)} onAnswered={(action) => action === 'accept' && saved.refresh()} />
    </div>
  );
}
