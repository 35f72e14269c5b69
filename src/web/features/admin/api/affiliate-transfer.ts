import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferBody, TransferResponse } from '../../../../domain/schemas/affiliates';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/**
 * POST /v1/admin/transfer (administrators): pays the affiliate for the nights that may be paid and
 * lists the others with why. Failures: 409 affiliates.noPayoutAccount; 503 when the provider did not
 * answer (pressing Pay again finishes it, paying nothing twice).
 */
export async function transferToAffiliate(body: TransferBody): Promise<TransferResponse> {
  return api<TransferResponse>(apiPath('/v1/admin/transfer'), { method: 'POST', body });
}

export function useTransferToAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferToAffiliate,
    // Settled, not only on success: a failed Pay may still have paid some nights.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.affiliates.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings.affiliatesAll }),
      ]),
  });
}
