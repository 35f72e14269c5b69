import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewList } from '../../../../domain/schemas/reviews';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** GET /v1/users/{id}/reviews: the reviews a user wrote, newest first. */
export async function getUserReviews(userId: string, signal?: AbortSignal): Promise<ReviewList> {
  return api<ReviewList>(apiPath('/v1/users/{id}/reviews', { id: userId }), { signal });
}

/** Under 'reviews': the viewer's own, which My Trips reads to offer a review only once per property. */
export function getUserReviewsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.reviews.byUser(userId),
    queryFn: ({ signal }) => getUserReviews(userId, signal),
  });
}

export function useUserReviews(userId: string | null | undefined) {
  return useQuery({ ...getUserReviewsQueryOptions(userId ?? ''), enabled: !!userId });
}
