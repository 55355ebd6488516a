import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { TEAM_RACE } from '@matchdrop/shared';
import { useAccountUi, useAuth } from '../../account';
import { apiClient } from '../../api';
import { FoundStatus, useFoundByCode, useStoredSeat } from '../room-by-code';
import { NicknameForm } from '../ui/NicknameForm';
import { RaceHost } from './RaceHost';
import { RaceOver, RaceSeat } from './RaceSeat';
import { fetchTeamRace, joinTeamRace } from './rest';
import { RaceProjector } from './ui/RaceProjector';

/**
 * A team race by its code (/r/CODE for players, /team-races/CODE/projector for its host; a reload comes straight
 * back): the projector for its host; the join form, then the phone screens for a player. A finished race (its room
 * gone) is read from the server's answer alone: the final standings, and the report file for the host.
 */
export function TeamRaceRoom({ code, onClose }: { code: string; onClose: () => void }) {
  const { user } = useAuth();
  const { openAuth } = useAccountUi();
  const found = useFoundByCode(code, fetchTeamRace, () => t`Failed to open the team race`);
  const { seat, take, leave, forget } = useStoredSeat(code, TEAM_RACE.tokenStoragePrefix, onClose);

  if (found.kind !== 'found') return <FoundStatus found={found} opening={<Trans>Opening team race {code}…</Trans>} onClose={onClose} />;
  const race = found.value;
  const hostToken = apiClient.readToken();
  const isHost = user !== null && hostToken !== null && user.username === race.hostName;
  // A finished race may have no room any more: the server's answer alone shows it.
  if (race.status === 'finished') {
    if (!isHost) return <RaceOver standings={race.standings} onLeave={onClose} />;
    const live = { progress: [], roundEnd: null, report: null };
    return <RaceProjector race={race} live={live} joinUrl="" actions={null} serverError={null} onClose={onClose} />;
  }
  if (isHost) return <RaceHost code={code} token={hostToken} joinUrl={new URL(race.joinUrl, window.location.origin).href} onClose={onClose} />;
  if (seat) return <RaceSeat seat={seat} onLeave={leave} onSeatRefused={forget} />;
  return (
    <NicknameForm
      code={code}
      takenNames={[]}
      accountName={user?.username ?? null}
      accountsOnly={race.accountsOnly}
      onLogIn={() => openAuth({ name: 'login' })}
      onCancel={onClose}
      mode="race"
      onJoin={async (nickname) => {
        const joined = await joinTeamRace(code, nickname);
        take({ code, playerId: joined.player.id, name: joined.player.name, token: joined.token });
      }}
    />
  );
}
