import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GstRegistration } from '../../../domain/schemas/payments';
import type { UserProfile } from '../../../domain/schemas/users';
import { api } from '../api';
import { getUserQueryOptions } from '../queries/get-user';
import { apiPath } from '../../../domain/api-paths';

/** PUT /v1/users/{id}/gst: whether the host is GST-registered, with their GST number (decision 049). */
export function saveGstRegistration(userId: string, body: GstRegistration): Promise<UserProfile> {
  return api<UserProfile>(apiPath('/v1/users/{id}/gst', { id: userId }), { method: 'PUT', body });
}

export function useSaveGstRegistration(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GstRegistration) => saveGstRegistration(userId, body),
    onSuccess: (profile) => queryClient.setQueryData(getUserQueryOptions(userId).queryKey, profile),
  });
}
