import { i18n } from '@lingui/core';

/**
 * A message shown before its catalog loaded (or never extracted) would show its id. Browser tests build with
 * VITE_E2E_HOOKS=1, where it is an uncaught error every test fails on; in development it is a console error.
 * A production build drops this code (Vite replaces import.meta.env.* with constants).
 */
export function reportMissingMessages(): void {
  if (import.meta.env.MODE === 'production' && import.meta.env.VITE_E2E_HOOKS !== '1') return;
  i18n.on('missing', ({ id, locale }) => {
    const problem = `Missing translation: message ${id} in ${locale} (its catalog did not load, or npm run i18n was not run)`;
    if (import.meta.env.VITE_E2E_HOOKS === '1')
      setTimeout(() => {
        throw new Error(problem);
      });
    else console.error(problem);
  });
}
