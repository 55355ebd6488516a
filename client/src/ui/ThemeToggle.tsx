import { useLingui } from '@lingui/react/macro';
import type { Theme } from '../lib/theme';
import { otherTheme } from '../lib/theme';

interface ThemeToggleProps {
  theme: Theme;
  onToggle: () => void;
}

/** Shows the theme it switches to, so the icon reads as an action rather than a state. */
export function ThemeToggle({ theme, onToggle }: ThemeToggleProps) {
  const { t } = useLingui();
  const next = otherTheme(theme);
  const label = next === 'dark' ? t`Switch to dark theme` : t`Switch to light theme`;
  return (
    <button type="button" className="icon-button" onClick={onToggle} aria-label={label} title={label} data-theme-current={theme}>
      {next === 'dark' ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}

function MoonIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  );
}

function SunIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <circle cx="12" cy="12" r="4.5" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}
