import { useAuth } from '../account';

/**
 * Whether the screens may offer Save, Share, Edit and Publish: a logged-in account that is not suspended
 * (R-SUSP-2: the server refuses them to a suspended user; the screens do not invite it).
 */
export function useCanChangeGames(): boolean {
  const { user, suspension } = useAuth();
  return user !== null && suspension === null && !user.is_suspended;
}
