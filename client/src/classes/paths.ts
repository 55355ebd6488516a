/**
 * The addresses the class screens link to. The same as routes.ts writes them (paths.test.ts checks each against
 * routePath): the screens build them here so their chunks do not import the route table, which would split it off
 * the first page's bundle into a chunk of its own.
 */
export const classPaths = {
  dashboard: (): string => '/dashboard',
  join: (code: string): string => `/c/${encodeURIComponent(code)}`,
  class: (id: number): string => `/classes/${id}`,
  gradebook: (id: number): string => `/classes/${id}/gradebook`,
  myAssignments: (): string => '/assignments',
  report: (id: number): string => `/assignments/${id}/report`,
  play: (id: number): string => `/assignment-plays/${id}`,
};
