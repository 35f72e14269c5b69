import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contactBodySchema } from '../../../../domain/schemas/contact';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';

export type ContactMessageInput = z.input<typeof contactBodySchema>;

/** POST /v1/contact_us: 201 once stored and queued for the support address; 400 names the field, 429 a flood. */
export async function sendContactMessage(body: ContactMessageInput): Promise<void> {
  await api(apiPath('/v1/contact_us'), { method: 'POST', body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
