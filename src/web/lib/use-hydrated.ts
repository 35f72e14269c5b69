import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the app takes over a page the server drew (and on the server), true otherwise. What
 * only the browser knows (its storage, its screen) must wait for it, or the first render would not
 * match the server's markup (decision 026).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
