// Every notice the app shows goes through here, so each one closes itself after the spec's 4 seconds
// (the container loads on first use: app/notifications.tsx).

import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { NOTIFICATION_AUTO_CLOSE_MS } from '../../domain/constants';

type Notice = { title: string; message?: ReactNode; id?: string };

function show(color: string, { title, message, id }: Notice) {
  notifications.show({
    id,
    color,
    title,
    // Mantine requires a message; a title-only notice repeats nothing.
    message: message ?? '',
    autoClose: NOTIFICATION_AUTO_CLOSE_MS,
  });
}

export const notifySuccess = (notice: Notice) => show('stopover', notice);
export const notifyInfo = (notice: Notice) => show('blue', notice);
export const notifyDanger = (notice: Notice) => show('red', notice);
export const notifyWarning = (notice: Notice) => show('yellow', notice);
/** Closes a notice shown with an `id` before its 4 seconds are up (e.g. a 'saving…' notice once saved). */
export const closeNotice = (id: string) => notifications.hide(id);
