import { useServerData } from '../lib/use-server-data';
import { fetchMyProgress } from './progress-api';
import { AccuracyChart } from './AccuracyChart';
import { AppLink } from '../ui/AppLink';
import { gamePagePath } from './progress-nav';
import './progress.css';

/** The dashboard's My progress: this week, pairs matched, the review queue, the accuracy trend and the games played most. */
export function MyProgressSection() {
  // fetchMyProgress is a module function: asked once per visit of the dashboard.
  const { state } = useServerData(fetchMyProgress, 'Failed to load your progress');
  const progress = state.status === 'ready' ? state.data : null;

  return (
    <section className="panel my-progress" aria-labelledby="my-progress-heading" data-testid="my-progress">
      <h3 id="my-progress-heading">My progress</h3>
      {state.status === 'loading' ? (
        <p className="muted" role="status">
          Loading…
        </p>
      ) : state.status === 'failed' ? (
        <p className="error-message" role="alert">
          {state.error}
        </p>
      ) : progress === null ? null : (
        <>
          <dl className="game-page-figures">
            <div>
              <dt>Games this week</dt>
              <dd data-testid="games-this-week">{progress.gamesThisWeek}</dd>
            </div>
            <div>
              <dt>Pairs matched</dt>
              <dd data-testid="pairs-matched">{progress.pairsMatched}</dd>
            </div>
            <div>
              <dt>Due for review today</dt>
              <dd data-testid="review-due-today">{progress.review.dueToday}</dd>
            </div>
            <div>
              <dt>Pairs learned</dt>
              <dd data-testid="review-learned">{progress.review.learned}</dd>
            </div>
            <div>
              <dt>Day streak</dt>
              <dd data-testid="review-streak">{progress.review.streak}</dd>
            </div>
          </dl>
          <AccuracyChart trend={progress.accuracyTrend} />
          <h4>Games you play most</h4>
          {progress.mostPlayed.length === 0 ? (
            <p className="muted">No games played yet.</p>
          ) : (
            <ol data-testid="most-played">
              {progress.mostPlayed.map((game) => {
                const ref = game.gameId !== null ? { gameId: game.gameId } : game.dictionaryId !== null ? { dictionaryId: game.dictionaryId } : null;
                return (
                  <li key={`${game.gameId ?? ''}${game.dictionaryId ?? ''}`}>
                    {ref ? (
                      <AppLink to={gamePagePath(ref)} from="profile">
                        {game.name}
                      </AppLink>
                    ) : (
                      game.name
                    )}{' '}
                    <span className="muted">
                      ({game.plays} {game.plays === 1 ? 'play' : 'plays'})
                    </span>
                  </li>
                );
              })}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
