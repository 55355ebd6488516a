import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH, TOURNAMENT_JOIN_PARAM } from '@matchdrop/shared';

/**
 * The route table: every screen of the client and its address. Pure (no window, no React): `parseRoute`
 * reads an address into a screen, `routePath` writes a screen back into its address; App.tsx maps each
 * screen to its element. A screen that is not here has no address, and an address that is not here is
 * the not-found page.
 */
export type AdminTab = 'overview' | 'users' | 'messages' | 'notifications' | 'public-games';
const ADMIN_TABS: readonly AdminTab[] = ['overview', 'users', 'messages', 'notifications', 'public-games'];

export type LibrarySort = 'plays' | 'newest';
export interface LibraryQuery {
  q: string;
  category: string;
  sort: LibrarySort;
  page: number;
}
export const FIRST_LIBRARY_PAGE: LibraryQuery = { q: '', category: '', sort: 'plays', page: 1 };

export type Route =
  | { screen: 'home' }
  | { screen: 'play-builtin'; gameId: string; pairs: number | null }
  | { screen: 'play-game'; id: number; pairs: number | null }
  /** An uploaded game or an AI test play: its pairs live only in this tab (nothing on the server to load them by). */
  | { screen: 'play' }
  | { screen: 'review' }
  | { screen: 'builtin-page'; gameId: string }
  | { screen: 'game-page'; id: number }
  | { screen: 'edit'; id: number }
  | { screen: 'library'; query: LibraryQuery }
  | { screen: 'dashboard' }
  | { screen: 'ai'; sessionId: number | null }
  | { screen: 'competition' }
  | { screen: 'room'; code: string }
  | { screen: 'host-tournament' }
  | { screen: 'join-tournament' }
  | { screen: 'tournament'; code: string }
  | { screen: 'projector'; code: string }
  | { screen: 'host-team-race' }
  /** A team race's join link and its players' phone screens. */
  | { screen: 'team-race'; code: string }
  | { screen: 'team-race-projector'; code: string }
  | { screen: 'class-join'; code: string }
  | { screen: 'class'; id: number }
  | { screen: 'gradebook'; id: number }
  | { screen: 'my-assignments' }
  | { screen: 'assignment-report'; id: number }
  | { screen: 'assignment-play'; id: number }
  | { screen: 'admin'; tab: AdminTab }
  /** The mailed link fills in the reset (api/src/codes/mail.ts writes it); '' where the address has no field. */
  | { screen: 'reset-password'; email: string; request: string; code: string; expires: string }
  | { screen: 'verify-email'; user: string; email: string; code: string; expires: string }
  | { screen: 'not-found' };

export type Screen = Route['screen'];

