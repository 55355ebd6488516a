import { useLingui } from '@lingui/react/macro';
import { accuracyPercent, itemLanguage, GAME_SPEED_MAX, GAME_SPEED_MIN, type JudgedRecord, type NewPlayRecord, type RecordedAttempt, type UploadedRecord } from '@matchdrop/shared';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { FinishedResult, StatsUpdate } from '../game/index';
import { GameStage } from '../game/GameStage';
import { createCheckMatchJudge } from '../lib/check-match';
import type { SessionStats } from '../lib/free-play-session';
import type { GameStartRequest } from '../lib/game-start';
import { resolvePlayableGame } from '../lib/playable-game';
import { navState } from '../lib/navigation';
import { browserRecordStorage, recordFinishedGame } from '../lib/records';
import type { Theme } from '../lib/theme';
import { usePrefersReducedMotion } from '../lib/use-reduced-motion';
import { LazyGameResult, LazyReviewResult, gameRefOf, createMissedPairs } from '../progress';
import { BackButton } from '../ui/BackButton';
import { CompletionPanel, type CompletionSummary } from '../ui/CompletionPanel';
import { FeedbackToggles } from '../ui/FeedbackToggles';
import { returnLabelOf } from './return-label';
import { LabeledSlider } from '../ui/LabeledSlider';
import { LiveRegion, useAnnouncer } from '../ui/LiveRegion';
import { PauseButton, pauseKey } from './PauseButton';
import { ProgressBar } from '../ui/ProgressBar';
import { PhoneMenu } from '../ui/PhoneMenu';
import { useDeal, type DealSource } from './use-deal';
import { reviewLanguageOf } from './review-languages';

// The game code is its own chunk, fetched when a game starts; it fetches the Phaser chunk in turn.

interface GameScreenProps {
  request: GameStartRequest;
  theme: Theme;
  /** While a popup covers the page the game clock stands still. */
  paused: boolean;
  speed: number;
  onSpeedChange: (speed: number) => void;
  onStats: (update: SessionStats) => void;
  onReturn: () => void;
}

const newSeed = (): number => Math.floor(Math.random() * 2 ** 31);

