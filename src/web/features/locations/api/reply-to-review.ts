import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HostReplyInput } from '../../../../domain/schemas/stay-reviews';
import { api } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** POST /v1/reviews/{id}/reply: the host's one public reply under a review of their property. */
export async function replyToReview({
  reviewId,
  ...body
}: HostReplyInput & { reviewId: number }): Promise<{ id: number; hostReply: string }> {
  return api<{ id: number; hostReply: string }>(apiPath('/v1/reviews/{id}/reply', { id: reviewId }), {
    method: 'POST',
    body,
  });
}

/** Posts the reply, then reloads the property's reviews so it shows under the review. */
export function useReplyToReview(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: async () => {
      notifySuccess({ title: i18n.t('stayReviewsUi.reply.saved') });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.locations.reviews(locationId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all }),
      ]);
    },
  });
}