const CODE = new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`);
const positive = (raw: string): number | null => (/^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null);

/**
 * How each `:name` of a pattern (and each query field) is read; null: the address is not this screen.
 * Room and tournament codes are upper case, but a link typed in lower case still opens.
 */
const PARAMS: Record<string, (raw: string) => unknown> = {
  id: positive,
  sessionId: positive,
  gameId: (raw) => (/^[a-z0-9][a-z0-9-]{0,99}$/.test(raw) ? raw : null),
  code: (raw) => (CODE.test(raw.toUpperCase()) ? raw.toUpperCase() : null),
  tab: (raw) => (ADMIN_TABS.includes(raw as AdminTab) ? raw : null),
};

/**
 * The route table: each address pattern and its screen, with what the pattern leaves out (`fixed`).
 * The first pattern of a screen that fits a route writes its address, so `/ai` is the AI creator without a chat.
 */
const TABLE: ReadonlyArray<{ pattern: string; screen: Screen; fixed?: Record<string, unknown> }> = [
  { pattern: '/', screen: 'home' },
  { pattern: '/play', screen: 'play' },
  { pattern: '/play/builtin/:gameId', screen: 'play-builtin' },
  { pattern: '/play/game/:id', screen: 'play-game' },
  { pattern: '/review', screen: 'review' },
  { pattern: '/builtin/:gameId', screen: 'builtin-page' },
  { pattern: '/games/:id', screen: 'game-page' },
  { pattern: '/games/:id/edit', screen: 'edit' },
  { pattern: '/library', screen: 'library' },
  { pattern: '/dashboard', screen: 'dashboard' },
  { pattern: '/ai', screen: 'ai', fixed: { sessionId: null } },
  { pattern: '/ai/:sessionId', screen: 'ai' },
  { pattern: '/competition', screen: 'competition' },
  { pattern: '/rooms/:code', screen: 'room' },
  { pattern: '/tournaments/new', screen: 'host-tournament' },
  { pattern: '/tournaments/join', screen: 'join-tournament' },
  { pattern: '/t/:code', screen: 'tournament' },
  { pattern: '/tournaments/:code/projector', screen: 'projector' },
  { pattern: '/team-races/new', screen: 'host-team-race' },
  { pattern: '/r/:code', screen: 'team-race' },
  { pattern: '/team-races/:code/projector', screen: 'team-race-projector' },
  { pattern: '/c/:code', screen: 'class-join' },
  { pattern: '/classes/:id', screen: 'class' },
  { pattern: '/classes/:id/gradebook', screen: 'gradebook' },
  { pattern: '/assignments', screen: 'my-assignments' },
  { pattern: '/assignments/:id/report', screen: 'assignment-report' },
  { pattern: '/assignment-plays/:id', screen: 'assignment-play' },
  { pattern: '/admin', screen: 'admin', fixed: { tab: 'overview' } },
  { pattern: '/admin/:tab', screen: 'admin' },
  { pattern: '/reset-password', screen: 'reset-password' },
  { pattern: '/verify-email', screen: 'verify-email' },
];

/** The text fields of the mailed links, in the order the mail writes them. */
const LINK_FIELDS: Partial<Record<Screen, readonly string[]>> = { 'reset-password': ['email', 'request', 'code', 'expires'], 'verify-email': ['user', 'email', 'code', 'expires'] };

/** The query fields of the screens that have them: a game's pair count, the library's search, a mailed code. */
function readQuery(screen: Screen, params: URLSearchParams): Record<string, unknown> {
  const link = LINK_FIELDS[screen];
  if (link) return Object.fromEntries(link.map((name) => [name, params.get(name) ?? '']));
  if (screen === 'play-builtin' || screen === 'play-game') return { pairs: positive(params.get('pairs') ?? '') };
  if (screen !== 'library') return {};
  const query: LibraryQuery = {
    q: params.get('q') ?? '',
    category: params.get('category') ?? '',
    sort: params.get('sort') === 'newest' ? 'newest' : 'plays',
    page: positive(params.get('page') ?? '') ?? 1,
  };
  return { query };
}

function writeQuery(route: Route): string {
  const fields: Record<string, string | number | null> =
    route.screen === 'play-builtin' || route.screen === 'play-game'
      ? { pairs: route.pairs }
      : route.screen === 'library'
        ? { ...route.query, sort: route.query.sort === 'plays' ? null : route.query.sort, page: route.query.page === 1 ? null : route.query.page }
        : Object.fromEntries((LINK_FIELDS[route.screen] ?? []).map((name) => [name, (route as unknown as Record<string, string>)[name]!]));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== null && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** The screen an address shows (a trailing slash is the same address); the not-found page when none. */
export function parseRoute(pathname: string, search = ''): Route {
  const have = pathname.split('/').filter(Boolean);
  for (const { pattern, screen, fixed } of TABLE) {
    const want = pattern.split('/').filter(Boolean);
    if (want.length !== have.length) continue;
    const route: Record<string, unknown> = { screen, ...fixed };
    const fits = want.every((part, index) => {
      let raw: string;
      try {
        raw = decodeURIComponent(have[index]!);
      } catch {
        return false;
      }
      if (!part.startsWith(':')) return part === raw;
      route[part.slice(1)] = PARAMS[part.slice(1)]!(raw);
      return route[part.slice(1)] !== null;
    });
    if (fits) return { ...route, ...readQuery(screen, new URLSearchParams(search)) } as Route;
  }
  return { screen: 'not-found' };
}

/** The address of a screen: what parseRoute reads back into the same route. */
export function routePath(route: Route): string {
  const fields = route as unknown as Record<string, unknown>;
  const entry = TABLE.find(
    ({ pattern, screen, fixed = {} }) =>
      screen === route.screen &&
      Object.entries(fixed).every(([name, value]) => fields[name] === value) &&
      (pattern.match(/:\w+/g) ?? []).every((param) => fields[param.slice(1)] !== null && fields[param.slice(1)] !== undefined),
  );
  if (!entry) return '/not-found';
  return entry.pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(fields[name]))) + writeQuery(route);
}

/** The old join link `/?t=CODE` (printed QR codes carry it): the tournament link it now redirects to, or null. */
export function legacyJoinRedirect(pathname: string, search: string): string | null {
  if (pathname !== '/') return null;
  const raw = new URLSearchParams(search).get(TOURNAMENT_JOIN_PARAM);
  const found = raw === null ? null : (PARAMS.code!(raw.trim()) as string | null);
  return found === null ? null : routePath({ screen: 'tournament', code: found });
}
