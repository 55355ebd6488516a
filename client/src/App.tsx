import { useLingui } from '@lingui/react';
import { keepLocaleChoice } from './account/account-locale';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useCallback, useState, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { AccountButton } from './account/AccountButton';
import { useAccountScreens } from './account/use-account-screens';
import { AdminLoginLink } from './admin/AdminLoginLink';
import { useAiCreatorNav } from './ai/use-ai-creator-nav';
import type { FirstPageScreen, OtherRoute } from './app/OtherScreens';
import { useAuth } from './account/auth-context';
import { LazyAssignmentsButton } from './classes';
import { CompetitionKeeper } from './competitive/CompetitionKeeper';
import { FreeplayScreen } from './freeplay/FreeplayScreen';
import { playPath, returnPath } from './freeplay/game-address';
import { LazyPlayRoute } from './freeplay/lazy-play-route';
import { useFreeplay } from './freeplay/use-freeplay';
import type { AppMode } from './lib/app-mode';
import type { GameStartRequest } from './lib/game-start';
import { useGoBack, useNavigate, useShownLocation, useTitle } from './lib/navigation';
import { useTheme } from './lib/use-theme';
import { LazyReviewButton } from './progress/lazy-review-button';
import { useCanChangeGames } from './progress/use-can-change';
import { legacyJoinRedirect, routePath, type Route, type Screen } from './routes';
import { lazyChunk } from './lib/lazy-chunk';
import { Footer } from './ui/Footer';
import { Header } from './ui/Header';
import { LazyHelpPopup } from './ui/LazyHelpPopup';
import './styles/layout.css';

// Every screen but the first page's loads when its address is first opened: the first page stays small.
const OtherScreens = lazyChunk(
  () => import('./app/OtherScreens').then((m) => m.OtherScreens),
  <p className="panel muted" role="status">
    <Trans>Loading…</Trans>
  </p>,
);

/** The first page's screens' elements, given their route. */
type ScreenTable = { [S in FirstPageScreen]: (route: Extract<Route, { screen: S }>) => ReactNode };

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
  'host-team-race': 'competition',
  'team-race': 'competition',
  'team-race-projector': 'competition',
};

/** The tab's title of the first page's screens; undefined where the screen names itself (a game, every other screen). */
function titleOf(route: Route): string | null | undefined {
  // Called at render: the words are those of the language shown.
  switch (route.screen) {
    case 'home':
      return null;
    case 'competition':
      return t`Competition`;
    case 'room': {
      const code = route.code;
      return t`Room ${code}`;
    }
    default:
      return undefined;
  }
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
  // The phone's header menu hangs over the page: like the help, it pauses a running game while open.
  const [menuOpen, setMenuOpen] = useState(false);
  const covered = helpOpen || menuOpen;
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

  const legacy = legacyJoinRedirect(pathname, search);
  if (legacy !== null) return <Redirect to={legacy} replace />;
  // One address per screen: a typed variant (lower-case code, trailing slash, unread query fields) becomes the route's own.
  const canonical = route.screen === 'not-found' ? null : routePath(route);
  if (canonical !== null && canonical !== `${pathname}${search === '' ? '' : `?${search}`}`) return <Redirect to={canonical} replace />;

  const freeplayProps = {
    freeplay: { ...freeplay, startGame },
    theme,
    paused: covered,
    loggedIn: account.loggedIn,
    suspended: account.suspended,
    onSaveGame: canSave ? account.saveGame : undefined,
    onCreateWithAi: () => navigate(routePath({ screen: 'ai', sessionId: null })),
    onReturn: returnFromGame,
  };

  /** The route table's elements: each screen of routes.ts and what shows there. */
  const screens: ScreenTable = {
    home: () => <FreeplayScreen {...freeplayProps} game={null} />,
    play: (r) => <LazyPlayRoute {...freeplayProps} route={r} onLoaded={holdGame} />,
    'play-builtin': (r) => <LazyPlayRoute {...freeplayProps} route={r} onLoaded={holdGame} />,
    'play-game': (r) => <LazyPlayRoute {...freeplayProps} route={r} onLoaded={holdGame} />,
    review: (r) => <LazyPlayRoute {...freeplayProps} route={r} onLoaded={holdGame} />,
    // The competition's element is kept below (its room connection outlives a visit to another screen).
    competition: () => null,
    room: () => null,
  };
  const render = (r: Route): ReactNode =>
    r.screen in screens ? (
      (screens[r.screen as FirstPageScreen] as (route: Route) => ReactNode)(r)
    ) : (
      <OtherScreens route={r as OtherRoute} theme={theme} paused={covered} startGame={startGame} ai={ai} home={<FreeplayScreen {...freeplayProps} game={null} />} />
    );
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
        menuOpen={menuOpen}
        onMenuOpenChange={setMenuOpen}
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
          paused={covered || !onCompetition}
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
