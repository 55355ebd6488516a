import { useCallback } from 'react';
import { useAuth, useLiveEvent } from '../account';
import { useServerData } from '../lib/use-server-data';
import { byDueSoon } from './assignment-view';
import { fetchMyAssignments } from './classes-api';
import { isNotification } from './live';

/** The student's assignments, due soon first, asked again when a notification arrives (a new one, a reminder). */
export function useMyAssignments() {
  const userId = useAuth().user?.id ?? null;
  const load = useCallback(() => (userId === null ? Promise.resolve([]) : fetchMyAssignments().then(byDueSoon)), [userId]);
  const data = useServerData(load, 'Failed to load your assignments');
  useLiveEvent((event) => {
    if (isNotification(event)) data.refresh();
  });
  return data;
}
