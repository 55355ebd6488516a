import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ASSET_CHUNK_TIMEOUT_MS, createRng, type GameData, type RecordedAttempt } from '@matchdrop/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { getFeedback, type Feedback } from '../feedback/index.js';
import { keyHelp } from './announcements.js';
import type { FinishedResult, StatsUpdate } from './bus.js';
import { connectSession } from './connect.js';
import { installTestHookIfEnabled } from './e2eHooks.js';
import { keyToCommand, type FocusPosition } from './keyboard.js';
import { connectRemoteJudge, type RemoteJudge } from './remote-judge.js';
import type { PictureProgress } from './pictures/round-pictures.js';
import { startGamePlay, type GamePlay, type MountRenderer } from './play.js';
import { GAME_THEMES, type ThemeName } from './theme.js';
import { browserTimers, withTimeout } from './timeout.js';

export interface GameCanvasProps {
  data: GameData;
  pairCount: number;
  /** 1–10; changes apply to the running game. */
  speed: number;
  /** Same seed → same deal and layout (rooms); a random one when absent. */
  seed?: number | string;
  theme: ThemeName;
  reducedMotion: boolean;
  paused?: boolean;
  onStats?: (update: StatsUpdate) => void;
  onFinished?: (result: FinishedResult) => void;
  /** A sentence for the page's screen-reader live region. */
  onAnnounce?: (text: string) => void;
  /** A wrong pair was judged (its two texts). */
  onMismatch?: (texts: [string, string]) => void;
  /** Every judged attempt with the real ms since the game started (free play's record of attempts, R-JUDGE-2). */
  onAttempt?: (attempt: RecordedAttempt) => void;
  /** The language an item is spoken in (R-PIC-20); the browser's own when absent. */
  languageOf?: (item: string) => string;
  /** The game clock in whole seconds, each time it changes (it stands still while the game is paused). */
  onClock?: (seconds: number) => void;
  /** Defaults to the app-wide feedback (sound/vibration, off until the player enables them). */
  feedback?: Feedback;
  /** A competitive round: the server judges each pair (read when a game starts). */
  judge?: RemoteJudge;
  /** Pairs on the field at the start (default: R-FIELD-1's initial field). */
  initialPairs?: number;
  /**
   * A game without a local map: the items the server dealt, in the order they enter the field (the engine's dealtItems).
   * Only with `judge`, which then gives every verdict; `data` is not used.
   */
  dealtItems?: readonly string[];
}

// The only path to Phaser: a dynamic import, so Phaser is its own chunk fetched when a game starts.
// Like every asset chunk, it gives up after ASSET_CHUNK_TIMEOUT_MS (R-UI-8).
const loadPhaserRenderer = (): Promise<MountRenderer> =>
  withTimeout(
    import('./phaser/mountGame.js').then(
      ({ mountGame }): MountRenderer =>
        (parent, controller, options) =>
          mountGame(parent, controller, { ...options, devicePixelRatio: window.devicePixelRatio }),
    ),
    ASSET_CHUNK_TIMEOUT_MS,
    browserTimers,
    // The error's message goes to the console; the player reads loadFailed's text.
    'Loading the game timed out',
  );

/** Said to screen readers when the game's chunk could not load (the page shows the same words in full). */
const LOAD_FAILED_ANNOUNCEMENT = msg`The game could not be loaded.`;

const randomSeed = (): number => Math.floor(Math.random() * 2 ** 31);

/**
 * The free-play game area. A new game starts whenever `data`, `pairCount` or `seed` change; the
 * game is destroyed on unmount and shortly after it finishes.
 * Keys (when the game area has focus): Tab/arrows move between items, Enter/Space picks,
 * 1 or U and 2 or L send to the upper/lower zone, Escape puts the item back (with none in hand it bubbles up).
 */
