import { describe, expect, it } from 'vitest';
import { legacyJoinRedirect, parseRoute, routePath, type Route, type Screen } from './routes';

/** One route of every screen (and the variants a screen's address has): each must survive path → route → path. */
const EVERY_SCREEN: Array<[path: string, route: Route]> = [
  ['/', { screen: 'home' }],
  ['/play', { screen: 'play' }],
  ['/play/builtin/multiplication-table', { screen: 'play-builtin', gameId: 'multiplication-table', pairs: null }],
  ['/play/builtin/multiplication-table?pairs=8', { screen: 'play-builtin', gameId: 'multiplication-table', pairs: 8 }],
  ['/play/game/42', { screen: 'play-game', id: 42, pairs: null }],
  ['/play/game/42?pairs=5', { screen: 'play-game', id: 42, pairs: 5 }],
  ['/review', { screen: 'review' }],
  ['/builtin/us-states', { screen: 'builtin-page', gameId: 'us-states' }],
  ['/games/7', { screen: 'game-page', id: 7 }],
  ['/games/7/edit', { screen: 'edit', id: 7 }],
  ['/library', { screen: 'library', query: { q: '', category: '', sort: 'plays', page: 1 } }],
  ['/library?q=cats+%26+dogs&category=history&sort=newest&page=3', { screen: 'library', query: { q: 'cats & dogs', category: 'history', sort: 'newest', page: 3 } }],
  ['/dashboard', { screen: 'dashboard' }],
  ['/ai', { screen: 'ai', sessionId: null }],
  ['/ai/12', { screen: 'ai', sessionId: 12 }],
  ['/competition', { screen: 'competition' }],
  ['/rooms/ABC234', { screen: 'room', code: 'ABC234' }],
  ['/tournaments/new', { screen: 'host-tournament' }],
  ['/tournaments/join', { screen: 'join-tournament' }],
  ['/t/XYZ789', { screen: 'tournament', code: 'XYZ789' }],
  ['/tournaments/XYZ789/projector', { screen: 'projector', code: 'XYZ789' }],
  ['/team-races/new', { screen: 'host-team-race' }],
  ['/r/XYZ789', { screen: 'team-race', code: 'XYZ789' }],
  ['/team-races/XYZ789/projector', { screen: 'team-race-projector', code: 'XYZ789' }],
  ['/c/KPW2QX', { screen: 'class-join', code: 'KPW2QX' }],
  ['/classes/3', { screen: 'class', id: 3 }],
  ['/classes/3/gradebook', { screen: 'gradebook', id: 3 }],
  ['/assignments', { screen: 'my-assignments' }],
  ['/assignments/8/report', { screen: 'assignment-report', id: 8 }],
  ['/assignment-plays/21', { screen: 'assignment-play', id: 21 }],
  ['/admin', { screen: 'admin', tab: 'overview' }],
  ['/admin/users', { screen: 'admin', tab: 'users' }],
  ['/admin/messages', { screen: 'admin', tab: 'messages' }],
  ['/admin/notifications', { screen: 'admin', tab: 'notifications' }],
  ['/admin/public-games', { screen: 'admin', tab: 'public-games' }],
  ['/reset-password', { screen: 'reset-password', email: '', request: '', code: '', expires: '' }],
  [
    '/reset-password?email=a%2Bb%40example.com&request=req_AB-12&code=004200&expires=1893553499',
    { screen: 'reset-password', email: 'a+b@example.com', request: 'req_AB-12', code: '004200', expires: '1893553499' },
  ],
  ['/verify-email', { screen: 'verify-email', user: '', email: '', code: '', expires: '' }],
  [
    '/verify-email?user=7&email=a%40example.com&code=123456&expires=1893553499',
    { screen: 'verify-email', user: '7', email: 'a@example.com', code: '123456', expires: '1893553499' },
  ],
];

describe('the route table', () => {
  it.each(EVERY_SCREEN)('%s parses to its screen and back', (path, route) => {
    const [pathname, search = ''] = path.split('?');
    expect(parseRoute(pathname!, search)).toEqual(route);
    expect(routePath(route)).toBe(path);
  });

  it('covers every screen but the not-found page', () => {
    // A screen added to Route without an entry here fails to typecheck: the list must name it.
    const all: Record<Exclude<Screen, 'not-found'>, true> = {
      home: true,
      play: true,
      'play-builtin': true,
      'play-game': true,
      review: true,
      'builtin-page': true,
      'game-page': true,
      edit: true,
      library: true,
      dashboard: true,
      ai: true,
      competition: true,
      room: true,
      'host-tournament': true,
      'join-tournament': true,
      tournament: true,
      projector: true,
      'host-team-race': true,
      'team-race': true,
      'team-race-projector': true,
      'class-join': true,
      class: true,
      gradebook: true,
      'my-assignments': true,
      'assignment-report': true,
      'assignment-play': true,
      admin: true,
      'reset-password': true,
      'verify-email': true,
    };
    expect(new Set(EVERY_SCREEN.map(([, route]) => route.screen))).toEqual(new Set(Object.keys(all)));
  });

  it('reads a trailing slash, lower-case codes and escaped segments as the same address', () => {
    expect(parseRoute('/dashboard/')).toEqual({ screen: 'dashboard' });
    expect(parseRoute('/rooms/abc234')).toEqual({ screen: 'room', code: 'ABC234' });
    expect(parseRoute('/t/xyz789')).toEqual({ screen: 'tournament', code: 'XYZ789' });
    // The team race's join link (its server's joinUrl), typed from a projector in lower case.
    expect(parseRoute('/r/xyz789')).toEqual({ screen: 'team-race', code: 'XYZ789' });
    // R-CLASS-1: a class link typed in lower case still opens the class's join page.
    expect(parseRoute('/c/kpw2qx')).toEqual({ screen: 'class-join', code: 'KPW2QX' });
    expect(parseRoute('/admin/overview')).toEqual({ screen: 'admin', tab: 'overview' });
  });

  it.each([
    '/nowhere',
    '/games/abc',
    '/games/0',
    '/games/7/delete',
    '/rooms/TOO-LONG-CODE',
    '/rooms/ABC10I',
    '/admin/secrets',
    '/ai/x',
    '/play/builtin/Not_A_Slug',
    '/%E0%A4%A',
    '/c/SHORT',
    '/classes/x',
    '/assignment-plays/0',
  ])('%s is the not-found page', (path) => {
    expect(parseRoute(path)).toEqual({ screen: 'not-found' });
  });

  it('drops query fields it cannot read instead of refusing the address', () => {
    expect(parseRoute('/library', '?sort=sideways&page=-2')).toEqual({ screen: 'library', query: { q: '', category: '', sort: 'plays', page: 1 } });
    expect(parseRoute('/play/game/3', '?pairs=lots')).toEqual({ screen: 'play-game', id: 3, pairs: null });
  });

  it('redirects the old join link /?t=CODE to /t/CODE, and nothing else', () => {
    expect(legacyJoinRedirect('/', '?t=abc234')).toBe('/t/ABC234');
    expect(legacyJoinRedirect('/', '?t=%20XYZ789%20')).toBe('/t/XYZ789');
    expect(legacyJoinRedirect('/', '?t=nope')).toBeNull();
    expect(legacyJoinRedirect('/', '')).toBeNull();
    expect(legacyJoinRedirect('/library', '?t=ABC234')).toBeNull();
  });
});
