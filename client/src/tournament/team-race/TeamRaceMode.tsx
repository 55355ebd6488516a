import { hostTeamRace } from './rest';
import { TeamRaceRoom } from './TeamRaceRoom';
import { HostTeamRaceForm } from './ui/HostTeamRaceForm';
import '../tournament.css';
import './team-race.css';

export type TeamRaceTarget = { kind: 'host' } | { kind: 'code'; code: string };

export interface TeamRaceModeProps {
  target: TeamRaceTarget;
  /** The new race's projector, once the host's form has created it. */
  onCreated: (code: string) => void;
  onClose: () => void;
}

/** The team-race screens: the host's form (for a logged-in host), and a race by its code (projector or phone). */
export function TeamRaceMode({ target, onCreated, onClose }: TeamRaceModeProps) {
  return (
    <div className="tournament team-race">
      {target.kind === 'host' ? (
        <HostTeamRaceForm onBack={onClose} onHost={async (request) => onCreated((await hostTeamRace(request)).code)} />
      ) : (
        <TeamRaceRoom code={target.code} onClose={onClose} />
      )}
    </div>
  );
}
