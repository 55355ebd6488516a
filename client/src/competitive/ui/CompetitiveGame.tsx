import { areaSize, formatSeconds } from '@matchdrop/shared';
import { lazy, Suspense, useMemo, type CSSProperties } from 'react';
import type { Theme } from '../../lib/theme';
import { usePrefersReducedMotion } from '../../lib/useReducedMotion';
import { LiveRegion, useAnnouncer } from '../../ui/LiveRegion';
import { ProgressBar } from '../../ui/ProgressBar';
import type { RoomConnection } from '../net/room-connection';
import { createRoomJudge } from '../room-judge';
import { dealForRound } from '../round-deal';
import type { CompetitiveState, RoundView } from '../state';
import { OpponentsProgress } from './OpponentsProgress';
import '../../styles/game-screen.css';

// The free-play game, reused: its own chunk, which fetches the Phaser chunk in turn.
const GameCanvas = lazy(() => import('../../game/GameCanvas').then((m) => ({ default: m.GameCanvas })));

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
  const area = areaSize(2 * deal.pairCount);

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
      <div className="game-stage" data-finished={finishedMs !== null ? 'true' : undefined} style={{ '--area-aspect': area.width / area.height } as CSSProperties}>
        <div className="game-stage-canvas" inert={finishedMs !== null}>
          <Suspense
            fallback={
              <p className="game-loading" role="status">
                Loading the game…
              </p>
            }
          >
            <GameCanvas
              data={deal.data}
              pairCount={deal.pairCount}
              seed={deal.seed}
              speed={round.speed}
              theme={theme}
              reducedMotion={reducedMotion}
              paused={paused}
              judge={judge}
              onAnnounce={announce}
            />
          </Suspense>
        </div>
        {finishedMs !== null && (
          <div className="completion round-finished" role="status">
            <span className="completion-icon" aria-hidden="true">
              🏁
            </span>
            <p className="completion-title">Finished in {formatSeconds(finishedMs)} s!</p>
            <p className="completion-lead">Waiting for the other players to finish…</p>
          </div>
        )}
      </div>
      <LiveRegion announcement={announcement} />
    </section>
  );
}
