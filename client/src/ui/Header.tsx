import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@matchdrop/shared';
import type { ReactNode } from 'react';
import { LocaleSwitch } from '../i18n/LocaleSwitch';
import type { AppMode } from '../lib/app-mode';
import type { Theme } from '../lib/theme';
import { ModeSwitch } from './ModeSwitch';
import { ThemeToggle } from './ThemeToggle';
import { Wordmark } from './Wordmark';
import '../styles/header.css';
import '../styles/narrow-screens.css';

interface HeaderProps {
  /** The mode whose screen is shown; null on the dashboard and admin pages (no mode button looks pressed). */
  mode: AppMode | null;
  onModeChange: (mode: AppMode) => void;
  theme: Theme;
  onToggleTheme: () => void;
  onOpenHelp: () => void;
  /** The login/register button or the user button (client/src/account/AccountButton). */
  account?: ReactNode;
  /** Told when the player picks another interface language. */
  onLocaleSwitched?: (locale: Locale) => void;
}

export function Header({ mode, onModeChange, theme, onToggleTheme, onOpenHelp, account, onLocaleSwitched }: HeaderProps) {
  const { t } = useLingui();
  return (
    <header className="app-header">
      <div className="app-header-inner">
        <h1 className="app-title">
          <Wordmark />
        </h1>
        <ModeSwitch mode={mode} onChange={onModeChange} />
        <div className="header-actions">
          {account}
          <LocaleSwitch onSwitched={onLocaleSwitched} />
          <ThemeToggle theme={theme} onToggle={onToggleTheme} />
          <button type="button" className="icon-button" onClick={onOpenHelp} aria-label={t`Help: how to play`} title={t`How to play`}>
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              <circle cx="12" cy="12" r="9.5" />
              <path d="M9.3 9.2a2.8 2.8 0 0 1 5.4 1c0 1.9-2.7 2.4-2.7 4.1" />
              <circle cx="12" cy="17.6" r="0.6" fill="currentColor" />
            </svg>
          </button>
        </div>
      </div>
    </header>
  );
}
