import { useCallback } from 'react';
import { useNavigate } from '../lib/navigation';
import { routePath } from '../routes';

/** Where the tournament screens open: the host's form, the code form, or a tournament by its code (as host or player). */
export type TournamentTarget = { kind: 'host' } | { kind: 'enter' } | { kind: 'code'; code: string };

export function tournamentPath(target: TournamentTarget): string {
  switch (target.kind) {
    case 'host':
      return routePath({ screen: 'host-tournament' });
    case 'enter':
      return routePath({ screen: 'join-tournament' });
    case 'code':
      return routePath({ screen: 'tournament', code: target.code });
  }
}

/** Opens the tournament screens from anywhere (the Competition screen's buttons, the dashboard's past tournaments). */
export function useOpenTournament(): (target: TournamentTarget) => void {
  const navigate = useNavigate();
  return useCallback((target: TournamentTarget) => navigate(tournamentPath(target)), [navigate]);
}
