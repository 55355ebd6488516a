import { downloadResults } from './net/rest';
import { useTournamentLive } from './use-tournament-live';
import { ConnectionNotice } from './ui/ConnectionNotice';
import { ProjectorView, type HostActions } from './ui/ProjectorView';

interface HostProjectorProps {
  code: string;
  /** The host's login token: the room recognises its host by it. */
  token: string;
  joinUrl: string;
  onClose: () => void;
}

/** The host's projector, live: the room's picture and the host's actions sent over the same connection. */
export function HostProjector({ code, token, joinUrl, onClose }: HostProjectorProps) {
  const { state, link, joinError } = useTournamentLive(code, token);
  if (joinError) {
    return (
      <p className="panel error-message" role="alert">
        {joinError}
      </p>
    );
  }
  if (!state.picture || !link) {
    return (
      <p className="panel muted" role="status">
        Connecting to tournament {code}…
      </p>
    );
  }
  // Host messages are answered by the picture changing, or by an error message from the room.
  const sent = (send: () => void) => async () => send();
  const actions: HostActions = {
    start: sent(() => link.send('start', undefined)),
    nextRound: sent(() => link.send('next_round', undefined)),
    lock: sent(() => link.send('lock', { locked: true })),
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
