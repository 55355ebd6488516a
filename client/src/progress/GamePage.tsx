import { i18n } from '@lingui/core';
import { findBuiltinGame, formatAccuracy, formatSeconds, type GameAnalytics, type GameData, type LeaderboardAnswer, type PlayRecord } from '@matchdrop/shared';
import { useCallback, useEffect, useRef } from 'react';
import { useAuth } from '../account';
import { ApiError } from '../api';
import { useServerData } from '../lib/use-server-data';
import { LoadStatus } from '../ui/LoadStatus';
import { fetchAnalytics, fetchGame, fetchHistory, fetchLeaderboard, type GameRef } from './progress-api';
import { GAME_NOT_VISIBLE, type GameStartRequest } from '../lib/game-start';
import { useTitle } from '../lib/navigation';
import { BackButton } from '../ui/BackButton';
import { ExportButtons } from './ExportButtons';
import { Leaderboard } from './Leaderboard';
import { ProgressTable } from './ProgressTable';
import './progress.css';

const PAGE_LEADERBOARD = 20;
const PAGE_HISTORY = 50;

export interface GamePageProps {
  game: GameRef;
  /** Shown while the game loads. */
  name: string;
  onBack: () => void;
  backLabel: string;
  onPlay: (request: GameStartRequest) => void;
}

interface PageData {
  name: string;
  description: string | null;
  data: GameData;
  board: LeaderboardAnswer;
  analytics: GameAnalytics;
  history: PlayRecord[] | null;
}

async function loadPage(game: GameRef, loggedIn: boolean): Promise<PageData> {
  const builtin = 'gameId' in game ? findBuiltinGame(game.gameId) : undefined;
  const [saved, board, analytics, history] = await Promise.all([
    'dictionaryId' in game ? fetchGame(game.dictionaryId) : Promise.resolve(null),
    fetchLeaderboard(game, PAGE_LEADERBOARD),
    fetchAnalytics(game),
    loggedIn ? fetchHistory(game, PAGE_HISTORY) : Promise.resolve(null),
  ]);
  const source = saved ?? builtin;
  if (!source) throw new Error('Game not found');
  return { name: source.name, description: source.description ?? null, data: source.data, board, analytics, history };
}

/** One game's page: Play, its leaderboard (top 20, you highlighted), your history (last 50) and its analytics. */
export function GamePage({ game, name, onBack, backLabel, onPlay }: GamePageProps) {
  const { user } = useAuth();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loggedIn = user !== null;
  // The ref is asked for by value: the same game from a new render is the same request.
  const key = JSON.stringify(game);
  const { state, retry } = useServerData(
    useCallback(() => loadPage(JSON.parse(key) as GameRef, loggedIn), [key, loggedIn]),
    'Failed to load the game page',
  );
  // Another user's private game reads as a missing one (the server answers 404 alike): said plainly, nothing of it shown.
  const hidden = state.status === 'failed' && state.cause instanceof ApiError && state.cause.status === 404;

  useEffect(() => headingRef.current?.focus(), []);
  const loaded = state.status === 'ready' ? state.data : null;
  useTitle(loaded?.name ?? (name || 'Game page'));
  const play = () =>
    loaded &&
    onPlay(
      'gameId' in game
        ? { source: 'builtin', returnTo: 'games', gameId: game.gameId, name: loaded.name, data: loaded.data }
        : { source: 'saved', returnTo: 'games', dictionaryId: game.dictionaryId, name: loaded.name, data: loaded.data },
    );

  return (
    <section className="panel game-page" aria-labelledby="game-page-heading" data-testid="game-page">
      <BackButton label={backLabel} onClick={onBack} />
      <div className="game-page-head">
        <h2 id="game-page-heading" className="panel-title" ref={headingRef} tabIndex={-1}>
          {loaded?.name ?? (name || 'Game page')}
        </h2>
        {loaded?.description && <p className="panel-subtitle">{loaded.description}</p>}
        <button type="button" className="btn btn-primary btn-large" onClick={play} disabled={!loaded}>
          Play
        </button>
        {loaded && <ExportButtons name={loaded.name} data={loaded.data} />}
      </div>
      {hidden ? (
        <p className="error-message" role="alert" data-testid="game-unavailable">
          {i18n._(GAME_NOT_VISIBLE)}
        </p>
      ) : state.status !== 'ready' ? (
        <LoadStatus state={state} onRetry={retry} what="the game page" />
      ) : (
        <div className="game-page-sections">
          <div>
            <Leaderboard title="Leaderboard" rows={state.data.board.leaderboard} highlightUserId={user?.id ?? null} testId="page-leaderboard" />
            {state.data.board.me && state.data.board.me.rank > PAGE_LEADERBOARD && (
              <p data-testid="page-my-place">
                Your place: #{state.data.board.me.rank} with {state.data.board.me.score}
              </p>
            )}
          </div>
          <Analytics analytics={state.data.analytics} />
          {state.data.history ? <History plays={state.data.history} /> : <p className="muted">Log in to see your history on this game.</p>}
        </div>
      )}
    </section>
  );
}

function Analytics({ analytics }: { analytics: GameAnalytics }) {
  return (
    <div data-testid="page-analytics">
      <h3>Analytics</h3>
      <dl className="game-page-figures">
        <div>
          <dt>Plays</dt>
          <dd data-testid="analytics-plays">{analytics.plays}</dd>
        </div>
        <div>
          <dt>Players</dt>
          <dd data-testid="analytics-players">{analytics.players}</dd>
        </div>
        <div>
          <dt>Average accuracy</dt>
          <dd>{formatAccuracy(analytics.averageAccuracy)}%</dd>
        </div>
        <div>
          <dt>Average time</dt>
          <dd>{formatSeconds(analytics.averageTime)} s</dd>
        </div>
      </dl>
      <h4>Hardest pairs</h4>
      {analytics.mostMissedPairs.length === 0 ? (
        <p className="muted">No pair missed yet.</p>
      ) : (
        <ol data-testid="hardest-pairs">
          {analytics.mostMissedPairs.map(({ pair: [a, b], misses }) => (
            <li key={`${a}\u0000${b}`}>
              {a} ↔ {b} <span className="muted">(missed {misses}×)</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function History({ plays }: { plays: PlayRecord[] }) {
  return (
    <ProgressTable
      caption="Your history"
      headers={['Date', 'Mode', 'Score', 'Accuracy', 'Time']}
      empty="You have not played this game yet."
      testId="page-history"
      rows={plays.map((play) => ({
        key: play.id,
        cells: [
          new Date(play.played_at).toLocaleString(),
          play.mode === 'competitive' ? 'Competitive' : 'Free play',
          play.score,
          `${formatAccuracy(play.accuracy)}%`,
          `${formatSeconds(play.time)} s`,
        ],
      }))}
    />
  );
}
