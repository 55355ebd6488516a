import { Trans, useLingui } from '@lingui/react/macro';
import { t as tNow } from '@lingui/core/macro';
import { TOURNAMENT_TOKEN_STORAGE_PREFIX, type TournamentView } from '@matchdrop/shared';
import { Redirect } from 'wouter';
import { useAccountUi, useAuth } from '../account';
import { apiClient } from '../api';
import type { Theme } from '../lib/theme';
import { routePath } from '../routes';
import { BackButton } from '../ui/BackButton';
import { fetchTournament, joinTournament } from './net/rest';
import { FoundStatus, useFoundByCode, useStoredSeat } from './room-by-code';
import { FinishedProjector, HostProjector } from './HostProjector';
import { PlayerSeat } from './PlayerSeat';
import { NicknameForm } from './ui/NicknameForm';
import { fetchTeamRace } from './team-race/rest';

/** The tournament of a code; a code that is none but a team race's (the two share the room codes) says so. */
async function readTournament(code: string): Promise<TournamentView | { teamRace: true }> {
  try {
    return await fetchTournament(code);
  } catch (error) {
    if (
      await fetchTeamRace(code).then(
        () => true,
        () => false,
      )
    )
      return { teamRace: true };
    throw error;
  }
}

interface TournamentRoomProps {
  code: string;
  theme: Theme;
  paused: boolean;
  onClose: () => void;
}

/** A tournament by its code (its address, /t/:code, brings a reload straight back): the projector for its host; the join form, lobby, heats and results for players. */
export function TournamentRoom({ code, theme, paused, onClose }: TournamentRoomProps) {
  const { user } = useAuth();
  const { openAuth } = useAccountUi();
  const { t } = useLingui();
  const found = useFoundByCode(code, readTournament, () => tNow`Failed to open the tournament`);
  const { seat, take, leave, forget } = useStoredSeat(code, TOURNAMENT_TOKEN_STORAGE_PREFIX, onClose);

  if (found.kind !== 'found') return <FoundStatus found={found} opening={<Trans>Opening tournament {code}…</Trans>} onClose={onClose} />;
  // A team race's code typed into the tournament's form (the projector says "enter the code"): its own address.
  if ('teamRace' in found.value) return <Redirect to={routePath({ screen: 'team-race', code })} replace />;
  const tournament = found.value;
  const hostToken = apiClient.readToken();
  if (user && hostToken && user.username === tournament.hostName) {
    // A finished tournament's room is gone: its results come from the stored standings.
    if (tournament.status === 'finished') return <FinishedProjector tournament={tournament} onClose={onClose} />;
    return <HostProjector code={code} token={hostToken} joinUrl={new URL(tournament.joinUrl, window.location.origin).href} onClose={onClose} />;
  }
  if (seat) return <PlayerSeat seat={seat} theme={theme} paused={paused} onLeave={leave} onSeatRefused={forget} />;
  if (tournament.status === 'finished') {
    return (
      <section className="panel">
        <BackButton label={t`Back`} onClick={onClose} />
        <p className="notice" role="status">
          <Trans>Tournament {code} is over.</Trans>
        </p>
      </section>
    );
  }
  return (
    <NicknameForm
      code={code}
      takenNames={tournament.players.map((p) => p.name)}
      accountName={user?.username ?? null}
      accountsOnly={tournament.accountsOnly}
      onLogIn={() => openAuth({ name: 'login' })}
      onCancel={onClose}
      onJoin={async (nickname) => {
        const joined = await joinTournament(code, nickname);
        take({ code, playerId: joined.player.id, name: joined.player.name, token: joined.token });
      }}
    />
  );
}
