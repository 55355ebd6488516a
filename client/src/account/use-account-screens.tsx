import type { GameData } from '@matchdrop/shared';
import { useCallback, useState, type ReactNode } from 'react';
import { useAuth } from './auth-context';
import { SaveGameDialog } from './lazy';

/**
 * The account pieces the app shell wires in, so App.tsx only places them: whether someone is logged
 * in and the save-game dialog the upload panel opens (the dashboard is a screen of its own: /dashboard).
 */
export function useAccountScreens(): {
  loggedIn: boolean;
  /** The signed-in account is suspended: it may not save games or create them with AI (R-SUSP-2). */
  suspended: boolean;
  saveGame: (data: GameData, suggestedName: string) => void;
  dialogs: ReactNode;
} {
  const { user, suspension } = useAuth();
  const [toSave, setToSave] = useState<{ data: GameData; name: string } | null>(null);
  const saveGame = useCallback((data: GameData, suggestedName: string) => setToSave({ data, name: suggestedName }), []);
  const closeSave = useCallback(() => setToSave(null), []);

  const dialogs = toSave && user ? <SaveGameDialog data={toSave.data} suggestedName={toSave.name} onClose={closeSave} /> : null;
  return {
    loggedIn: user !== null,
    suspended: user !== null && (user.is_suspended || suspension !== null),
    saveGame,
    dialogs,
  };
}
