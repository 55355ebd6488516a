/** The two colour themes. Their custom properties live in styles/theme.css. */
export type Theme = 'light' | 'dark';

/** The localStorage key holding the player's explicit theme choice. */
export const THEME_STORAGE_KEY = 'matchdrop.theme';

/** Reads a stored value defensively: anything but a known theme counts as "no choice made". */
export function parseStoredTheme(stored: string | null | undefined): Theme | null {
  return stored === 'light' || stored === 'dark' ? stored : null;
}

/** An explicit choice wins; without one the page follows the system's preference. */
export function resolveTheme(stored: string | null | undefined, systemPrefersDark: boolean): Theme {
  return parseStoredTheme(stored) ?? (systemPrefersDark ? 'dark' : 'light');
}

export function otherTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}
