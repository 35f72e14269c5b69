// The login overlay's state, open to the whole app: the header's buttons, /login and /signup,
// guarded routes (and later Book Now) open it without importing the overlay's code, which loads
// the first time it opens.

import { useEffect, useSyncExternalStore } from 'react';

export type LoginOverlayMode = 'landing' | 'login' | 'reset' | 'signup';

export type LoginOverlayState = {
  opened: boolean;
  mode: LoginOverlayMode;
  /**
   * True when the overlay was opened because the page needs a signed-in person (a guarded route,
   * Book Now): after signing in the person stays on that page instead of the usual destination.
   */
  stay: boolean;
  /** A message to show on opening, e.g. why a social sign-in came back without a session. */
  notice: string | null;
  /** Counts openings, so a component can tell a new opening from the same one. */
  openings: number;
};

/** How many pages that need a signed-in person are showing (normally 0 or 1). */
let guardedPages = 0;

/**
 * Called by a page that needs a signed-in person: while it shows, signing in through the overlay
 * (however it was opened, e.g. the header's Log In) stays on that page.
 */
export function useStayAfterSignIn(): void {
  useEffect(() => {
    guardedPages += 1;
    return () => {
      guardedPages -= 1;
    };
  }, []);
}

let state: LoginOverlayState = { opened: false, mode: 'landing', stay: false, notice: null, openings: 0 };
const listeners = new Set<() => void>();

function set(next: LoginOverlayState) {
  state = next;
  for (const listener of listeners) listener();
}

export function openLoginOverlay(
  mode: LoginOverlayMode = 'landing',
  options: { stay?: boolean; notice?: string | null } = {},
): void {
  set({
    opened: true,
    mode,
    stay: options.stay ?? guardedPages > 0,
    notice: options.notice ?? null,
    openings: state.openings + 1,
  });
}

export function closeLoginOverlay(): void {
  if (state.opened) set({ ...state, opened: false, notice: null });
}

export function setLoginOverlayMode(mode: LoginOverlayMode): void {
  set({ ...state, mode, notice: null });
}

export function getLoginOverlayState(): LoginOverlayState {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useLoginOverlay(): LoginOverlayState {
  return useSyncExternalStore(subscribe, getLoginOverlayState, getLoginOverlayState);
}
