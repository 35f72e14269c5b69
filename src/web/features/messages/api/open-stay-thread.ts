import { useMutation } from '@tanstack/react-query';
import type { ThreadRef } from '../../../../domain/schemas/messages';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';

/** POST /v1/bookings/stays/{paymentId}/thread: the stay's conversation, made on first use. */
export async function openStayThread(paymentId: string): Promise<ThreadRef> {
  return api<ThreadRef>(apiPath('/v1/bookings/stays/{paymentId}/thread', { paymentId }), { method: 'POST' });
}

export function useOpenStayThread() {
  return useMutation({ mutationFn: openStayThread });
}
