import { useLingui } from '@lingui/react';
import { keepLocaleChoice } from './account/account-locale';
import { t } from '@lingui/core/macro';
import { useCallback, useState, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { AccountButton } from './account/AccountButton';
import { ProfileView } from './account/lazy';
import { useAccountScreens } from './account/use-account-screens';
import { AdminLoginLink } from './admin/AdminLoginLink';
import { LazyAiCreator } from './ai/LazyAiCreator';
import { useAiCreatorNav } from './ai/use-ai-creator-nav';
import { AuthStepRoute } from './app/AuthStepRoute';
import { RequireLogin } from './app/RequireLogin';
import { useAuth } from './account/auth-context';
import { LazyAssignmentsButton, LazyClassesRoute, type ClassRoute } from './classes';
import { CompetitionKeeper } from './competitive/CompetitionKeeper';
import { FreeplayScreen } from './freeplay/FreeplayScreen';
import { playPath, returnPath } from './freeplay/game-address';
import { PlayRoute } from './freeplay/PlayRoute';
import { useFreeplay } from './freeplay/use-freeplay';
import type { AppMode } from './lib/app-mode';
import type { GameStartRequest } from './lib/game-start';
import { navState, useGoBack, useNavigate, useShownLocation, useTitle } from './lib/navigation';
import { useTheme } from './lib/use-theme';
import { LazyGameEditor, LazyGamePage, LazyLibrary, LazyReviewButton } from './progress/lazy';
import { useCanChangeGames } from './progress/use-can-change';
import { legacyJoinRedirect, routePath, type Route, type Screen } from './routes';
import { LazyTournament } from './tournament/lazy';
import { lazyChunk } from './lib/lazy-chunk';
import { tournamentPath } from './tournament/tournament-nav';
import { Footer } from './ui/Footer';
import { Header } from './ui/Header';
import { LazyHelpPopup } from './ui/LazyHelpPopup';
import './styles/layout.css';

// Screens seldom opened first load when opened: the first page stays small.
const NotFound = lazyChunk(() => import('./ui/NotFound').then((m) => m.NotFound));
const AdminRoute = lazyChunk(() => import('./admin/AdminRoute').then((m) => m.AdminRoute));

/** Each screen's element, given its route. */
type ScreenTable = { [S in Screen]: (route: Extract<Route, { screen: S }>) => ReactNode };

/** The header's pressed mode for each screen; none on the dashboard, the admin pages and the like. */
const MODE_OF: Partial<Record<Screen, AppMode>> = {
  home: 'freeplay',
  play: 'freeplay',
  'play-builtin': 'freeplay',
  'play-game': 'freeplay',
  review: 'freeplay',
  competition: 'competition',
  room: 'competition',
  'host-tournament': 'competition',
  'join-tournament': 'competition',
  tournament: 'competition',
  projector: 'competition',
};

/** The tab's title of each screen; undefined where the screen names itself (a game, a game's page). */
function titleOf(route: Route): string | null | undefined {
  // Called at render: the words are those of the language shown.
  const code = 'code' in route ? route.code : '';
  switch (route.screen) {
    case 'home':
      return null;
    case 'play':
    case 'play-builtin':
    case 'play-game':
    case 'review':
    case 'builtin-page':
    case 'game-page':
      return undefined;
    case 'edit':
      return t`Edit game`;
    case 'library': {
      const search = route.query.q;
      return route.query.q === '' ? t`Public games` : t`“${search}” — Public games`;
    }
    case 'dashboard':
      return t`Your dashboard`;
    case 'ai':
      return t`AI Game Creator`;
    case 'competition':
      return t`Competition`;
    case 'room':
      return t`Room ${code}`;
    case 'host-tournament':
      return t`Host a tournament`;
    case 'join-tournament':
      return t`Join a tournament`;
    case 'tournament':
      return t`Tournament ${code}`;
    case 'projector':
      return t`Projector — Tournament ${code}`;
    // The class screens name themselves (a class, a report, a play once loaded).
    case 'class-join':
    case 'my-assignments':
    case 'class':
    case 'gradebook':
    case 'assignment-report':
    case 'assignment-play':
      return undefined;
    case 'admin':
      return t`Admin`;
    case 'reset-password':
      return t`Reset your password`;
    case 'verify-email':
      return t`Verify your e-mail`;
    case 'not-found':
      return t`Page not found`;
  }
}

/** The label of a game page's Back button: the screen it was opened from (kept in its history entry). */
function gamePageBackLabel(): string {
  const from = navState()?.from;
  return from === 'profile' ? t`Back to Profile` : from === 'library' ? t`Back to Public Games` : t`Back to Games`;
}

/**
 * The shell (header, main, footer, help) around the route table: the address alone chooses the screen
 * (client/src/routes.ts reads it); what outlives a screen (free play's stats and last game, the AI chat
 * being resumed, a seat in a competitive room) is held here or in its feature, never which screen shows.
 */
export function App() {
  // Re-rendered on a switch of language: the tab's title and the labels made here follow it.
  useLingui();
  const { pathname, search, route } = useShownLocation();
  const navigate = useNavigate();
  const { theme, toggleTheme } = useTheme();
  const [helpOpen, setHelpOpen] = useState(false);
  const freeplay = useFreeplay();
  const account = useAccountScreens();
  // A suspended account is not offered Save (R-SUSP-2; the server refuses it anyway).
  const canSave = useCanChangeGames();
  // The AI chat to resume (R-AI-1: it needs a login), forgotten when the user changes.
  const ai = useAiCreatorNav(useAuth().user?.id ?? null);
  useTitle(titleOf(route));

  /** Starts a game from anywhere (built-in panel, upload panel, dashboard Play Game, AI Test Play, Review): its address. */
  const { startGame: holdGame } = freeplay;
  const startGame = useCallback(
    (request: GameStartRequest) => {
      holdGame(request);
      // The screen it starts from: Return steps back there, and says so.
      navigate(playPath(request), { from: route.screen });
    },
    [holdGame, navigate, route.screen],
  );
  const returnFromGame = useGoBack(returnPath(freeplay.activeGame?.returnTo ?? 'games', ai.resume.sessionId));
  const goBackHome = useGoBack('/');
  const goBackToDashboard = useGoBack(routePath({ screen: 'dashboard' }));
  const goBackToCompetition = useGoBack(routePath({ screen: 'competition' }));
  const classScreen = (r: ClassRoute) => <LazyClassesRoute route={r} theme={theme} paused={helpOpen} />;
  // A tournament's player screen and its projector: one screen, keyed by the code so another code starts afresh.
  const tournamentByCode = (code: string) => (
    <LazyTournament key={code} target={{ kind: 'code', code }} theme={theme} paused={helpOpen} onOpen={(t) => navigate(tournamentPath(t))} onClose={goBackToCompetition} />
  );

  const legacy = legacyJoinRedirect(pathname, search);
  if (legacy !== null) return <Redirect to={legacy} replace />;
  // One address per screen: a typed variant (lower-case code, trailing slash, unread query fields) becomes the route's own.
  const canonical = route.screen === 'not-found' ? null : routePath(route);
  if (canonical !== null && canonical !== `${pathname}${search === '' ? '' : `?${search}`}`) return <Redirect to={canonical} replace />;

  const freeplayProps = {
    freeplay: { ...freeplay, startGame },
    theme,
    paused: helpOpen,
    loggedIn: account.loggedIn,
    suspended: account.suspended,
    onSaveGame: canSave ? account.saveGame : undefined,
    onCreateWithAi: () => navigate(routePath({ screen: 'ai', sessionId: null })),
    onReturn: returnFromGame,
  };

  /** The route table's elements: each screen of routes.ts and what shows there. */
  const screens: ScreenTable = {
    home: () => <FreeplayScreen {...freeplayProps} game={null} />,
    play: (r) => <PlayRoute {...freeplayProps} route={r} onLoaded={holdGame} />,
    'play-builtin': (r) => <PlayRoute {...freeplayProps} route={r} onLoaded={holdGame} />,
    'play-game': (r) => <PlayRoute {...freeplayProps} route={r} onLoaded={holdGame} />,
    review: (r) => <PlayRoute {...freeplayProps} route={r} onLoaded={holdGame} />,
    'builtin-page': (r) => <LazyGamePage key={r.gameId} game={{ gameId: r.gameId }} name="" backLabel={gamePageBackLabel()} onBack={goBackHome} onPlay={startGame} />,
    'game-page': (r) => <LazyGamePage key={r.id} game={{ dictionaryId: r.id }} name="" backLabel={gamePageBackLabel()} onBack={goBackHome} onPlay={startGame} />,
    edit: (r) => (
      <RequireLogin what={t`the game editor`}>
        <LazyGameEditor key={r.id} dictionaryId={r.id} onBack={goBackToDashboard} onSaved={goBackToDashboard} />
      </RequireLogin>
    ),
    library: (r) => <LazyLibrary query={r.query} onQueryChange={(query) => navigate(routePath({ screen: 'library', query }))} onBack={goBackHome} onPlay={startGame} />,
    dashboard: () => (
      <RequireLogin what={t`your dashboard`}>
        <ProfileView onBack={goBackHome} onPlayGame={startGame} />
      </RequireLogin>
    ),
    ai: (r) => (
      <RequireLogin what={t`the AI game creator`}>
        <LazyAiCreator
          resume={ai.resumeFor(r.sessionId)}
          onResumeChange={(resume) => {
            ai.setResume(resume);
            if (resume.sessionId !== r.sessionId) navigate(routePath({ screen: 'ai', sessionId: resume.sessionId }), { replace: true });
          }}
          onTestPlay={startGame}
          onBack={goBackHome}
        />
      </RequireLogin>
    ),
    // The competition's element is kept below (its room connection outlives a visit to another screen).
    competition: () => null,
    room: () => null,
    'host-tournament': () => (
      <LazyTournament target={{ kind: 'host' }} theme={theme} paused={helpOpen} onOpen={(t) => navigate(projectorOr(t), { replace: true })} onClose={goBackToCompetition} />
    ),
    'join-tournament': () => (
      <LazyTournament target={{ kind: 'enter' }} theme={theme} paused={helpOpen} onOpen={(t) => navigate(tournamentPath(t))} onClose={goBackToCompetition} />
    ),
    tournament: (r) => tournamentByCode(r.code),

    // The projector is the host's view of the same tournament screen, at its own address.
    projector: (r) => tournamentByCode(r.code),

    'class-join': classScreen,
    class: classScreen,
    gradebook: classScreen,
    'my-assignments': classScreen,
    'assignment-report': classScreen,
    'assignment-play': classScreen,
    admin: (r) => (
      <RequireLogin what={t`the admin dashboard`}>
        <AdminRoute tab={r.tab} onTab={(tab) => navigate(routePath({ screen: 'admin', tab }))} onBack={goBackHome} />
      </RequireLogin>
    ),
    'reset-password': (r) => <AuthStepRoute route={r} home={<FreeplayScreen {...freeplayProps} game={null} />} />,
    'verify-email': (r) => <AuthStepRoute route={r} home={<FreeplayScreen {...freeplayProps} game={null} />} />,
    'not-found': () => <NotFound />,
  };
  const render = screens[route.screen] as (route: Route) => ReactNode;
  const onCompetition = route.screen === 'competition' || route.screen === 'room';

  return (
    <div className="app">
      <Header
        mode={MODE_OF[route.screen] ?? null}
        onModeChange={(next) => navigate(routePath({ screen: next === 'competition' ? 'competition' : 'home' }))}
        theme={theme}
        onToggleTheme={toggleTheme}
        onOpenHelp={() => setHelpOpen(true)}
        onLocaleSwitched={(locale) => keepLocaleChoice(account.loggedIn, locale)}
        account={
          <>
            {account.loggedIn && <LazyAssignmentsButton />}
            {account.loggedIn && <LazyReviewButton onStart={startGame} />}
            <AccountButton onOpenDashboard={() => navigate(routePath({ screen: 'dashboard' }))} />
          </>
        }
      />
      <main className="app-main">
        {render(route)}
        <CompetitionKeeper
          route={route}
          theme={theme}
          paused={helpOpen || !onCompetition}
          onRoom={(code, replace) => navigate(routePath(code === null ? { screen: 'competition' } : { screen: 'room', code }), { replace })}
          onBack={() => navigate(routePath({ screen: 'home' }))}
        />
      </main>
      <Footer>
        <AdminLoginLink onLoggedIn={() => navigate(routePath({ screen: 'admin', tab: 'overview' }))} />
      </Footer>
      <LazyHelpPopup open={helpOpen} onClose={() => setHelpOpen(false)} />
      {account.dialogs}
    </div>
  );
}

/** A tournament just hosted opens on its projector. */
function projectorOr(target: Parameters<typeof tournamentPath>[0]): string {
  return target.kind === 'code' ? routePath({ screen: 'projector', code: target.code }) : tournamentPath(target);
}
