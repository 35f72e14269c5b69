// POST /v1/admin/refund {uid, reason}: an administrator refunds one night in full (spec sections 5,
// 7 and 8). Shared by every list of nights an administrator sees.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRefundBody, AdminRefundResponse } from '../../../domain/schemas/booking-cancel';
import { api, errorMessage } from '../api';
import { i18n } from '../i18n';
import { closeNotice, notifyDanger, notifyInfo, notifySuccess } from '../notify';
import { apiPath } from '../../../domain/api-paths';
import { queryKeys } from '../queries/keys';

const NOTICE_ID = 'refund-booking';

export async function refundNight(body: AdminRefundBody): Promise<AdminRefundResponse> {
  return api<AdminRefundResponse>(apiPath('/v1/admin/refund'), { method: 'POST', body });
}

/**
 * 'Refunding booking...' while it runs, then 'Refund complete' or 'Error refunding booking' with the
 * server's message; the lists of nights (under 'bookings') and the calendars are fetched anew.
 */
export function useRefundNight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundNight,
    onMutate: () => notifyInfo({ id: NOTICE_ID, title: i18n.t('booking.refunding') }),
    onSuccess: async () => {
      closeNotice(NOTICE_ID);
      notifySuccess({ title: i18n.t('booking.refundComplete') });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.locations.availabilityAll }),
      ]);
    },
    onError: (error) => {
      closeNotice(NOTICE_ID);
      notifyDanger({ title: i18n.t('booking.refundError'), message: errorMessage(error) });
    },
  });
}
