import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecondFactors } from '../../../../domain/schemas/second-factor';
import { apiPath } from '../../../../domain/api-paths';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/queries/keys';

/** GET /v1/users/{id}/second-factors: what the person holds (administrators may read anyone's). */
export function useUserSecondFactors(userId: string) {
  return useQuery({
    queryKey: queryKeys.security.factors(userId),
    queryFn: ({ signal }) =>
      api<SecondFactors>(apiPath('/v1/users/{id}/second-factors', { id: userId }), { signal }),
  });
}

/**
 * POST /v1/admin/users/{id}/second-factors/remove: an administrator removes a person's authenticator
 * app and passkeys with a reason (audited), which also ends their sessions (decision 056).
 */
export function useRemoveUserSecondFactors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason: string }) =>
      api<SecondFactors>(apiPath('/v1/admin/users/{id}/second-factors/remove', { id: userId }), {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: async (factors, { userId }) => {
      queryClient.setQueryData(queryKeys.security.factors(userId), factors);
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
    },
  });
}
