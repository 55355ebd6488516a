import type { GameData } from '@matchdrop/shared';
import type { GameStartRequest } from '../lib/game-start';
import { sessionStatsView } from '../lib/free-play-session';
import type { Theme } from '../lib/theme';
import { StatsGrid } from '../ui/StatsGrid';
import { BuiltinGamesPanel } from './BuiltinGamesPanel';
import { LazyGameScreen } from './lazy-game-screen';
import { LazyUploadedGamePanel } from './lazy-uploaded-panel';
import { UploadSection } from './UploadSection';
import type { FreeplayState } from './use-freeplay';

interface FreeplayScreenProps {
  freeplay: FreeplayState;
  /** The game in play (its address is /play/…), or null for the game picker (/). */
  game: GameStartRequest | null;
  /** The game's Return button. */
  onReturn: () => void;
  theme: Theme;
  /** True while a popup covers the page: a running game pauses. */
  paused: boolean;
  loggedIn: boolean;
  /** A suspended account is offered neither Save Game nor Create Game with AI (R-SUSP-2). */
  suspended?: boolean;
  /** Opens the save-game dialog for an uploaded game (shown only when logged in). */
  onSaveGame?: (data: GameData, suggestedName: string) => void;
  /** Opens the AI game creator. */
  onCreateWithAi?: () => void;
}

/** Free play (R-UI-2, R-UI-3): the stats grid, then either the game in play or the upload section and a games panel. */
export function FreeplayScreen({ freeplay, game: activeGame, onReturn, theme, paused, loggedIn, suspended = false, onSaveGame, onCreateWithAi }: FreeplayScreenProps) {
  const { uploaded } = freeplay;
  const save = loggedIn && !suspended && onSaveGame && uploaded ? () => onSaveGame(uploaded.data, uploaded.name) : undefined;
  return (
    <>
      <StatsGrid {...sessionStatsView(freeplay.session)} />
      {activeGame ? (
        <LazyGameScreen
          request={activeGame}
          theme={theme}
          paused={paused}
          speed={freeplay.speed}
          onSpeedChange={freeplay.setSpeed}
          onStats={freeplay.reportStats}
          onReturn={onReturn}
        />
      ) : (
        <>
          <UploadSection
            error={freeplay.uploadError}
            busy={freeplay.uploading}
            onFile={(file) => void freeplay.uploadFile(file)}
            onShowBuiltin={freeplay.showBuiltin}
            loggedIn={loggedIn}
            suspended={suspended}
            onCreateWithAi={onCreateWithAi}
          />
          {freeplay.panel === 'upload' && uploaded ? (
            <LazyUploadedGamePanel
              game={uploaded}
              onPairCountChange={freeplay.setUploadedPairCount}
              onStart={() => freeplay.startGame({ source: 'upload', returnTo: 'games', name: uploaded.name, data: uploaded.data, pairCount: uploaded.pairCount })}
              onSave={save}
            />
          ) : (
            <BuiltinGamesPanel state={freeplay.browse} dispatch={freeplay.dispatchBrowse} onStart={freeplay.startGame} focusOnMount={freeplay.focusPanel} />
          )}
        </>
      )}
    </>
  );
}
