import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '../../../../domain/schemas/users';
import { api } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { getUserQueryOptions } from '../../../lib/queries/get-user';
import { refreshSession } from '../../../lib/session';
import { apiPath } from '../../../../domain/api-paths';

export type GuestDetails = { firstName: string; lastName: string; phone: string };

/**
 * PUT /v1/users/{id} with the names and phone the booking dialog asks for (as the account page saves
 * them); answers the updated profile. A refused value is 400 with its `field` (e.g. contact.phone).
 */
export async function saveGuestDetails(userId: string, details: GuestDetails): Promise<UserProfile> {
  return api<UserProfile>(apiPath('/v1/users/{id}', { id: userId }), {
    method: 'PUT',
    body: {
      names: { firstName: details.firstName, lastName: details.lastName },
      contact: { phone: details.phone },
    },
  });
}

/** Saves the details; says 'Account details successfully updated' (spec section 8) as the account page does. */
export function useSaveGuestDetails(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: GuestDetails) => saveGuestDetails(userId, details),
    onSuccess: async (profile) => {
      // Said here, not by the form: the saved profile moves the flow on, and the form goes with it.
      notifySuccess({ title: i18n.t('accounts.notices.updated') });
      queryClient.setQueryData(getUserQueryOptions(userId).queryKey, profile);
      // The header greets the person by the session's first name.
      await refreshSession(queryClient);
    },
  });
}
