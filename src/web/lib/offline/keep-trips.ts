import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useOnline } from './online';
import { saveTripsForOffline, savedMarkQueryOptions } from './saved-trips';
import { keepLoadedBundles } from './service-worker';

/** Long enough after a page starts that saving never competes with drawing it. */
const SAVE_DELAY_MS = 2000;

/**
 * While someone is signed in and online, keeps their upcoming stays on the device (issue 29): soon
 * after the app starts or the network returns, and again whenever their trips are fetched anew (after
 * a booking, a cancellation, an answer to a request). `warm` loads the pages the trips need offline,
 * so their bundles are kept too.
 */
export function useKeepTripsOffline(userId: string, warm: () => Promise<unknown>): void {
  const online = useOnline();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!online) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void saveTripsForOffline(userId).then(async (mark) => {
          if (!mark) return;
          queryClient.setQueryData(savedMarkQueryOptions(userId).queryKey, mark);
          await warm().catch(() => undefined);
          await keepLoadedBundles();
        });
      }, SAVE_DELAY_MS);
    };
    save();
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (event.query.queryKey[0] === 'bookings') save();
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [online, userId, queryClient, warm]);
}
