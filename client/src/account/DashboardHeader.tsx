import { Trans } from '@lingui/react/macro';
import { useId, useRef, type ReactNode } from 'react';
import { LogoutButton } from './LogoutButton';
import { useInitialFocus } from './use-initial-focus';

interface DashboardHeaderProps {
  username: string;
  title: ReactNode;
  subtitle: ReactNode;
  onBack: () => void;
  /** Actions shown before Back to Game and Logout. */
  children?: ReactNode;
}

/**
 * The head of the user and admin dashboards: avatar, title (focused on open, so screen readers
 * announce the new screen), subtitle, then the actions ending with Back to Game and Logout.
 */
export function DashboardHeader({ username, title, subtitle, onBack, children }: DashboardHeaderProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useInitialFocus(headingRef);
  return (
    <section className="panel dashboard-header" aria-labelledby={titleId}>
      <div className="dashboard-welcome">
        <span className="user-avatar user-avatar-large" aria-hidden="true">
          {username.slice(0, 1).toUpperCase()}
        </span>
        <div>
          <h2 id={titleId} className="panel-title" ref={headingRef} tabIndex={-1}>
            {title}
          </h2>
          <p className="panel-subtitle">{subtitle}</p>
        </div>
      </div>
      <div className="dashboard-actions">
        {children}
        <button type="button" className="btn btn-secondary" onClick={onBack}>
          <Trans>Back to Game</Trans>
        </button>
        <LogoutButton />
      </div>
    </section>
  );
}
