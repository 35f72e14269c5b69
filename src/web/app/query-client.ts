import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { SESSION_QUERY_KEY } from '../lib/session';

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // A 401 means the session ended (expired, signed out in another tab): ask who is signed in
      // again, so the header and signed-in pages catch up.
      onError: (error, query) => {
        if (error instanceof ApiError && error.status === 401 && query.queryKey[0] !== SESSION_QUERY_KEY[0]) {
          void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        }
      },
    }),
    defaultOptions: {
      queries: {
        // Asked even when the browser says it is offline: the service worker may answer from what
        // the device saved (issue 29). 'online' would leave the query paused, never asking it.
        networkMode: 'offlineFirst',
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change by asking again; network trouble and 5xx might.
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      // A change sent without a network fails at once with its error rather than waiting unseen.
      mutations: { networkMode: 'always' },
    },
  });
  return client;
}
