import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '../../../domain/schemas/config';
import { DEFAULT_PLATFORM_FEE_PERCENT } from '../../../domain/fees';
import { DEFAULT_TAX_RATES } from '../../../domain/gst';
import { api } from '../api';
import { apiPath } from '../../../domain/api-paths';
import { queryKeys } from './keys';

/** Used until the config arrives, or when it cannot be fetched. */
export const FALLBACK_CLIENT_CONFIG: ClientConfig = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  socialProviders: [],
  payments: { provider: 'local', publishableKey: null },
  platformFeePercent: DEFAULT_PLATFORM_FEE_PERCENT,
  gstPercent: DEFAULT_TAX_RATES.gstRateBp / 100,
  flatRateCreditPercent: DEFAULT_TAX_RATES.flatRateCreditBp / 100,
  partnerUrl: null,
};

export async function getConfig(signal?: AbortSignal): Promise<ClientConfig> {
  return api<ClientConfig>(apiPath('/v1/config'), { signal });
}

export function getConfigQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.config,
    queryFn: ({ signal }) => getConfig(signal),
    staleTime: Infinity,
  });
}

export function useConfig() {
  return useQuery(getConfigQueryOptions());
}
