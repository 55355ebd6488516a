/**
 * Every class screen and section comes from one chunk (screens.ts), imported from here: not from the header's
 * button (lazy.tsx), which is on the first page, so that the screens' import and the names of the ~30 chunks it
 * preloads are written into the other screens' chunk rather than the first page's entry (issue 35: 0.5 KB gzip).
 */
export const screens = () => import('./screens');
