import { Trans } from '@lingui/react/macro';
import type { HostProjectorProps } from '../HostProjector';
import { ConnectionNotice } from '../ui/ConnectionNotice';
import { HostJoinStatus } from '../ui/HostJoinStatus';
import { useTeamRaceLive } from './use-team-race-live';
import { RaceProjector, type RaceHostActions } from './ui/RaceProjector';

/** The host's projector, live: the room's picture and the host's controls sent over the same connection. */
export function RaceHost({ code, token, joinUrl, onClose }: HostProjectorProps) {
  const { state, link, joinError } = useTeamRaceLive(code, token);
  if (joinError || !state.race || !link) {
    return (
      <HostJoinStatus joinError={joinError}>
        <Trans>Connecting to team race {code}…</Trans>
      </HostJoinStatus>
    );
  }
  // Each control is answered by the picture changing, or by an error message from the room.
  const actions: RaceHostActions = {
    start: () => link.send('start', undefined),
    reshuffle: () => link.send('reshuffle', undefined),
    go: () => link.send('go', undefined),
    lock: (locked) => link.send('lock', { locked }),
    end: () => link.send('end', undefined),
    remove: (playerId) => link.send('remove_player', { playerId }),
  };
  return (
    <>
      <ConnectionNotice connection={state.connection} mode="race" />
      <RaceProjector race={state.race} live={state} joinUrl={joinUrl} actions={actions} serverError={state.error} onClose={onClose} />
    </>
  );
}
