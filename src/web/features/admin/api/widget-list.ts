import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WidgetSummaryList } from '../../../../domain/schemas/widgets';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** GET /v1/admin/widgets (content:edit): every promo widget with the sizes it has slides for. */
export async function getWidgets(signal?: AbortSignal): Promise<WidgetSummaryList> {
  return api<WidgetSummaryList>(apiPath('/v1/admin/widgets'), { signal });
}

export function getWidgetsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.widgets, queryFn: ({ signal }) => getWidgets(signal) });
}

export function useWidgets() {
  return useQuery(getWidgetsQueryOptions());
}
