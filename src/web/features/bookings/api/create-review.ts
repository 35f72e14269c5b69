import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewDto, ReviewInput } from '../../../../domain/schemas/reviews';
import { api } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** POST /v1/locations/{id}/reviews. */
export async function createReview({
  locationId,
  ...body
}: ReviewInput & { locationId: number }): Promise<ReviewDto> {
  return api<ReviewDto>(apiPath('/v1/locations/{id}/reviews', { id: locationId }), { method: 'POST', body });
}

/** Posts a review; on success says 'Review was successfully created!' (spec section 8) and refreshes what shows it. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: async (review) => {
      notifySuccess({ title: i18n.t('reviews.created') });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.locations.detail(review.location) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.locations.reviews(review.location) }),
      ]);
    },
  });
}
