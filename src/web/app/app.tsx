import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** The whole app under a router: the browser's, or the server's for a page's first screen. */
export function AppTree({
  client,
  router,
}: {
  client?: QueryClient;
  router: (routes: ReactNode) => ReactNode;
}) {
  return <AppProviders client={client}>{router(<AppRoutes />)}</AppProviders>;
}

export function App({ client }: { client?: QueryClient }) {
  return <AppTree client={client} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />;
}
