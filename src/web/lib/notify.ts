// Every notice the app shows goes through here, so each one closes itself after the spec's 4 seconds.
// Mantine's notifications load with the first notice (most visits show none), and the container
// appears then (app/notifications.tsx).

import type { ReactNode } from 'react';
import { NOTIFICATION_AUTO_CLOSE_MS } from '../../domain/constants';

type Notice = { title: string; message?: ReactNode; id?: string };

const mantine = () => import('@mantine/notifications').then((module) => module.notifications);

let shown = false;
const listeners = new Set<() => void>();

/** Whether any notice has been shown yet, and a way to hear of the first. */
export const noticeShown = () => shown;
export function onFirstNotice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(color: string, { title, message, id }: Notice) {
  if (!shown) {
    shown = true;
    for (const listener of listeners) listener();
  }
  void mantine().then((notifications) =>
    notifications.show({
      id,
      color,
      title,
      // Mantine requires a message; a title-only notice repeats nothing.
      message: message ?? '',
      autoClose: NOTIFICATION_AUTO_CLOSE_MS,
    }),
  );
}

export const notifySuccess = (notice: Notice) => show('stopover', notice);
export const notifyInfo = (notice: Notice) => show('blue', notice);
export const notifyDanger = (notice: Notice) => show('red', notice);
export const notifyWarning = (notice: Notice) => show('yellow', notice);
/** Closes a notice shown with an `id` before its 4 seconds are up (e.g. a 'saving…' notice once saved). */
export const closeNotice = (id: string) => void mantine().then((notifications) => notifications.hide(id));
