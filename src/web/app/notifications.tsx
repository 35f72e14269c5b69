import { lazy, Suspense, useEffect, useState } from 'react';
import { notificationsStore } from '@mantine/notifications';

const NotificationsContainer = lazy(() => import('./notifications-container'));

/**
 * Mantine's notification container, loaded the first time something calls notifications.show():
 * most visits never show one, so its code stays off the first page load.
 */
export function NotificationsOnDemand() {
  const [wanted, setWanted] = useState(() => notificationsStore.getState().notifications.length > 0);
  useEffect(() => {
    if (wanted) return;
    return notificationsStore.subscribe(() => setWanted(true));
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
