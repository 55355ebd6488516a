import { Trans } from '@lingui/react/macro';
import type { CompetitiveState } from '../state';
import { useNow } from '../../lib/use-now';
import { OpponentsProgress } from './OpponentsProgress';
import { TimeLeft } from '../../multiplayer/ui/TimeLeft';

/** Back in the room while a round runs without this player: they watch the others and play the next round. */
export function WatchingRound({ state }: { state: CompetitiveState }) {
  const now = useNow(250, true);
  const watching = state.watching;
  const round = watching?.roundNumber ?? state.room.roundNumber;
  const { roomCode } = state.room;
  const others = state.participants.filter((p) => p.user_id !== state.me);
  return (
    <section className="panel lobby" aria-labelledby="watching-heading">
      <h2 id="watching-heading" className="panel-title">
        <Trans>Round {round} in progress</Trans>
      </h2>
      <p className="panel-subtitle" role="status">
        <Trans>You are back in room {roomCode}. You will play the next round; for now, watch the others.</Trans>
      </p>
      {watching && watching.endsAt !== null && <TimeLeft endsAt={watching.endsAt} now={now} />}
      <OpponentsProgress opponents={others} progress={state.progress} total={watching?.pairCount ?? state.room.pairCount} />
    </section>
  );
}
