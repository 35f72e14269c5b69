// Reviews both ways and no-shows (issue 27, decision 043): a stay's two reviews as the viewer may see
// them, the guest profile, and the host's writes. Shared by My Trips, Guest Bookings and the admin
// user page.

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewInput } from '../../../domain/schemas/reviews';
import type { GuestProfile, NoShowInput, StayReviews } from '../../../domain/schemas/stay-reviews';
import { api } from '../api';
import { apiPath } from '../../../domain/api-paths';
import { queryKeys } from './keys';

/** GET /v1/bookings/stays/{night}/reviews. */
export function getStayReviewsQueryOptions(night: string) {
  return queryOptions({
    queryKey: queryKeys.reviews.ofStay(night),
    queryFn: ({ signal }) =>
      api<StayReviews>(apiPath('/v1/bookings/stays/{night}/reviews', { night }), { signal }),
  });
}

export const useStayReviews = (night: string) => useQuery(getStayReviewsQueryOptions(night));

/** GET /v1/users/{id}/guest-profile. */
export function getGuestProfileQueryOptions(guestId: string) {
  return queryOptions({
    queryKey: queryKeys.reviews.guestProfile(guestId),
    queryFn: ({ signal }) =>
      api<GuestProfile>(apiPath('/v1/users/{id}/guest-profile', { id: guestId }), { signal }),
  });
}

export const useGuestProfile = (guestId: string | null | undefined) =>
  useQuery({ ...getGuestProfileQueryOptions(guestId ?? ''), enabled: !!guestId });

/** Refreshes what shows a stay's reviews and guests' profiles. */
function useRefreshReviews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all });
}

/** POST /v1/bookings/stays/{night}/guest-review: the host reviews the guest. */
export function useReviewGuest(night: string) {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: (body: Omit<ReviewInput, 'stay'>) =>
      api<StayReviews>(apiPath('/v1/bookings/stays/{night}/guest-review', { night }), {
        method: 'POST',
        body,
      }),
    onSuccess: refresh,
  });
}

/** POST /v1/bookings/stays/{night}/no-show: the host marks the guest as a no-show. */
export function useMarkNoShow(night: string) {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: (body: NoShowInput) =>
      api<StayReviews>(apiPath('/v1/bookings/stays/{night}/no-show', { night }), { method: 'POST', body }),
    onSuccess: refresh,
  });
}

/** POST /v1/admin/users/{id}/no-shows/clear: an administrator clears a guest's no-shows. */
export function useClearNoShows(guestId: string) {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: (reason: string) =>
      api<GuestProfile>(apiPath('/v1/admin/users/{id}/no-shows/clear', { id: guestId }), {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: refresh,
  });
}
