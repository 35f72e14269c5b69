import { useMutation } from '@tanstack/react-query';
import type { BookingQuote, BookingQuoteBody } from '../../../../domain/schemas/booking-create';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';

/**
 * POST /v1/locations/{id}/bookings/quote (issue 12): what a campaign code takes off the selected
 * nights and what the card would be charged; nothing is reserved or counted. A code that cannot be
 * used answers 400 with a `campaign.*` code and the field `code`, its message in the guest's language.
 */
export async function quoteBooking(locationId: number, body: BookingQuoteBody): Promise<BookingQuote> {
  return api<BookingQuote>(apiPath('/v1/locations/{id}/bookings/quote', { id: locationId }), {
    method: 'POST',
    body,
  });
}

export type QuoteBookingVariables = { locationId: number; body: BookingQuoteBody };

/** Applies a code in the confirm dialog: the quote, or the reason the code is refused. */
export function useQuoteBooking() {
  return useMutation({
    mutationFn: ({ locationId, body }: QuoteBookingVariables) => quoteBooking(locationId, body),
  });
}
