import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * Whether the page has been hydrated: false in the server's render and while hydrating it (so the
 * hydrated DOM matches the server's HTML), true right after. For what only a running app uses.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
}
