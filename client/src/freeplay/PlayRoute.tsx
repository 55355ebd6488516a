import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { Redirect } from 'wouter';
import { useAccountUi } from '../account';
import type { GameStartRequest } from '../lib/game-start';
import { useTitle } from '../lib/navigation';
import type { Route } from '../routes';
import { AppLink } from '../ui/AppLink';
import { FreeplayScreen } from './FreeplayScreen';
import { useRouteGame } from './use-route-game';

type PlayRouteProps = Omit<ComponentProps<typeof FreeplayScreen>, 'game'> & {
  route: Extract<Route, { screen: 'play' | 'play-builtin' | 'play-game' | 'review' }>;
  /** Hands a game loaded from the address to free play. */
  onLoaded: (request: GameStartRequest) => void;
};

/** A game at its address (/play/builtin/:id, /play/game/:id, /review, /play): the game in play, or why it cannot be. */
export function PlayRoute({ route, onLoaded, ...screen }: PlayRouteProps) {
  const game = useRouteGame(route, screen.freeplay.activeGame, onLoaded);
  const { openAuth } = useAccountUi();
  const { t } = useLingui();
  useTitle(game.kind === 'ready' ? game.request.name : t`Game`);
  switch (game.kind) {
    case 'ready':
      return <FreeplayScreen {...screen} game={game.request} />;
    case 'gone':
      return <Redirect to="/" replace />;
    case 'loading':
      return (
        <p className="panel muted" role="status">
          <Trans>Loading the game…</Trans>
        </p>
      );
    case 'failed':
      return (
        <section className="panel" aria-label={t`Game`}>
          <p className="error-message" role="alert" data-testid="game-unavailable">
            {game.message}
          </p>
          <div className="button-row">
            {game.needsLogin && (
              <button type="button" className="btn btn-primary" onClick={() => openAuth({ name: 'login' })}>
                <Trans>Log In</Trans>
              </button>
            )}
            <AppLink className="btn btn-secondary" to="/">
              <Trans>Back to Games</Trans>
            </AppLink>
          </div>
        </section>
      );
  }
}
