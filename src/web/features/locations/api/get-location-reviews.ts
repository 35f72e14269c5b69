import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewList } from '../../../../domain/schemas/reviews';
import { api } from '../../../lib/api';

/** GET /v1/locations/{id}/reviews: newest first, the reviewer by first name only. */
export async function getLocationReviews(id: number, signal?: AbortSignal): Promise<ReviewList> {
  return api<ReviewList>(`/v1/locations/${id}/reviews`, { signal });
}

export function getLocationReviewsQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['locations', 'reviews', id],
    queryFn: ({ signal }) => getLocationReviews(id, signal),
  });
}

export function useLocationReviews(id: number) {
  return useQuery(getLocationReviewsQueryOptions(id));
}
