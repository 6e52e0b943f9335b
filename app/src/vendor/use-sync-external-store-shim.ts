/**
 * `use-sync-external-store/shim` for React 19, which has the hook itself: react-i18next imports the
 * shim (for React 17), and its CommonJS fallback would otherwise ride on the login screen's chunk.
 * `vite.config.ts` aliases the shim to this module.
 */
export { useSyncExternalStore } from 'react';
