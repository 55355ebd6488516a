import { useLingui } from '@lingui/react/macro';
import type { TeamView } from '@matchdrop/shared';
import { TeamName } from './TeamName';

/** The teams of the coming round and who is in each (the projector, before a round). */
export function TeamList({ teams }: { teams: readonly TeamView[] }) {
  const { t } = useLingui();
  return (
    <ul className="team-list" aria-label={t`Teams`}>
      {teams.map((team) => (
        <li key={team.index} className="team-card" style={{ borderColor: team.colour }}>
          <strong>
            <TeamName team={team} />
          </strong>
          <span className="team-members">{team.members.map((m) => m.name).join(', ')}</span>
        </li>
      ))}
    </ul>
  );
}
