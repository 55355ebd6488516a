import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { dealForRound, itemLanguageLookup, remoteRoundCanvas } from '../../multiplayer/round-deal';
import { OpponentBar } from '../../multiplayer/ui/OpponentBar';
import { TimeLeft } from '../../multiplayer/ui/TimeLeft';
import { useNow } from '../../lib/use-now';
import { GameStage } from '../../game/GameStage';
import type { RemoteJudge } from '../../game/remote-judge';
import type { Theme } from '../../lib/theme';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';
import { FeedbackToggles } from '../../ui/FeedbackToggles';
import { LiveRegion, useAnnouncer } from '../../ui/LiveRegion';
import { ProgressBar } from '../../ui/ProgressBar';
import { withoutGameScore } from '../heat-announce';
import type { HeatRacer } from '../heat-progress';
import '../../multiplayer/multiplayer.css';

/** The round a heat plays, as the server dealt it (every heat gets the same items in the same order). */
export interface HeatRound {
  round: number;
  heat: number;
  items: string[];
  initialPairs: number;
  matchedItems: string[];
  /** The language of each of `items` (R-PIC-20), when the game has side languages. */
  itemLanguages?: string[];
  seed: number | string;
  pairCount: number;
  speed: number;
  /** Local clock: when the round's time limit runs out. */
  endsAt: number;
  /** Everyone in the heat, known from its start (their progress follows). */
  players: readonly string[];
}

interface HeatGameProps {
  code: string;
  gameName: string;
  round: HeatRound;
  me: string;
  racers: readonly HeatRacer[];
  /** This player matched every pair (or their heat is over). */
  finished: boolean;
  /** The whole heat is over; a player who finished first waits for their heat-mates until then. */
  heatOver: boolean;
  judge: RemoteJudge;
  theme: Theme;
  paused: boolean;
}

/**
 * A player's heat: the usual game area and overlay (time left, sound and vibration, the other racers' progress)
 * over the server's deal. Every pair goes to the server, whose verdict the game plays out.
 */
export function HeatGame({ code, gameName, round, me, racers, finished, heatOver, judge, theme, paused }: HeatGameProps) {
  const reducedMotion = usePrefersReducedMotion();
  const { t } = useLingui();
  const [announcement, announce] = useAnnouncer();
  const deal = useMemo(() => dealForRound(round), [round]);
  const languageOf = useMemo(() => itemLanguageLookup(round.items, round.itemLanguages), [round]);
  const now = useNow(250, true);
  const mine = me.toLocaleLowerCase();
  // The heat-mates from the heat's start, with their progress once it arrives: the opponents' bars are there
  // when the field is laid out, so the game area does not shrink under a field laid out for a taller box.
  const others = round.players
    .filter((name) => name.toLocaleLowerCase() !== mine)
    .map((name) => racers.find((r) => r.name === name) ?? { name, matched: 0, finished: false, away: false });
  const own = racers.find((r) => r.name.toLocaleLowerCase() === mine);
  const matched = own?.matched ?? round.matchedItems.length / 2;
  const roundPoints = own?.score ?? null;

  return (
    <section className="panel game-screen competitive-game heat-game" aria-labelledby="heat-game-heading">
      <div className="ingame-overlay">
        <div className="ingame-facts">
          <h2 id="heat-game-heading" className="panel-title">
            {gameName}
          </h2>
          <span className="ingame-code">
            <Trans>
              Round {ph({ round: round.round })} · Heat {ph({ heat: round.heat })} · <strong>{code}</strong>
            </Trans>
          </span>
          <TimeLeft endsAt={round.endsAt} now={now} />
        </div>
        <FeedbackToggles />
      </div>
      {others.length > 0 && (
        <ul className="opponents" aria-label={t`Opponents' progress`}>
          {others.map((o) => (
            <OpponentBar key={o.name} name={o.name} matched={o.matched} total={round.pairCount} note={o.away ? t`away` : o.finished ? t`finished` : ''} />
          ))}
        </ul>
      )}
      <ProgressBar matched={matched} total={round.pairCount} />
      <GameStage
        finished={finished}
        canvas={remoteRoundCanvas(deal, { speed: round.speed, theme, reducedMotion, paused, judge, onAnnounce: (sentence) => announce(withoutGameScore(sentence)), languageOf })}
      >
        {finished && (
          <div className="completion round-finished" role="status">
            <span className="completion-icon" aria-hidden="true">
              🏁
            </span>
            <p className="completion-title">{heatOver ? t`Heat over!` : t`You finished: waiting for your heat`}</p>
            {roundPoints !== null && (
              <p className="completion-lead" data-testid="round-points">
                <Trans>
                  Round points: <strong>{roundPoints}</strong>, added to your tournament points
                </Trans>
              </p>
            )}
            <p className="completion-lead">{heatOver ? t`Waiting for the other heats to finish…` : t`The others in your heat are still playing.`}</p>
          </div>
        )}
      </GameStage>
      <LiveRegion announcement={announcement} />
    </section>
  );
}
