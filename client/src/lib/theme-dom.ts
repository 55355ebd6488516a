// The browser side of theming: storage, the system preference and the <html> attribute the CSS keys on.
import { parseStoredTheme, resolveTheme, THEME_STORAGE_KEY, type Theme } from './theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** localStorage can throw (privacy modes, disabled storage): a failure just means "no choice stored". */
export function readStoredTheme(): Theme | null {
  try {
    return parseStoredTheme(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function writeStoredTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // The toggle still works for this visit; it just is not remembered.
  }
}

export function systemPrefersDark(): boolean {
  return window.matchMedia(DARK_QUERY).matches;
}

export function subscribeToSystemTheme(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

/** Called before React renders so the first paint already has the right colours. */
export function applyInitialTheme(): void {
  applyTheme(resolveTheme(readStoredTheme(), systemPrefersDark()));
}
