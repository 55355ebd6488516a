import { ph } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { secondsText } from '../format';
import { useMemo, useState } from 'react';
import { GameStage } from '../../game/GameStage';
import type { Theme } from '../../lib/theme';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';
import { FeedbackToggles } from '../../ui/FeedbackToggles';
import { LiveRegion, useAnnouncer } from '../../ui/LiveRegion';
import { ProgressBar } from '../../ui/ProgressBar';
import type { RoomConnection } from '../net/room-connection';
import { createRoomJudge } from '../../multiplayer/room-judge';
import { dealForRound, itemLanguageLookup, remoteRoundCanvas } from '../../multiplayer/round-deal';
import type { CompetitiveState, RoundView } from '../state';
import { useNow } from '../../lib/use-now';
import { OpponentsProgress } from './OpponentsProgress';
import { LeaveRaceDialog } from '../../multiplayer/ui/LeaveRaceDialog';
import { TimeLeft } from '../../multiplayer/ui/TimeLeft';

interface CompetitiveGameProps {
  state: CompetitiveState & { round: RoundView };
  connection: RoomConnection;
  theme: Theme;
  paused: boolean;
}

/**
 * A competitive round: the in-game overlay (room code, topic, time left, sound and vibration, opponents' progress,
 * Stop & Quit Room) over the game laid out from the server's deal. Every pair goes to the server, whose verdict
 * the game plays out; the items move at the room's speed for everyone.
 */
export function CompetitiveGame({ state, connection, theme, paused }: CompetitiveGameProps) {
  const { round, me } = state;
  const reducedMotion = usePrefersReducedMotion();
  const [announcement, announce] = useAnnouncer();
  const [confirmQuit, setConfirmQuit] = useState(false);
  // One deal and one judge per dealt round (a resumed round is dealt again).
  const { deal, judge, languageOf } = useMemo(
    () => ({ deal: dealForRound(round), judge: createRoomJudge(connection), languageOf: itemLanguageLookup(round.items, round.itemLanguages) }),
    [connection, round],
  );
  const opponents = state.participants.filter((p) => p.user_id !== me);
  const matched = state.progress[me]?.matched ?? 0;
  const finishedMs = state.mine.completionTime;
  const now = useNow(250, true);

  return (
    <section className="panel game-screen competitive-game" aria-labelledby="competitive-game-heading">
      <div className="ingame-overlay">
        <div className="ingame-facts">
          <h2 id="competitive-game-heading" className="panel-title">
            {state.room.gameName}
          </h2>
          <span className="ingame-code">
            <Trans>
              Room <strong>{ph({ roomCode: state.room.roomCode })}</strong>
            </Trans>
          </span>
          <TimeLeft endsAt={round.endsAt} now={now} />
        </div>
        <FeedbackToggles />
        <button type="button" className="btn btn-secondary quit-button" onClick={() => setConfirmQuit(true)}>
          <Trans>Stop &amp; Quit Room</Trans>
        </button>
      </div>
      <OpponentsProgress opponents={opponents} progress={state.progress} total={round.pairCount} />
      <ProgressBar matched={matched} total={round.pairCount} />
      <GameStage finished={finishedMs !== null} canvas={remoteRoundCanvas(deal, { speed: round.speed, theme, reducedMotion, paused, judge, onAnnounce: announce, languageOf })}>
        {finishedMs !== null && (
          <div className="completion round-finished" role="status">
            <span className="completion-icon" aria-hidden="true">
              🏁
            </span>
            <p className="completion-title">
              <Trans>Finished in {ph({ seconds: secondsText(finishedMs) })} s!</Trans>
            </p>
            <p className="completion-lead">
              <Trans>Waiting for the other players to finish…</Trans>
            </p>
          </div>
        )}
      </GameStage>
      <LiveRegion announcement={announcement} />
      {confirmQuit && <LeaveRaceDialog race="round" onLeave={() => connection.intents.quitGame()} onClose={() => setConfirmQuit(false)} />}
    </section>
  );
}
