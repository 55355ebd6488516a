import { useState } from 'react';
import { AccountButton } from './account/AccountButton';
import { useAuth } from './account/auth-context';
import { AdminLoginLink } from './admin/AdminLoginLink';
import { ProfileView } from './account/lazy';
import { useAccountScreens } from './account/use-account-screens';
import { LazyAiCreator } from './ai/LazyAiCreator';
import { useAiCreatorNav } from './ai/use-ai-creator-nav';
import type { AppMode } from './lib/app-mode';
import type { GameStartRequest } from './lib/game-start';
import { useTheme } from './lib/use-theme';
import { tournamentCodeFromSearch } from './tournament/join-link';
import { LazyTournament } from './tournament/lazy';
import { TournamentNavContext, type TournamentTarget } from './tournament/tournament-nav';
import { LazyGameEditor, LazyGamePage, LazyLibrary, LazyReviewButton } from './progress/lazy';
import { ProgressNavContext, type PageOrigin, type ProgressNav } from './progress/progress-nav';
import { useCanChangeGames } from './progress/use-can-change';
import type { GameRef } from './progress/progress-api';
import { CompetitionScreen } from './screens/CompetitionScreen';
import { FreeplayScreen } from './screens/FreeplayScreen';
import { useFreeplay } from './screens/use-freeplay';
import { Footer } from './ui/Footer';
import { Header } from './ui/Header';
import { LazyHelpPopup } from './ui/LazyHelpPopup';
import './styles/layout.css';

export function App() {
  const { theme, toggleTheme } = useTheme();
  const [mode, setMode] = useState<AppMode>('freeplay');
  const [helpOpen, setHelpOpen] = useState(false);
  // Return from a game that came from the dashboard ('profile') or the AI chat ('ai') reopens that screen here.
  const freeplay = useFreeplay({ onReturnElsewhere: (target) => (target === 'profile' ? account.openProfile() : ai.openCreator()) });
  const account = useAccountScreens();
  // A suspended account is not offered Save (R-SUSP-2; the server refuses it anyway).
  const canSave = useCanChangeGames();
  // The AI creator needs a login (R-AI-1); it closes, and forgets its chat, when the user changes.
  const ai = useAiCreatorNav(useAuth().user?.id ?? null);
  // A game's page (leaderboard, history, analytics) takes the place of the screen it was opened from.
  const [gamePage, setGamePage] = useState<{ game: GameRef; name: string; from: PageOrigin } | null>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  // A join link (/?t=CODE) opens that tournament straight away, for visitors too (a nickname is enough).
  const [tournament, setTournament] = useState<TournamentTarget | null>(() => {
    const code = tournamentCodeFromSearch(window.location.search);
    return code === null ? null : { kind: 'code', code };
  });
  const leaveForProgress = () => {
    ai.closeCreator();
    account.closeProfile();
    freeplay.closeGame();
    setMode('freeplay');
  };
  const progressNav: ProgressNav = {
    openGamePage: (game, name, from) => {
      leaveForProgress();
      setGamePage({ game, name, from });
    },
    openLibrary: () => {
      leaveForProgress();
      setLibraryOpen(true);
    },
    openEditor: (gameId) => {
      leaveForProgress();
      setEditing(gameId);
    },
  };
  const closeProgressScreens = () => {
    setGamePage(null);
    setLibraryOpen(false);
    setEditing(null);
  };
  const closeEditor = () => {
    setEditing(null);
    account.openProfile();
  };
  const openDashboard = () => {
    setTournament(null);
    closeProgressScreens();
    account.openProfile();
  };
  const closeGamePage = () => {
    if (gamePage?.from === 'profile') account.openProfile();
    // Back from a page opened in the library returns to the library, as it was left.
    if (gamePage?.from !== 'library') setLibraryOpen(false);
    setGamePage(null);
  };

  /** Starts a game from anywhere (built-in panel, upload panel, dashboard Play Game, AI Test Play). */
  const startGame = (request: GameStartRequest) => {
    ai.closeCreator();
    closeProgressScreens();
    setMode('freeplay');
    freeplay.startGame(request);
  };

  // The dashboard and the AI creator take the place of the current mode's screen.
  const openTournament = (target: TournamentTarget) => {
    ai.closeCreator();
    closeProgressScreens();
    account.closeProfile();
    setTournament(target);
  };

  const elsewhere = tournament ? (
    <LazyTournament key={JSON.stringify(tournament)} target={tournament} theme={theme} paused={helpOpen} onOpen={setTournament} onClose={() => setTournament(null)} />
  ) : account.profileOpen ? (
    <ProfileView
      onBack={account.closeProfile}
      onPlayGame={(request) => {
        account.closeProfile();
        startGame(request);
      }}
    />
  ) : ai.open ? (
    <LazyAiCreator resume={ai.resume} onResumeChange={ai.setResume} onTestPlay={startGame} onBack={ai.closeCreator} />
  ) : gamePage ? (
    <LazyGamePage
      key={JSON.stringify(gamePage.game)}
      game={gamePage.game}
      name={gamePage.name}
      backLabel={gamePage.from === 'profile' ? 'Back to Profile' : gamePage.from === 'library' ? 'Back to Public Games' : 'Back to Games'}
      onBack={closeGamePage}
      onPlay={startGame}
    />
  ) : editing !== null ? (
    <LazyGameEditor key={editing} dictionaryId={editing} onBack={closeEditor} onSaved={closeEditor} />
  ) : libraryOpen ? (
    <LazyLibrary onBack={() => setLibraryOpen(false)} onPlay={startGame} />
  ) : null;

  const shell = (
    <div className="app">
      <Header
        mode={account.profileOpen ? null : tournament ? 'competition' : mode}
        onModeChange={(next) => {
          setTournament(null);
          ai.closeCreator();
          closeProgressScreens();
          account.closeProfile();
          setMode(next);
        }}
        theme={theme}
        onToggleTheme={toggleTheme}
        onOpenHelp={() => setHelpOpen(true)}
        account={
          <>
            {account.loggedIn && <LazyReviewButton onStart={startGame} />}
            <AccountButton onOpenDashboard={openDashboard} />
          </>
        }
      />
      <main className="app-main">
        {elsewhere}
        {mode === 'freeplay' ? (
          elsewhere === null && (
            <FreeplayScreen
              freeplay={{ ...freeplay, startGame }}
              theme={theme}
              paused={helpOpen}
              loggedIn={account.loggedIn}
              suspended={account.suspended}
              onSaveGame={canSave ? account.saveGame : undefined}
              onCreateWithAi={ai.openCreator}
            />
          )
        ) : (
          // A visit to the dashboard keeps the player's seat: the competition stays mounted (its room
          // connection with it) and is only hidden. It opens no modal dialog that could block the page.
          <div className="screen-keeper" hidden={elsewhere !== null}>
            <CompetitionScreen theme={theme} paused={helpOpen || elsewhere !== null} onBack={() => setMode('freeplay')} />
          </div>
        )}
      </main>
      <Footer>
        <AdminLoginLink onLoggedIn={account.openProfile} />
      </Footer>
      <LazyHelpPopup open={helpOpen} onClose={() => setHelpOpen(false)} />
      {account.dialogs}
    </div>
  );
  return (
    <ProgressNavContext value={progressNav}>
      <TournamentNavContext value={openTournament}>{shell}</TournamentNavContext>
    </ProgressNavContext>
  );
}
