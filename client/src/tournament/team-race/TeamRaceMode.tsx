import { hostTeamRace } from './rest';
import { TeamRaceRoom } from './TeamRaceRoom';
import { HostTeamRaceForm } from './ui/HostTeamRaceForm';
import '../tournament.css';
import './team-race.css';

/** The host's form, with where the new race's projector opens once created; or a race by its code. */
export type TeamRaceTarget = { kind: 'host'; onCreated: (code: string) => void } | { kind: 'code'; code: string };

export interface TeamRaceModeProps {
  target: TeamRaceTarget;
  onClose: () => void;
}

/** The team-race screens: the host's form (for a logged-in host), and a race by its code (projector or phone). */
export function TeamRaceMode({ target, onClose }: TeamRaceModeProps) {
  return (
    <div className="tournament team-race">
      {target.kind === 'host' ? (
        <HostTeamRaceForm onBack={onClose} onHost={async (request) => target.onCreated((await hostTeamRace(request)).code)} />
      ) : (
        <TeamRaceRoom code={target.code} onClose={onClose} />
      )}
    </div>
  );
}
