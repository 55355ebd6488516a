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

const TABS: ReadonlyArray<{ id: AdminTab; label: string }> = [
  { id: 'overview', label: 'Overview' },
  { id: 'users', label: 'Users' },
  { id: 'messages', label: 'Suspended Messages' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'public-games', label: 'Public games' },
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
        title="Admin Dashboard"
        subtitle={`Signed in as ${user.username}. Manage users, suspensions, messages, announcements and public games.`}
        onBack={onBack}
      />
      <div className="admin-tabs" role="tablist" aria-label="Admin sections">
        {TABS.map((t, index) => (
          <button
            key={t.id}
            ref={(element) => {
              if (element) tabRefs.current.set(t.id, element);
            }}
            type="button"
            role="tab"
            id={`admin-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`admin-panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            className="admin-tab"
            onClick={() => setTab(t.id)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {t.label}
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
