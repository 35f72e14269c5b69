// PUT /v1/bookings/{id}/status {status: 'cancelled', nights?}: a guest cancels nights of their stay, a
// host a guest's night at their property (spec sections 4, 7 and 8; decision 018). Shared by My Trips
// and Guest Bookings.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelBookingResponse } from '../../../domain/schemas/booking-cancel';
import { api, errorMessage } from '../api';
import { i18n } from '../i18n';
import { closeNotice, notifyDanger, notifyInfo, notifySuccess } from '../notify';
import { formatCents } from '../money';
import { cancelRequest } from './cancellation';
import { apiPath } from '../../../domain/api-paths';
import { queryKeys } from '../queries/keys';

const NOTICE_ID = 'cancel-booking';

/** Cancels these nights (ids of one stay) in one step; the answer says what came back for each. */
export async function cancelNights(nightIds: readonly number[]): Promise<CancelBookingResponse> {
  const { id, body } = cancelRequest(nightIds);
  return api<CancelBookingResponse>(apiPath('/v1/bookings/{id}/status', { id }), { method: 'PUT', body });
}

/**
 * Cancelling: 'Cancelling booking(s)...' while it runs, then 'Booking successfully cancelled!' with
 * what was refunded, or the failure with the server's message (already in the person's language).
 * Every list of nights (under 'bookings': My Trips and Guest Bookings) and the calendars, where the
 * nights are free again, are fetched anew.
 */
export function useCancelNights() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelNights,
    onMutate: () => notifyInfo({ id: NOTICE_ID, title: i18n.t('bookings.cancel.cancelling') }),
    onSuccess: async (result) => {
      closeNotice(NOTICE_ID);
      notifySuccess({
        title: i18n.t('bookings.cancel.cancelled'),
        message: i18n.t('bookings.cancel.refunded', { amount: formatCents(result.refund) }),
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.locations.availabilityAll }),
      ]);
    },
    onError: (error) => {
      closeNotice(NOTICE_ID);
      notifyDanger({ title: i18n.t('bookings.cancel.failed'), message: errorMessage(error) });
    },
  });
}
