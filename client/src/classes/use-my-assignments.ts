import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect } from 'react';
import { useAuth, useLiveEvent } from '../account';
import { useServerData } from '../lib/use-server-data';
import { byDueSoon } from './assignment-view';
import { fetchMyAssignments } from './classes-api';
import { ASSIGNMENTS_CHANGED, isNotification } from './live';

/** The student's assignments, due soon first, asked again when a notification arrives (a new one, a reminder) or a play ends. */
export function useMyAssignments() {
  const userId = useAuth().user?.id ?? null;
  const { t } = useLingui();
  const load = useCallback(() => (userId === null ? Promise.resolve([]) : fetchMyAssignments().then(byDueSoon)), [userId]);
  const data = useServerData(load, t`Failed to load your assignments`);
  const { refresh } = data;
  useLiveEvent((event) => {
    if (isNotification(event)) refresh();
  });
  useEffect(() => {
    window.addEventListener(ASSIGNMENTS_CHANGED, refresh);
    return () => window.removeEventListener(ASSIGNMENTS_CHANGED, refresh);
  }, [refresh]);
  return data;
}
