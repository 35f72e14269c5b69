import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBookingBody, CreateBookingResponse } from '../../../../domain/schemas/booking-create';
import { api } from '../../../lib/api';
import { outcomeUnknown, type BookingAttempt } from '../lib/book-now';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** How long to wait for the booking's answer; after that the same attempt (same key) is tried again. */
export const BOOKING_TIMEOUT_MS = 45_000;

/**
 * POST /v1/locations/{id}/bookings (decision 017): books and charges the selected nights with the
 * saved card. The Idempotency-Key makes a retry of one attempt book and charge once. Failures carry
 * the server's code and message (402 payments.cardDeclined, 409 booking.priceChanged, ...).
 */
export async function createBooking(
  locationId: number,
  body: CreateBookingBody,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<CreateBookingResponse> {
  return api<CreateBookingResponse>(apiPath('/v1/locations/{id}/bookings', { id: locationId }), {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    signal,
  });
}

export type CreateBookingVariables = { locationId: number; attempt: BookingAttempt };

/**
 * Books an attempt. A failure whose outcome is unknown (no answer, a server failure) is retried once
 * by itself with the same key; afterwards the availability and the guest's bookings are fetched again
 * whatever the outcome (a night may have been taken, a price changed, a stay made).
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ locationId, attempt }: CreateBookingVariables) =>
      createBooking(locationId, attempt.body, attempt.key, AbortSignal.timeout(BOOKING_TIMEOUT_MS)),
    retry: (failures, error) => failures < 1 && outcomeUnknown(error),
    retryDelay: 1_000,
    onSettled: async (_data, _error, { locationId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.locations.availabilityOf(locationId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
      ]);
    },
  });
}
