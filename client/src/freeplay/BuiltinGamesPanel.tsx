import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef, type Dispatch } from 'react';
import { categoryOf, type BrowseAction, type BrowseState } from '../lib/builtin-browser';
import { builtinGames } from '../lib/builtin-games';
import type { GameStartRequest } from '../lib/game-start';
import { ChunkFailed, preloadableChunk } from '../lib/lazy-chunk';
import { BackButton } from '../ui/BackButton';
import { StepIndicator } from '../ui/StepIndicator';
import { gamePagePath } from '../progress';
import { AppLink } from '../ui/AppLink';
import { CategoryStep } from './CategoryStep';
import { pairCountStep, playRoute } from './game-screen-chunk';
import { GameStep } from './GameStep';
import { useCatalogGames } from './use-catalog-games';
import { useBuiltinStart } from './use-builtin-start';
import '../styles/builtin-panel.css';

interface BuiltinGamesPanelProps {
  state: BrowseState;
  dispatch: Dispatch<BrowseAction>;
  onStart: (request: GameStartRequest) => void;
  /** Focus the heading when the panel appears (after Return, or Play Built-in Games), not on page load. */
  focusOnMount?: boolean;
}

// Loaded with the games' entries (a topic pointed at or opened), so it shows in the same commit as the click on a game.
const PairCountStep = preloadableChunk(
  pairCountStep,
  <p className="builtin-loading" role="status">
    <Trans>Loading…</Trans>
  </p>,
);

const STEP_NUMBER = { categories: 1, games: 2, pairs: 3 } as const;

/** Built-in games: topics → games of the topic → pair count → Start Game. The app owns the state so it survives a game. */
export function BuiltinGamesPanel({ state, dispatch, onStart, focusOnMount = false }: BuiltinGamesPanelProps) {
  const category = categoryOf(state);
  // Past the topics the games' entries are needed; they usually loaded when a topic was pointed at.
  const catalog = useCatalogGames(state.step !== 'categories');
  const topicGames = category && catalog.games?.findCatalogCategory(category.id);
  const game = state.step === 'pairs' ? catalog.games?.findCatalogGame(state.gameId) : undefined;
  const { t } = useLingui();
  const { start, cancel, status } = useBuiltinStart(state, onStart);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);

  // Only on mount: later, focus follows the step changes below.
  const focusIfAsked = useEffectEvent(() => {
    if (focusOnMount) headingRef.current?.focus();
  });
  useEffect(() => focusIfAsked(), []);

  // The clicked card or Back button disappears with its step: move focus to the new step's heading
  // so keyboard and screen-reader users land on what changed (never on first render).
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    headingRef.current?.focus();
  }, [state.step]);

  // Past the topics (also when the panel comes back on a later step) a game is near: load the pairs Start Game
  // needs, and the game screen, so that Start Game does not wait for them.
  useEffect(() => {
    if (state.step === 'categories') return;
    builtinGames.preload();
    pairCountStep.preload();
    playRoute.preload();
  }, [state.step]);

  const gamesOf = (topic: string) => t`${topic} games`;
  const heading = game ?? category;

  return (
    <section className="panel builtin-panel" aria-labelledby="builtin-heading">
      {state.step !== 'categories' && (
        <BackButton
          label={state.step === 'pairs' && category ? gamesOf(category.name) : t`All topics`}
          onClick={() => {
            cancel();
            dispatch({ type: 'back' });
          }}
        />
      )}
      <div className="builtin-heading">
        {heading && (
          <span className="builtin-heading-icon" aria-hidden="true">
            {heading.icon}
          </span>
        )}
        <div className="builtin-heading-text">
          <h2 id="builtin-heading" className="panel-title" ref={headingRef} tabIndex={-1}>
            {heading ? heading.name : t`Play built-in games`}
          </h2>
          <p className="panel-subtitle">{heading ? heading.description : t`Choose a topic to see its games.`}</p>
        </div>
        <StepIndicator current={STEP_NUMBER[state.step]} labels={[t`Topic`, t`Game`, t`Pairs`]} />
      </div>
      {state.step === 'categories' && <CategoryStep onOpen={(categoryId) => dispatch({ type: 'openCategory', categoryId })} />}
      {state.step !== 'categories' &&
        !catalog.games &&
        (catalog.failed ? (
          <ChunkFailed onRetry={catalog.retry} />
        ) : (
          <p className="builtin-loading" role="status">
            <Trans>Loading…</Trans>
          </p>
        ))}
      {state.step === 'games' && topicGames && <GameStep category={topicGames} onOpen={(gameId) => dispatch({ type: 'openGame', gameId })} />}
      {state.step === 'pairs' && game && (
        <PairCountStep capacity={game} name={game.name} pairCount={state.pairCount} onPairCountChange={(value) => dispatch({ type: 'setPairCount', value })} onStart={start} />
      )}
      {/* Only when Start Game had to wait for the pairs (they load early, so seldom) or they failed to load. */}
      {status === 'loading' && (
        <p className="builtin-loading" role="status">
          <Trans>Loading the game…</Trans>
        </p>
      )}
      {status === 'failed' && <ChunkFailed onRetry={start} />}
      {game && (
        <AppLink className="btn btn-secondary" to={gamePagePath({ gameId: game.id })} from="games">
          <Trans>Game page: leaderboard, history, analytics</Trans>
        </AppLink>
      )}
    </section>
  );
}
