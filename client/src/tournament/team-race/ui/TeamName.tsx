import { useLingui } from '@lingui/react/macro';
import type { TeamIdentity } from '@matchdrop/shared';
import { teamName } from '../team-names';

/** A team's name in the page's language, behind a swatch of its colour (the colour is never the only cue). */
export function TeamName({ team }: { team: Pick<TeamIdentity, 'key' | 'number' | 'colour'> }) {
  const { t } = useLingui();
  return (
    <span className="team-name">
      <span className="team-swatch" style={{ background: team.colour }} aria-hidden="true" />
      {teamName(team, t)}
    </span>
  );
}
