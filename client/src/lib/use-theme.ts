import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { otherTheme, resolveTheme, type Theme } from './theme';
import { applyTheme, readStoredTheme, subscribeToSystemTheme, systemPrefersDark, writeStoredTheme } from './theme-dom';

/** The current theme and a toggle. Until the player chooses, the page follows live system changes. */
export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const [stored, setStored] = useState<Theme | null>(readStoredTheme);
  const prefersDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark);
  const theme = resolveTheme(stored, prefersDark);

  useEffect(() => applyTheme(theme), [theme]);

  const toggleTheme = useCallback(() => {
    const next = otherTheme(theme);
    writeStoredTheme(next);
    setStored(next);
  }, [theme]);

  return { theme, toggleTheme };
}
