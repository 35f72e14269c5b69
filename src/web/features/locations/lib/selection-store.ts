// Where a stay's selection lives: in memory for the page, and in localStorage so it survives a
// sign-in, a reload and a detour to onboarding (one key per location; nights now gone are dropped on
// reading). Other tabs hear of a change through the storage event.

import { useCallback, useSyncExternalStore } from 'react';
import { todayInAuckland } from '../../../../domain/dates';
import {
  EMPTY_SELECTION,
  isEmpty,
  parseStoredSelection,
  selectionStorageKey,
  serializeSelection,
  type Selection,
} from './selection';

const cache = new Map<number, Selection>();
const listeners = new Set<() => void>();

function read(locationId: number): Selection {
  const cached = cache.get(locationId);
  if (cached) return cached;
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(selectionStorageKey(locationId));
  } catch {
    // Storage can be blocked (private browsing): the selection then lasts as long as the page.
  }
  const selection = parseStoredSelection(raw, todayInAuckland());
  cache.set(locationId, selection);
  return selection;
}

function notify() {
  for (const listener of listeners) listener();
}

/** Replaces a location's selection, in memory and in the browser's storage. */
export function saveSelection(locationId: number, selection: Selection): void {
  if (read(locationId) === selection) return;
  cache.set(locationId, selection);
  try {
    const key = selectionStorageKey(locationId);
    if (isEmpty(selection)) localStorage.removeItem(key);
    else localStorage.setItem(key, serializeSelection(selection));
  } catch {
    // As above: kept in memory only.
  }
  notify();
}

export function clearSelection(locationId: number): void {
  saveSelection(locationId, EMPTY_SELECTION);
}

/** Whether a location has nights selected, for code outside React (the page's first tab). */
export const hasSelection = (locationId: number): boolean => !isEmpty(read(locationId));

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed a selection: read it again.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('stopover.selection.')) {
      cache.clear();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A location's selection and a setter; re-renders when it changes here or in another tab. */
export function useSelection(locationId: number): [Selection, (next: Selection) => void] {
  const selection = useSyncExternalStore(
    subscribe,
    () => read(locationId),
    () => EMPTY_SELECTION,
  );
  const set = useCallback((next: Selection) => saveSelection(locationId, next), [locationId]);
  return [selection, set];
}
