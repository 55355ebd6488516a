import { formatSeconds } from '@matchdrop/shared';
import { useMemo } from 'react';
import { GameStage } from '../../game/GameStage';
import type { Theme } from '../../lib/theme';
import { usePrefersReducedMotion } from '../../lib/useReducedMotion';
import { LiveRegion, useAnnouncer } from '../../ui/LiveRegion';
import { ProgressBar } from '../../ui/ProgressBar';
import type { RoomConnection } from '../net/room-connection';
import { createRoomJudge } from '../room-judge';
import { dealForRound } from '../round-deal';
import type { CompetitiveState, RoundView } from '../state';
import { OpponentsProgress } from './OpponentsProgress';

// The free-play game, reused: its own chunk, which fetches the Phaser chunk in turn.

interface CompetitiveGameProps {
  state: CompetitiveState & { round: RoundView };
  connection: RoomConnection;
  theme: Theme;
  paused: boolean;
}

/**
 * A competitive round: the in-game overlay (room code, topic, opponents' progress, Stop & Quit Room) over the
 * free-play game laid out from the server's deal. Every pair goes to the server, whose verdict counts.
 */
export function CompetitiveGame({ state, connection, theme, paused }: CompetitiveGameProps) {
  const { round, me } = state;
  const reducedMotion = usePrefersReducedMotion();
  const [announcement, announce] = useAnnouncer();
  const deal = useMemo(() => dealForRound(round), [round]);
  // One judge per dealt round; a resumed round continues from the counts already judged.
  const judge = useMemo(() => createRoomJudge(connection, me, state.mine), [connection, me, round]);
  const opponents = state.participants.filter((p) => p.user_id !== me);
  const matched = state.progress[me]?.matched ?? 0;
  const finishedMs = state.mine.completionTime;

  return (
    <section className="panel game-screen competitive-game" aria-labelledby="competitive-game-heading">
      <div className="ingame-overlay">
        <div className="ingame-facts">
          <h2 id="competitive-game-heading" className="panel-title">
            {state.room.dictionaryName}
          </h2>
          <span className="ingame-code">
            Room <strong>{state.room.roomCode}</strong>
          </span>
        </div>
        <button type="button" className="btn btn-secondary quit-button" onClick={() => connection.intents.quitGame()}>
          Stop &amp; Quit Room
        </button>
      </div>
      <OpponentsProgress opponents={opponents} progress={state.progress} total={round.pairCount} />
      <ProgressBar matched={matched} total={round.pairCount} />
      <GameStage
        finished={finishedMs !== null}
        canvas={{ data: deal.data, pairCount: deal.pairCount, seed: deal.seed, speed: round.speed, theme, reducedMotion, paused, judge, onAnnounce: announce }}
      >
        {finishedMs !== null && (
          <div className="completion round-finished" role="status">
            <span className="completion-icon" aria-hidden="true">
              🏁
            </span>
            <p className="completion-title">Finished in {formatSeconds(finishedMs)} s!</p>
            <p className="completion-lead">Waiting for the other players to finish…</p>
          </div>
        )}
      </GameStage>
      <LiveRegion announcement={announcement} />
    </section>
  );
}
