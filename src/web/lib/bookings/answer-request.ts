// POST /v1/bookings/requests/{paymentId}/accept | decline | withdraw (issue 26): the host answers a
// request to book in Guest Bookings, the guest withdraws theirs in My Trips. Shared by both.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBookingResponse } from '../../../domain/schemas/booking-create';
import { api, errorMessage } from '../api';
import { apiPath } from '../../../domain/api-paths';
import { i18n } from '../i18n';
import { notifyDanger, notifySuccess } from '../notify';
import { queryKeys } from '../queries/keys';

export type RequestAnswer =
  | { paymentId: string; action: 'accept' | 'withdraw' }
  | { paymentId: string; action: 'decline'; reason: string | null };

const REQUEST_ANSWERS = {
  accept: (paymentId: string) => apiPath('/v1/bookings/requests/{paymentId}/accept', { paymentId }),
  decline: (paymentId: string) => apiPath('/v1/bookings/requests/{paymentId}/decline', { paymentId }),
  withdraw: (paymentId: string) => apiPath('/v1/bookings/requests/{paymentId}/withdraw', { paymentId }),
};

export async function answerRequest(answer: RequestAnswer): Promise<CreateBookingResponse> {
  return api<CreateBookingResponse>(REQUEST_ANSWERS[answer.action](answer.paymentId), {
    method: 'POST',
    body: answer.action === 'decline' ? { reason: answer.reason } : {},
  });
}

/**
 * Answers a request; on success the lists of nights (My Trips, Guest Bookings) and the calendars
 * (nights freed or taken) are fetched anew. A request answered meanwhile (expired, withdrawn) is
 * told with the server's message, in the person's language.
 */
export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerRequest,
    onSuccess: async (_, answer) => {
      notifySuccess({ title: i18n.t(`bookings.request.done.${answer.action}`) });
    },
    onError: (error) => {
      notifyDanger({ title: i18n.t('bookings.request.failed'), message: errorMessage(error) });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.locations.availabilityAll }),
      ]),
  });
}
