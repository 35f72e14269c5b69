import { lazy, Suspense, useSyncExternalStore } from 'react';
import { noticeShown, onFirstNotice } from '../lib/notify';

const NotificationsContainer = lazy(() => import('./notifications-container'));

/**
 * Mantine's notification container, loaded with the first notice (lib/notify.ts): most visits never
 * show one, so its code stays off the first page load.
 */
export function NotificationsOnDemand() {
  const wanted = useSyncExternalStore(onFirstNotice, noticeShown, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
