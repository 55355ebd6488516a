import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { exportRows, findBuiltinGame, NO_SIDE_LANGUAGES, type GameAnalytics, type GameData, type LeaderboardAnswer, type PlayRecord, type SideLanguages } from '@matchdrop/shared';
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
import { GameFileButtons } from '../pictures/GameFileButtons';
import { NoVoiceNote, SpeakPairButton } from '../pictures/SpeakPairButton';
import { PairItem } from '../pictures/PairItem';
import { Leaderboard } from './Leaderboard';
import { ProgressTable } from './ProgressTable';
import { accuracyText, playedAtText, secondsText } from './figures';
import './progress.css';
import { ItemText } from '../ui/ItemText';

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
  languages: SideLanguages | undefined;
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
  return { name: source.name, description: source.description ?? null, data: source.data, languages: source.languages, board, analytics, history };
}

/** One game's page: Play, its leaderboard (top 20, you highlighted), your history (last 50) and its analytics. */
export function GamePage({ game, name, onBack, backLabel, onPlay }: GamePageProps) {
  const { t } = useLingui();
  const { user } = useAuth();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loggedIn = user !== null;
  // The ref is asked for by value: the same game from a new render is the same request.
  const key = JSON.stringify(game);
  const { state, retry } = useServerData(
    useCallback(() => loadPage(JSON.parse(key) as GameRef, loggedIn), [key, loggedIn]),
    t`Failed to load the game page`,
  );
  // Another user's private game reads as a missing one (the server answers 404 alike): said plainly, nothing of it shown.
  const hidden = state.status === 'failed' && state.cause instanceof ApiError && state.cause.status === 404;

  useEffect(() => headingRef.current?.focus(), []);
  const loaded = state.status === 'ready' ? state.data : null;
  const heading = loaded?.name ?? (name || t`Game page`);
  useTitle(heading);
  const play = () =>
    loaded &&
    onPlay(
      'gameId' in game
        ? { source: 'builtin', returnTo: 'games', gameId: game.gameId, name: loaded.name, data: loaded.data, languages: loaded.languages }
        : { source: 'saved', returnTo: 'games', dictionaryId: game.dictionaryId, name: loaded.name, data: loaded.data, languages: loaded.languages },
    );

  return (
    <section className="panel game-page" aria-labelledby="game-page-heading" data-testid="game-page">
      <BackButton label={backLabel} onClick={onBack} />
      <div className="game-page-head">
        <h2 id="game-page-heading" className="panel-title" ref={headingRef} tabIndex={-1}>
          {heading}
        </h2>
        {loaded?.description && <p className="panel-subtitle">{loaded.description}</p>}
        <button type="button" className="btn btn-primary btn-large" onClick={play} disabled={!loaded}>
          <Trans>Play</Trans>
        </button>
        {loaded && <ExportButtons name={loaded.name} data={loaded.data} />}
        {loaded && 'dictionaryId' in game && <GameFileButtons dictionaryId={game.dictionaryId} name={loaded.name} />}
      </div>
      {hidden ? (
        <p className="error-message" role="alert" data-testid="game-unavailable">
          {i18n._(GAME_NOT_VISIBLE)}
        </p>
      ) : state.status !== 'ready' ? (
        <LoadStatus state={state} onRetry={retry} what={t`the game page`} />
      ) : (
        <div className="game-page-sections">
          <div>
            <Leaderboard title={t`Leaderboard`} rows={state.data.board.leaderboard} highlightUserId={user?.id ?? null} testId="page-leaderboard" />
            {state.data.board.me && state.data.board.me.rank > PAGE_LEADERBOARD && <MyPlace me={state.data.board.me} />}
          </div>
          <Pairs data={state.data.data} languages={state.data.languages ?? NO_SIDE_LANGUAGES} />
          <Analytics analytics={state.data.analytics} />
          {state.data.history ? (
            <History plays={state.data.history} />
          ) : (
            <p className="muted">
              <Trans>Log in to see your history on this game.</Trans>
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/** The game's pairs, each with a speaker button (R-PIC-19): hear a pair before playing it. */
function Pairs({ data, languages }: { data: GameData; languages: SideLanguages }) {
  const rows = exportRows(data);
  return (
    <div data-testid="page-pairs">
      <h3>
        <Trans>Pairs</Trans>
      </h3>
      <NoVoiceNote />
      <ul className="page-pairs">
        {rows.map(([left, right], index) => (
          <li key={`${left}\u0000${right}`}>
            <SpeakPairButton pair={[left, right]} languages={languages} number={index + 1} /> <PairItem item={left} /> ↔ <PairItem item={right} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The viewer's place when it is below the page's leaderboard. */
function MyPlace({ me: { rank, score } }: { me: { rank: number; score: number } }) {
  return (
    <p data-testid="page-my-place">
      <Trans>
        Your place: #{rank} with {score}
      </Trans>
    </p>
  );
}

function Analytics({ analytics }: { analytics: GameAnalytics }) {
  return (
    <div data-testid="page-analytics">
      <h3>
        <Trans>Analytics</Trans>
      </h3>
      <dl className="game-page-figures">
        <div>
          <dt>
            <Trans>Plays</Trans>
          </dt>
          <dd data-testid="analytics-plays">{i18n.number(analytics.plays)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Players</Trans>
          </dt>
          <dd data-testid="analytics-players">{i18n.number(analytics.players)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Average accuracy</Trans>
          </dt>
          <dd>{accuracyText(analytics.averageAccuracy)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Average time</Trans>
          </dt>
          <dd>{secondsText(analytics.averageTime)}</dd>
        </div>
      </dl>
      <h4>
        <Trans>Hardest pairs</Trans>
      </h4>
      {analytics.mostMissedPairs.length === 0 ? (
        <p className="muted">
          <Trans>No pair missed yet.</Trans>
        </p>
      ) : (
        <ol data-testid="hardest-pairs">
          {analytics.mostMissedPairs.map(({ pair: [a, b], misses }) => (
            <li key={`${a}\u0000${b}`}>
              <ItemText item={a} /> ↔ <ItemText item={b} />{' '}
              <span className="muted">
                <Trans>(missed {misses}×)</Trans>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function History({ plays }: { plays: PlayRecord[] }) {
  const { t } = useLingui();
  return (
    <ProgressTable
      caption={t`Your history`}
      headers={[t`Date`, t`Mode`, t`Score`, t`Accuracy`, t`Time`]}
      empty={t`You have not played this game yet.`}
      testId="page-history"
      rows={plays.map((play) => ({
        key: play.id,
        // R-JUDGE-5: a play the server did not judge (an old client's report, or stored before judging) is the player's alone.
        cells: [
          playedAtText(play.played_at),
          `${play.mode === 'competitive' ? t`Competitive` : t`Free play`}${play.verified ? '' : ` (${t`unverified`})`}`,
          play.score,
          accuracyText(play.accuracy),
          secondsText(play.time),
        ],
      }))}
    />
  );
}
