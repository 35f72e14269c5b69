// "Confirm it's you" (issue 31, decision 057): a sensitive action the server refuses with
// auth.recentSignInRequired opens one dialog, open to the whole app like the login overlay; the API
// client waits for it and sends the request again once. Requests refused while it is open wait for
// the same answer.

import { useSyncExternalStore } from 'react';

/** The code of the refusal that opens the dialog. */
export const RECENT_SIGN_IN_REQUIRED = 'auth.recentSignInRequired';

export type ConfirmIdentityState = { opened: boolean; openings: number };

let state: ConfirmIdentityState = { opened: false, openings: 0 };
let pending: { promise: Promise<boolean>; resolve: (confirmed: boolean) => void } | null = null;
/** Whether a page that can show the dialog is mounted (none while the server renders). */
let hosts = 0;
const listeners = new Set<() => void>();

function set(next: ConfirmIdentityState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Opens the dialog (or joins the one open) and answers whether the person confirmed it is them.
 * Without a page to show it on, the answer is no at once.
 */
export function requestConfirmation(): Promise<boolean> {
  if (hosts === 0) return Promise.resolve(false);
  if (pending) return pending.promise;
  let resolve!: (confirmed: boolean) => void;
  const promise = new Promise<boolean>((r) => (resolve = r));
  pending = { promise, resolve };
  set({ opened: true, openings: state.openings + 1 });
  return promise;
}

/** Closes the dialog with its answer: confirmed (the session is recent again) or given up. */
export function finishConfirmation(confirmed: boolean): void {
  const done = pending;
  pending = null;
  set({ ...state, opened: false });
  done?.resolve(confirmed);
}

/** Whether the dialog is open, waiting for the person. */
export const isConfirming = (): boolean => state.opened;

/** Called by the host that mounts the dialog; answers the function that unregisters it. */
export function registerConfirmationHost(): () => void {
  hosts += 1;
  return () => {
    hosts -= 1;
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useConfirmIdentityState(): ConfirmIdentityState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
