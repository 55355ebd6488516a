import { Trans } from '@lingui/react/macro';
import type { TournamentView } from '@matchdrop/shared';
import { pictureOf } from './live-state';
import { downloadResults } from './net/rest';
import { useTournamentLive } from './use-tournament-live';
import { ConnectionNotice } from './ui/ConnectionNotice';
import { HostJoinStatus } from './ui/HostJoinStatus';
import { ProjectorView, type HostActions } from './ui/ProjectorView';

/** A live projector's way in (a tournament's, a team race's). */
export interface HostProjectorProps {
  code: string;
  /** The host's login token: the room recognises its host by it. */
  token: string;
  joinUrl: string;
  onClose: () => void;
}

/** The host's projector, live: the room's picture and the host's actions sent over the same connection. */
export function HostProjector({ code, token, joinUrl, onClose }: HostProjectorProps) {
  const { state, link, joinError } = useTournamentLive(code, token);
  if (joinError || !state.picture || !link) {
    return (
      <HostJoinStatus joinError={joinError}>
        <Trans>Connecting to tournament {code}…</Trans>
      </HostJoinStatus>
    );
  }
  // Host messages are answered by the picture changing, or by an error message from the room.
  const sent = (send: () => void) => async () => send();
  const actions: HostActions = {
    start: sent(() => link.send('start', undefined)),
    nextRound: sent(() => link.send('next_round', undefined)),
    lock: async (locked) => link.send('lock', { locked }),
    end: sent(() => link.send('end', undefined)),
    remove: async (player) => link.send('remove_player', { playerId: player.id }),
    downloadCsv: () => downloadResults(code),
  };
  return (
    <>
      <ConnectionNotice connection={state.connection} />
      <ProjectorView picture={state.picture} joinUrl={joinUrl} actions={actions} serverError={state.error} onClose={onClose} />
    </>
  );
}

const nothingToDo = async () => undefined;

/** A finished tournament's results on the projector view (podium, table, CSV), e.g. opened from the dashboard. */
export function FinishedProjector({ tournament, onClose }: { tournament: TournamentView; onClose: () => void }) {
  const actions: HostActions = {
    start: nothingToDo,
    nextRound: nothingToDo,
    lock: nothingToDo,
    end: nothingToDo,
    remove: nothingToDo,
    downloadCsv: () => downloadResults(tournament.code),
  };
  return <ProjectorView picture={pictureOf(tournament, null)} joinUrl="" actions={actions} serverError={null} onClose={onClose} />;
}
