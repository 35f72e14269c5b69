import { useState, type ReactNode } from 'react';
import { MantineProvider, type MantineColorSchemeManager } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppErrorBoundary } from '../components/error-boundary';
import { NotificationsOnDemand } from './notifications';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

/**
 * Stopover is light only (index.html says so for the first paint). Mantine's default manager reads
 * and watches localStorage for a scheme we never offer; registering its 'storage' listener alone cost
 * a long task while the app started on a phone (issue 14).
 */
export const lightOnly: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};

/**
 * Mantine draws the theme's CSS variables and its hiddenFrom/visibleFrom classes as <style> elements
 * inside the app, i.e. in the body of the pages the server renders, where HTML does not allow them
 * (issue 24). They never change, so mantine-theme.css holds them instead (theme.test.tsx keeps it equal
 * to what Mantine would draw).
 */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      colorSchemeManager={lightOnly}
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <NotificationsOnDemand />
          {children}
        </QueryClientProvider>
      </AppErrorBoundary>
    </MantineProvider>
  );
}
