import { i18n } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useServerData } from '../lib/use-server-data';
import { fetchMyProgress } from './progress-api';
import { AccuracyChart } from './AccuracyChart';
import { AppLink } from '../ui/AppLink';
import { gamePagePath } from './progress-nav';
import './progress.css';

/** The dashboard's My progress: this week, pairs matched, the review queue, the accuracy trend and the games played most. */
export function MyProgressSection() {
  // fetchMyProgress is a module function: asked once per visit of the dashboard.
  const { t } = useLingui();
  const { state } = useServerData(fetchMyProgress, t`Failed to load your progress`);
  const progress = state.status === 'ready' ? state.data : null;

  return (
    <section className="panel my-progress" aria-labelledby="my-progress-heading" data-testid="my-progress">
      <h3 id="my-progress-heading">
        <Trans>My progress</Trans>
      </h3>
      {state.status === 'loading' ? (
        <p className="muted" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : state.status === 'failed' ? (
        <p className="error-message" role="alert">
          {state.error}
        </p>
      ) : progress === null ? null : (
        <>
          <dl className="game-page-figures">
            <div>
              <dt>
                <Trans>Games this week</Trans>
              </dt>
              <dd data-testid="games-this-week">{i18n.number(progress.gamesThisWeek)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Pairs matched</Trans>
              </dt>
              <dd data-testid="pairs-matched">{i18n.number(progress.pairsMatched)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Due for review today</Trans>
              </dt>
              <dd data-testid="review-due-today">{i18n.number(progress.review.dueToday)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Pairs learned</Trans>
              </dt>
              <dd data-testid="review-learned">{i18n.number(progress.review.learned)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Day streak</Trans>
              </dt>
              <dd data-testid="review-streak">{i18n.number(progress.review.streak)}</dd>
            </div>
          </dl>
          <AccuracyChart trend={progress.accuracyTrend} />
          <h4>
            <Trans>Games you play most</Trans>
          </h4>
          {progress.mostPlayed.length === 0 ? (
            <p className="muted">
              <Trans>No games played yet.</Trans>
            </p>
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
                      <Plural value={game.plays} one="(# play)" other="(# plays)" />
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
