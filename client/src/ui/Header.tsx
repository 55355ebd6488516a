import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@matchdrop/shared';
import type { ReactNode } from 'react';
import { LocaleSwitch } from '../i18n/LocaleSwitch';
import type { AppMode } from '../lib/app-mode';
import type { Theme } from '../lib/theme';
import { ModeSwitch } from './ModeSwitch';
import { PhoneMenu } from './PhoneMenu';
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
  /** The phone's menu (language, theme, help; the modes too while a game runs) is open: a running game pauses. */
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
}

/**
 * The site header. On a phone (≤ 640 px) the language, theme and help fold into a menu, so the brand, the account's
 * buttons and the menu fit one row at 320 px in every language (issue 33); the modes take a second row, or, while a
 * game runs, move into the menu too and leave the game one slim row.
 */
export function Header({ mode, onModeChange, theme, onToggleTheme, onOpenHelp, account, onLocaleSwitched, menuOpen, onMenuOpenChange }: HeaderProps) {
  const { t } = useLingui();
  const fromMenu = (action: () => void) => () => {
    onMenuOpenChange(false);
    action();
  };
  return (
    <header className="app-header">
      <div className="app-header-inner">
        <h1 className="app-title">
          <Wordmark />
        </h1>
        <ModeSwitch mode={mode} onChange={onModeChange} />
        <div className="header-actions">
          {account}
          <PhoneMenu label={t`Menu`} icon={<MenuIcon />} className="header-menu" open={menuOpen} onOpenChange={onMenuOpenChange}>
            {/* Shown only in a game on a phone (header.css), where the modes' own row is gone. */}
            <ModeSwitch mode={mode} onChange={(next) => fromMenu(() => onModeChange(next))()} className="mode-switch--menu" />
            <LocaleSwitch onSwitched={onLocaleSwitched} />
            <ThemeToggle theme={theme} onToggle={onToggleTheme} />
            <button type="button" className="icon-button" onClick={fromMenu(onOpenHelp)} aria-label={t`Help: how to play`} title={t`How to play`}>
              <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
                <circle cx="12" cy="12" r="9.5" />
                <path d="M9.3 9.2a2.8 2.8 0 0 1 5.4 1c0 1.9-2.7 2.4-2.7 4.1" />
                <circle cx="12" cy="17.6" r="0.6" fill="currentColor" />
              </svg>
            </button>
          </PhoneMenu>
        </div>
      </div>
    </header>
  );
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}
