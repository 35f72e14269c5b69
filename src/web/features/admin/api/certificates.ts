// The administrators' queue of self-containment certificates (issue 27): GET the waiting ones, then
// approve or reject one as it was when looked at (its submittedAt); both land in the audit trail.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CertificateQueue, VehicleDto } from '../../../../domain/schemas/vehicles';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

const QUEUE_KEY = queryKeys.admin.certificates;

export function useCertificateQueue() {
  return useQuery({
    queryKey: QUEUE_KEY,
    queryFn: ({ signal }) => api<CertificateQueue>(apiPath('/v1/admin/vehicle-certificates'), { signal }),
  });
}

export type CertificateVerdict =
  | { vehicleId: string; submittedAt: string; approve: true }
  | { vehicleId: string; submittedAt: string; approve: false; reason: string };

export function useReviewCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (verdict: CertificateVerdict) =>
      api<VehicleDto>(
        verdict.approve
          ? apiPath('/v1/admin/vehicle-certificates/{vehicleId}/approve', { vehicleId: verdict.vehicleId })
          : apiPath('/v1/admin/vehicle-certificates/{vehicleId}/reject', { vehicleId: verdict.vehicleId }),
        {
          method: 'POST',
          body: verdict.approve
            ? { submittedAt: verdict.submittedAt }
            : { submittedAt: verdict.submittedAt, reason: verdict.reason },
        },
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.audit });
    },
  });
}
