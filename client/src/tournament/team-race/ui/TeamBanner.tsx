import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TeamView } from '@matchdrop/shared';
import { teamName } from '../team-names';

/** R-TEAM-2: "You are the Otters — find your teammates!", big in the team's colour, with the teammates' names. */
export function TeamBanner({ team, me }: { team: TeamView; me: string }) {
  const { t } = useLingui();
  const name = teamName(team, t);
  const mates = team.members.filter((m) => m.id !== me);
  return (
    <section className="team-banner" style={{ background: team.colour }} aria-labelledby="team-banner-heading">
      <h2 id="team-banner-heading" className="team-banner-title">
        <Trans>You are the {ph({ name })} — find your teammates!</Trans>
      </h2>
      <ul className="team-banner-mates" aria-label={t`Your teammates`}>
        {mates.map((m) => (
          <li key={m.id}>{m.name}</li>
        ))}
      </ul>
    </section>
  );
}
