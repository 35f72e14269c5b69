import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '../../../domain/schemas/config';
import { api } from '../api';

/** Used until the config arrives, or when it cannot be fetched. */
export const FALLBACK_CLIENT_CONFIG: ClientConfig = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  socialProviders: [],
  payments: { provider: 'local', publishableKey: null },
};

export async function getConfig(signal?: AbortSignal): Promise<ClientConfig> {
  return api<ClientConfig>('/v1/config', { signal });
}

export function getConfigQueryOptions() {
  return queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getConfig(signal),
    staleTime: Infinity,
  });
}

export function useConfig() {
  return useQuery(getConfigQueryOptions());
}

/**
 * The social sign-in providers the server has enabled ('google', 'facebook'), or null when the
 * config does not say (then the button tries, and explains if the server refuses).
 */
export function enabledSocialProviders(config: unknown): string[] | null {
  const list = (config as { socialProviders?: unknown } | undefined)?.socialProviders;
  return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : null;
}
