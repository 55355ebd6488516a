export interface ListedRoute {
  method: string;
  /** The full path pattern, e.g. /api/v2/dictionaries/:id/play. */
  path: string;
}

interface RouterLayer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

function joinPath(prefix: string, path: string): string {
  if (path === '/' || path === '') return prefix === '' ? '/' : prefix;
  return `${prefix}${path}`;
}

/**
 * Every route of an Express 5 app or router, found by walking its router stack (nested routers
 * included), so a test over "every route" covers routes added later without being told.
 */
export function listRoutes(app: { router?: unknown; stack?: unknown }, prefix = ''): ListedRoute[] {
  const stack = ((app.router as { stack?: RouterLayer[] } | undefined)?.stack ?? app.stack ?? []) as RouterLayer[];
  const routes: ListedRoute[] = [];
  for (const layer of stack) {
    if (layer.route && typeof layer.route.path === 'string') {
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (on && method !== '_all') routes.push({ method: method.toUpperCase(), path: joinPath(prefix, layer.route.path) });
      }
    } else if (layer.handle?.stack) {
      // A router mounted at the root adds nothing to the path (not a "/": the API router sits at the app's root).
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      routes.push(...listRoutes({ stack: layer.handle.stack }, `${prefix}${mount}`));
    }
  }
  return routes;
}