/** One game in play: toolbar (Return, speed, sound), progress, the game area, then the completion panel. */
export function GameScreen({ request, theme, paused, speed, onSpeedChange, onStats, onReturn }: GameScreenProps) {
  const { t } = useLingui();
  const playable = useMemo(() => resolvePlayableGame(request), [request]);
  const reducedMotion = usePrefersReducedMotion();
  const [seed, setSeed] = useState(newSeed);
  const [firstSeed] = useState(seed);
  const [progress, setProgress] = useState({ matched: 0, total: playable.ok ? playable.pairCount : 0, score: 0 });
  // On a phone the speed and sound fold behind a settings button; its open panel hangs over the field, so the game waits.
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [summary, setSummary] = useState<CompletionSummary | null>(null);
  const [finishedPlay, setFinishedPlay] = useState<{ play: NewPlayRecord; record: JudgedRecord | UploadedRecord | null } | null>(null);
  const gameRef = useMemo(() => gameRefOf(request), [request]);
  const [announcement, announce] = useAnnouncer();
  const [judgeError, setJudgeError] = useState<{ message: string; id: number } | null>(null);
  // Only a game without a local map is judged by the server; with data the engine judges every pair itself.
  const remote = playable.ok ? playable.remote : null;
  const judge = useMemo(
    () => (remote ? createCheckMatchJudge(remote.game, (message) => setJudgeError((previous) => ({ message, id: (previous?.id ?? 0) + 1 }))) : undefined),
    [remote],
  );
  // The pairs missed in this game: a fresh list for each game (Play again, or another game started meanwhile).
  const { missed } = useMemo(() => ({ seed, missed: createMissedPairs(playable.ok ? playable.data : {}) }), [playable, seed]);
  // R-JUDGE-1: every free play starts from the server's deal (a new one at each Play again): a stored game's by its
  // identity, an upload's or AI test play's with its pairs (R-JUDGE-9), a review's came with its start (R-JUDGE-10; played
  // again it is practice: its pairs' schedule moved already). The player keeps the instant local verdict, and the
  // record of attempts goes to the server when the game ends (R-JUDGE-2).
  const dealSource = useMemo((): DealSource => {
    if (!playable.ok || playable.remote !== null) return null;
    if (request.dealt) return seed === firstSeed ? { given: request.dealt } : null;
    return gameRef ? { game: gameRef } : { uploaded: playable.data };
  }, [playable, request, gameRef, seed, firstSeed]);
  // R-PIC-20: each item spoken in its side's language, read from the game's own pairs (a review's, from each card's game).
  const languageOf = useMemo(() => {
    const { languages, review } = request;
    if (review) return reviewLanguageOf(review);
    return languages && playable.ok ? (item: string) => itemLanguage(playable.data, languages, item) : null;
  }, [request, playable]);
  const deal = useDeal(dealSource, playable.ok ? playable.pairCount : 0, seed);
  const dealt = deal.status === 'ready' ? deal.deal : null;
  const attempts = useMemo(() => ({ deal: dealt?.deal ?? null, list: [] as RecordedAttempt[] }), [dealt]);
  // Another game started while this one's result shows (the header's Review): its result goes.
  const [resultOf, setResultOf] = useState(request);
  // The player's own pause (R-FIELD-10), on top of the page's (a popup open): a new game starts unpaused.
  const [userPaused, setUserPaused] = useState(false);
  const [clockSeconds, setClockSeconds] = useState(0);
  if (resultOf !== request) {
    setResultOf(request);
    setSummary(null);
    setFinishedPlay(null);
    setUserPaused(false);
  }
  const canPause = playable.ok && summary === null;
  const setPause = (next: boolean) => {
    if (next === userPaused || (next && !canPause)) return;
    setUserPaused(next);
    announce(next ? t`Paused. The items and the clock stand still. Press P or Resume to go on.` : t`Resumed.`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const wanted = pauseKey(event, userPaused);
    if (wanted === null) return;
    event.preventDefault();
    setPause(wanted);
  };
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnLabel = returnLabelOf(navState()?.from, request.returnTo);

  // The Start Game button is gone: tell keyboard and screen-reader users where they are now.
  useEffect(() => headingRef.current?.focus(), []);

  const handleStats = (update: StatsUpdate) => {
    setProgress({ matched: update.matchedPairs, total: update.totalPairs, score: update.stats.score });
    onStats({ game: String(seed), stats: update.stats, matchedPairs: update.matchedPairs });
  };

  const handleFinished = (result: FinishedResult) => {
    if (!playable.ok) return;
    const { stats } = result;
    const records = recordFinishedGame(browserRecordStorage(), playable.recordKey, { score: stats.score, elapsedMs: result.elapsedMs });
    const accuracy = accuracyPercent(stats.correct, stats.correct + stats.wrong);
    setSummary({ ...records, score: stats.score, elapsedMs: result.elapsedMs, accuracyPercent: accuracy, totalPairs: result.totalPairs });
    setFinishedPlay({
      play: {
        mode: 'freeplay',
        pairs: result.totalPairs,
        score: stats.score,
        accuracy: Math.round(accuracy * 100) / 100,
        time: Math.round(result.elapsedMs),
        correct: stats.correct,
        wrong: stats.wrong,
        missedPairs: missed.list(),
      },
      record:
        attempts.deal === null
          ? null
          : // A game the server does not store brings its pairs back for the server to check against the deal (R-JUDGE-9).
            { deal: attempts.deal, attempts: [...attempts.list], ...(dealSource !== null && 'uploaded' in dealSource ? { data: dealSource.uploaded } : {}) },
    });
  };

  const playAgain = () => {
    setSummary(null);
    setFinishedPlay(null);
    setUserPaused(false);
    setJudgeError(null);
    setProgress((p) => ({ matched: 0, total: p.total, score: 0 }));
    setSeed(newSeed());
    headingRef.current?.focus();
  };

  return (
    <section className="panel game-screen freeplay-game" aria-labelledby="game-heading" onKeyDown={canPause ? onKeyDown : undefined}>
      {/* One compact row, so the whole field fits under it without scrolling. On a phone (game-screen.css) it holds
          Return and Pause as icons, the title, the score and the clock, and the settings button for the rest. */}
      <div className="game-toolbar">
        <BackButton label={returnLabel} onClick={onReturn} />
        <h2 id="game-heading" className="panel-title game-title" ref={headingRef} tabIndex={-1}>
          {request.name}
        </h2>
        {/* The stats grid's score, which a phone's game screen has no room for (playing.css hides the grid there). */}
        <p className="game-score" data-testid="game-score">
          <span className="game-score-label">{t`Score`}</span> {progress.score}
        </p>
        {canPause && <PauseButton paused={userPaused} onChange={setPause} seconds={clockSeconds} />}
        <PhoneMenu label={t`Game settings`} icon={<SettingsIcon />} className="game-settings" open={settingsOpen} onOpenChange={setSettingsOpen}>
          {playable.ok && <LabeledSlider compact label={t`Game Speed`} min={GAME_SPEED_MIN} max={GAME_SPEED_MAX} value={speed} onChange={onSpeedChange} />}
          <FeedbackToggles />
        </PhoneMenu>
      </div>
      {playable.ok ? (
        <>
          <ProgressBar matched={progress.matched} total={progress.total} />
          {judgeError && (
            <p key={judgeError.id} className="error-message" role="alert">
              {judgeError.message}
            </p>
          )}
          {deal.status === 'loading' ? (
            <p className="muted" role="status">
              {t`Dealing the game…`}
            </p>
          ) : (
            <GameStage
              finished={summary !== null}
              canvas={{
                data: playable.data,
                dealtItems: remote?.dealtItems ?? dealt?.items,
                judge,
                pairCount: dealt?.pairs ?? playable.pairCount,
                seed: dealt?.seed ?? seed,
                speed,
                theme,
                reducedMotion,
                paused: paused || userPaused || settingsOpen,
                onStats: handleStats,
                onFinished: handleFinished,
                onAnnounce: announce,
                onMismatch: (texts) => missed.add(texts),
                onAttempt: (attempt) => attempts.list.push(attempt),
                onClock: setClockSeconds,
                languageOf: languageOf ?? undefined,
              }}
            >
              {summary && (
                <CompletionPanel summary={summary} returnLabel={returnLabel} onPlayAgain={playAgain} onReturn={onReturn}>
                  {finishedPlay &&
                    (request.review ? (
                      <LazyReviewResult review={request.review} missedPairs={finishedPlay.play.missedPairs} record={finishedPlay.record} />
                    ) : (
                      <LazyGameResult game={gameRef} play={finishedPlay.play} record={finishedPlay.record} />
                    ))}
                </CompletionPanel>
              )}
            </GameStage>
          )}
        </>
      ) : (
        <p className="error-message" role="alert">
          {playable.error}
        </p>
      )}
      <LiveRegion announcement={announcement} />
    </section>
  );
}

function SettingsIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </svg>
  );
}