export function GameCanvas(props: GameCanvasProps) {
  const { data, dealtItems, pairCount, seed, speed, theme, reducedMotion, paused = false } = props;
  const hostRef = useRef<HTMLDivElement>(null);
  const sessionRef = useRef<GamePlay | null>(null);
  const focusRef = useRef<FocusPosition>({ position: 0, count: 0 });
  const latest = useRef(props);
  const [loadFailed, setLoadFailed] = useState(false);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [pictureProgress, setPictureProgress] = useState<PictureProgress | null>(null);
  const helpId = useId();
  const { t } = useLingui();

  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const parent = hostRef.current;
    if (!parent) return;
    const initial = latest.current;
    setLoadFailed(false);
    const session = startGamePlay({
      parent,
      engine: {
        data,
        dealtItems,
        pairCount,
        rng: createRng(seed ?? randomSeed()),
        speed: initial.speed,
        reducedMotion: initial.reducedMotion,
        judge: initial.judge ? 'remote' : 'local',
        initialPairs: initial.initialPairs,
        // The field is laid out for the space the page gives it (a tall field on a phone held upright).
        screen: { width: parent.clientWidth, height: parent.clientHeight },
      },
      theme: GAME_THEMES[initial.theme],
      loadRenderer: loadPhaserRenderer,
      onError: (error) => {
        console.error('The game could not be loaded', error);
        setLoadFailed(true);
        latest.current.onAnnounce?.(i18n._(LOAD_FAILED_ANNOUNCEMENT));
      },
    });
    sessionRef.current = session;
    // The starting pictures load before the round starts (R-PIC-14): a progress line says so while they do.
    const showPictures = (progress: PictureProgress) => setPictureProgress(progress.done < progress.total ? progress : null);
    showPictures(session.pictures.progress);
    const offPictures = session.pictures.onProgress(showPictures);
    focusRef.current = { position: 0, count: session.engine.focusOrder.length };
    const offFocus = session.bus.on('focus', ({ position, count }) => (focusRef.current = { position, count }));
    // The canvas shows a verdict in green or red; this says it in a sign and a word too, for colour-blind players.
    let verdictTimer: number | undefined;
    const showVerdict = (kind: Verdict['kind']) => {
      window.clearTimeout(verdictTimer);
      setVerdict((previous) => ({ kind, id: (previous?.id ?? 0) + 1 }));
      verdictTimer = window.setTimeout(() => setVerdict(null), VERDICT_SHOWN_MS);
    };
    // The engine's clock, read a few times a second: a clock on screen then stops exactly when the game pauses.
    let shownSeconds = -1;
    const clockTimer = window.setInterval(() => {
      const seconds = Math.floor(session.engine.elapsedMs / 1000);
      if (seconds === shownSeconds) return;
      shownSeconds = seconds;
      latest.current.onClock?.(seconds);
    }, CLOCK_READ_MS);
    const offVerdicts = [session.bus.on('matched', () => showVerdict('correct')), session.bus.on('mismatched', () => showVerdict('wrong'))];
    if (initial.paused) session.bus.emit('pause', undefined);
    const disconnect = connectSession(session, () => latest.current, {
      feedback: initial.feedback ?? getFeedback(),
      ...browserTimers,
      now: () => performance.now(),
    });
    const disconnectJudge = initial.judge ? connectRemoteJudge(session.engine, initial.judge) : () => {};
    const uninstallHook = installTestHookIfEnabled(session);
    return () => {
      offPictures();
      setPictureProgress(null);
      uninstallHook();
      disconnectJudge();
      offFocus();
      for (const off of offVerdicts) off();
      window.clearInterval(clockTimer);
      window.clearTimeout(verdictTimer);
      setVerdict(null);
      disconnect();
      sessionRef.current = null;
    };
  }, [data, dealtItems, pairCount, seed]);

  useEffect(() => sessionRef.current?.bus.emit('setSpeed', { speed }), [speed]);
  useEffect(() => sessionRef.current?.bus.emit('setReducedMotion', { reducedMotion }), [reducedMotion]);
  useEffect(() => sessionRef.current?.bus.emit('setTheme', { theme: GAME_THEMES[theme] }), [theme]);
  useEffect(() => sessionRef.current?.bus.emit(paused ? 'pause' : 'resume', undefined), [paused]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const session = sessionRef.current;
    if (!session || session.destroyed) return;
    // Escape puts back the item in hand; with none in hand it is left to the page, where free play pauses on it.
    if (event.key === 'Escape' && session.engine.pickedId === null) return;
    // The count is read now, not from the last focus event: a picture game's first items enter after its first focus
    // event (R-PIC-14), and Tab would otherwise leave the game instead of reaching them.
    const command = keyToCommand(event, { ...focusRef.current, count: session.engine.focusOrder.length });
    if (!command) return;
    event.preventDefault();
    session.bus.emit('command', command);
  };

  return (
    <div className="game-canvas" style={{ position: 'absolute', inset: 0 }}>
      <p id={helpId} className="visually-hidden" style={VISUALLY_HIDDEN}>
        <Trans>Drag an item into the upper or lower zone, then its counterpart into the other zone.</Trans> {keyHelp()}
      </p>
      {/* The host stays mounted even after a failed load, so the next game (new data) can mount into it. */}
      {/* Hidden from screen readers: the live region already says "Correct!" or "Wrong:". */}
      {verdict && (
        <p key={verdict.id} className="game-verdict" data-verdict={verdict.kind} data-testid="game-verdict" aria-hidden="true">
          {verdict.kind === 'correct' ? t`✓ Correct` : t`✗ Wrong`}
        </p>
      )}
      {pictureProgress && <PicturesLoading {...pictureProgress} />}
      {loadFailed && (
        <p role="alert">
          <Trans>The game could not be loaded. Check your connection and start the game again.</Trans>
        </p>
      )}
      <div
        ref={hostRef}
        className="game-canvas__area"
        data-testid="game-area"
        role="application"
        aria-roledescription={t`matching game`}
        aria-label={t`Game area`}
        aria-describedby={helpId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        hidden={loadFailed}
        style={{ width: '100%', height: '100%', touchAction: 'none', overflow: 'hidden' }}
      />
    </div>
  );
}

/** "Loading pictures 3 of 8": read by screen readers as a status, shown with a bar. */
function PicturesLoading({ done, total }: PictureProgress) {
  return (
    <div className="game-pictures-loading" role="status" data-testid="pictures-loading">
      <Trans>
        Loading pictures {done} of {total}
      </Trans>
      <progress max={total} value={done} aria-hidden="true" />
    </div>
  );
}

interface Verdict {
  kind: 'correct' | 'wrong';
  /** A new verdict replaces the shown one and restarts its time. */
  id: number;
}

const CLOCK_READ_MS = 250;

/** Long enough to read; a wrong pair's items go back after 1.5 s (R-FIELD-4). */
const VERDICT_SHOWN_MS = 1500;

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
