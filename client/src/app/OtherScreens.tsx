import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { ProfileView } from '../account/lazy-profile';
import { LazyAiCreator } from '../ai/LazyAiCreator';
import type { useAiCreatorNav } from '../ai/use-ai-creator-nav';
import { LazyClassesRoute, type ClassRoute } from '../classes';
import type { GameStartRequest } from '../lib/game-start';
import { lazyChunk } from '../lib/lazy-chunk';
import { navState, useGoBack, useNavigate, useTitle } from '../lib/navigation';
import type { Theme } from '../lib/theme';
import { LazyGameEditor, LazyGamePage, LazyLibrary } from '../progress/lazy';
import { routePath, type Route, type Screen } from '../routes';
import { LazyTeamRace, LazyTournament } from '../tournament/lazy';
import { tournamentPath } from '../tournament/tournament-nav';
import { AuthStepRoute } from './AuthStepRoute';
import { RequireLogin } from './RequireLogin';

// Screens seldom opened first load when opened.
const NotFound = lazyChunk(() => import('../ui/NotFound').then((m) => m.NotFound));
const AdminRoute = lazyChunk(() => import('../admin/AdminRoute').then((m) => m.AdminRoute));

/** The screens of the first page's chunk (App.tsx); every other one is this chunk's. */
export type FirstPageScreen = 'home' | 'play' | 'play-builtin' | 'play-game' | 'review' | 'competition' | 'room';
export type OtherScreen = Exclude<Screen, FirstPageScreen>;
export type OtherRoute = Extract<Route, { screen: OtherScreen }>;

/** Each screen's element, given its route. */
type ScreenTable = { [S in OtherScreen]: (route: Extract<Route, { screen: S }>) => ReactNode };

/** The tab's title of each screen; undefined where the screen names itself (a game's page, the class screens). */
function titleOf(route: OtherRoute): string | undefined {
  // Called at render: the words are those of the language shown.
  const code = 'code' in route ? route.code : '';
  switch (route.screen) {
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
    case 'host-tournament':
      return t`Host a tournament`;
    case 'join-tournament':
      return t`Join a tournament`;
    case 'tournament':
      return t`Tournament ${code}`;
    case 'projector':
      return t`Projector — Tournament ${code}`;
    case 'host-team-race':
      return t`Host a team race`;
    case 'team-race':
      return t`Team race ${code}`;
    case 'team-race-projector':
      return t`Projector — Team race ${code}`;
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

/** A tournament just hosted opens on its projector. */
function projectorOr(target: Parameters<typeof tournamentPath>[0]): string {
  return target.kind === 'code' ? routePath({ screen: 'projector', code: target.code }) : tournamentPath(target);
}

interface OtherScreensProps {
  route: OtherRoute;
  theme: Theme;
  /** True while a popup covers the page: a running game pauses. */
  paused: boolean;
  /** Starts a game from a game page, the library, the dashboard or the AI creator's Test Play. */
  startGame: (request: GameStartRequest) => void;
  /** The AI chat to resume, held by App (it outlives the creator's screen). */
  ai: ReturnType<typeof useAiCreatorNav>;
  /** The first page, under the password-reset and verification popups. */
  home: ReactNode;
}

/**
 * Every screen but the first page's, in a chunk of its own: the first page carries only the route table's
 * parsing (routes.ts) and its own screens, and this loads when another address is opened.
 */
export function OtherScreens({ route, theme, paused, startGame, ai, home }: OtherScreensProps) {
  const navigate = useNavigate();
  const goBackHome = useGoBack('/');
  const goBackToDashboard = useGoBack(routePath({ screen: 'dashboard' }));
  const goBackToCompetition = useGoBack(routePath({ screen: 'competition' }));
  useTitle(titleOf(route));
  const classScreen = (r: ClassRoute) => <LazyClassesRoute route={r} theme={theme} paused={paused} />;
  // A tournament's player screen and its projector: one screen, keyed by the code so another code starts afresh.
  const tournamentByCode = (code: string) => (
    <LazyTournament key={code} target={{ kind: 'code', code }} theme={theme} paused={paused} onOpen={(t) => navigate(tournamentPath(t))} onClose={goBackToCompetition} />
  );

  const teamRaceByCode = (code: string) => <LazyTeamRace key={code} target={{ kind: 'code', code }} onClose={goBackToCompetition} />;

  /** The route table's elements: each screen of routes.ts and what shows there. */
  const screens: ScreenTable = {
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
    'host-tournament': () => (
      <LazyTournament target={{ kind: 'host' }} theme={theme} paused={paused} onOpen={(t) => navigate(projectorOr(t), { replace: true })} onClose={goBackToCompetition} />
    ),
    'join-tournament': () => <LazyTournament target={{ kind: 'enter' }} theme={theme} paused={paused} onOpen={(t) => navigate(tournamentPath(t))} onClose={goBackToCompetition} />,
    tournament: (r) => tournamentByCode(r.code),

    // The projector is the host's view of the same tournament screen, at its own address.
    projector: (r) => tournamentByCode(r.code),

    'host-team-race': () => (
      <RequireLogin what={t`the team race host form`}>
        <LazyTeamRace
          target={{ kind: 'host', onCreated: (code) => navigate(routePath({ screen: 'team-race-projector', code }), { replace: true }) }}
          onClose={goBackToCompetition}
        />
      </RequireLogin>
    ),
    // The join link and the projector: one screen, keyed by the code, that knows its host from the players.
    'team-race': (r) => teamRaceByCode(r.code),
    'team-race-projector': (r) => teamRaceByCode(r.code),
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
    'reset-password': (r) => <AuthStepRoute route={r} home={home} />,
    'verify-email': (r) => <AuthStepRoute route={r} home={home} />,
    'not-found': () => <NotFound />,
  };
  const render = screens[route.screen] as (route: OtherRoute) => ReactNode;
  return render(route);
}
