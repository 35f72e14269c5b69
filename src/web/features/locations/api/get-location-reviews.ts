import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewList } from '../../../../domain/schemas/reviews';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** GET /v1/locations/{id}/reviews: newest first, 20 a page, the reviewer by first name only. */
export async function getLocationReviews(
  id: number,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ReviewList> {
  return api<ReviewList>(apiPath('/v1/locations/{id}/reviews', { id }), { query: { cursor }, signal });
}

export function getLocationReviewsQueryOptions(id: number) {
  return infiniteQueryOptions({
    queryKey: queryKeys.locations.reviews(id),
    queryFn: ({ signal, pageParam }) => getLocationReviews(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });
}

export function useLocationReviews(id: number) {
  return useInfiniteQuery(getLocationReviewsQueryOptions(id));
}
