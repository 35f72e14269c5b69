import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Receipt } from '../../../../domain/schemas/tax-documents';
import { api, apiUrl } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

const receiptPath = (paymentId: string) => apiPath('/v1/bookings/stays/{paymentId}/receipt', { paymentId });

/** GET /v1/bookings/stays/{paymentId}/receipt: a stay's receipt, a tax invoice from Stopover. */
export function getReceipt(paymentId: string, signal?: AbortSignal): Promise<Receipt> {
  return api<Receipt>(receiptPath(paymentId), { signal });
}

export function useReceipt(paymentId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.receipt(paymentId),
      queryFn: ({ signal }) => getReceipt(paymentId, signal),
    }),
  );
}

/** The receipt's PDF, in the language shown (a download link: the session cookie goes with it). */
export const receiptPdfUrl = (paymentId: string) =>
  apiUrl(apiPath('/v1/bookings/stays/{paymentId}/receipt.pdf', { paymentId }), {
    language: currentLanguage(),
  });
