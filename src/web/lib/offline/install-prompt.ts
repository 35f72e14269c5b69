// The browser's offer to install the app (issue 29): kept from the moment it comes, shown only at a
// sensible moment (after a booking, never on a first visit), and used at most once.

import { useSyncExternalStore } from 'react';

type InstallPromptEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> };

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Called once at start-up: the browser fires its offer early, before any screen wants it. */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini bar would show on the first visit; we offer it after a booking instead.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

/** Whether the app can be installed now (the browser has made its offer and it is unused). */
export function useCanInstall(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => deferred !== null,
    () => false,
  );
}

export async function promptInstall(): Promise<void> {
  const offer = deferred;
  if (!offer) return;
  deferred = null;
  changed();
  await offer.prompt();
}
