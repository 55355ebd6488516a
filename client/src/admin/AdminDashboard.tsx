import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef, type KeyboardEvent } from 'react';
import type { User } from '../api';
import type { AdminTab } from '../routes';
import { DashboardHeader } from '../account';
import { MessagesTab } from './MessagesTab';
import { NotificationsTab } from './NotificationsTab';
import { OverviewTab } from './OverviewTab';
import { PublicGamesTab } from './PublicGamesTab';
import { UsersTab } from './UsersTab';
import './admin.css';

const TABS: ReadonlyArray<{ id: AdminTab; label: MessageDescriptor }> = [
  { id: 'overview', label: msg`Overview` },
  { id: 'users', label: msg`Users` },
  { id: 'messages', label: msg`Suspended Messages` },
  { id: 'notifications', label: msg`Notifications` },
  { id: 'public-games', label: msg`Public games` },
];

export interface AdminDashboardProps {
  user: User;
  /** The tab shown: each has its address (/admin, /admin/users, …), so Back returns to the previous tab. */
  tab: AdminTab;
  onTab: (tab: AdminTab) => void;
  onBack: () => void;
}

/** R-ADMIN-2: shown instead of the user dashboard for an admin account. */
export function AdminDashboard({ user, tab, onTab: setTab, onBack }: AdminDashboardProps) {
  const { t } = useLingui();
  const { username } = user;
  const tabRefs = useRef(new Map<AdminTab, HTMLButtonElement>());

  // Arrow keys move between tabs (the WAI-ARIA tabs pattern); Tab goes into the panel.
  function onTabKey(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = TABS[(index + step + TABS.length) % TABS.length]!;
    setTab(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  return (
    <div className="dashboard admin-dashboard">
      <DashboardHeader
        username={user.username}
        title={t`Admin Dashboard`}
        subtitle={t`Signed in as ${username}. Manage users, suspensions, messages, announcements and public games.`}
        onBack={onBack}
      />
      <div className="admin-tabs" role="tablist" aria-label={t`Admin sections`}>
        {TABS.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              if (element) tabRefs.current.set(item.id, element);
            }}
            type="button"
            role="tab"
            id={`admin-tab-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls={`admin-panel-${item.id}`}
            tabIndex={tab === item.id ? 0 : -1}
            className="admin-tab"
            onClick={() => setTab(item.id)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {t(item.label)}
          </button>
        ))}
      </div>
      <section className="panel admin-panel" role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`}>
        {tab === 'overview' && <OverviewTab onOpenTab={setTab} />}
        {tab === 'users' && <UsersTab adminId={user.id} />}
        {tab === 'messages' && <MessagesTab />}
        {tab === 'notifications' && <NotificationsTab />}
        {tab === 'public-games' && <PublicGamesTab />}
      </section>
    </div>
  );
}
