import { useMutation } from '@tanstack/react-query';
import type { ThreadRef } from '../../../../domain/schemas/messages';
import { api } from '../../../lib/api';

/** POST /v1/bookings/stays/{paymentId}/thread: the stay's conversation, made on first use. */
export async function openStayThread(paymentId: string): Promise<ThreadRef> {
  return api<ThreadRef>(`/v1/bookings/stays/${encodeURIComponent(paymentId)}/thread`, { method: 'POST' });
}

export function useOpenStayThread() {
  return useMutation({ mutationFn: openStayThread });
}
