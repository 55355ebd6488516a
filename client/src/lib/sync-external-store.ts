// wouter and @lingui/react reach React's useSyncExternalStore through the `use-sync-external-store` shim (for React < 18),
// a CommonJS package of its own on the first page. React 19 has the hook: vite.config.ts points the shim here.
export { useSyncExternalStore } from 'react';
