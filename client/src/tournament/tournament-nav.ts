import { useCallback } from 'react';
import { useNavigate } from '../lib/navigation';
import { routePath } from '../routes';

/** Where the live-event screens open: the host's form, the code form, a tournament by its code (as host or player), or a team race's host form. */
export type TournamentTarget =
  | { kind: 'host' }
  | { kind: 'enter' }
  | { kind: 'code'; code: string }
  | { kind: 'host-team-race' }
  | { kind: 'team-race'; code: string }
  | { kind: 'team-race-projector'; code: string };

export function tournamentPath(target: TournamentTarget): string {
  switch (target.kind) {
    case 'host':
      return routePath({ screen: 'host-tournament' });
    case 'enter':
      return routePath({ screen: 'join-tournament' });
    case 'code':
      return routePath({ screen: 'tournament', code: target.code });
    case 'host-team-race':
      return routePath({ screen: 'host-team-race' });
    case 'team-race':
      return routePath({ screen: 'team-race', code: target.code });
    case 'team-race-projector':
      return routePath({ screen: 'team-race-projector', code: target.code });
  }
}

/** Opens the tournament screens from anywhere (the Competition screen's buttons, the dashboard's past tournaments and team races). */
export function useOpenTournament(): (target: TournamentTarget) => void {
  const navigate = useNavigate();
  return useCallback((target: TournamentTarget) => navigate(tournamentPath(target)), [navigate]);
}
