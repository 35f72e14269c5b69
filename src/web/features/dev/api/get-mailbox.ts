import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

export type MailboxMessage = {
  id: number | string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: string;
  createdAt: string;
};

/** GET /v1/dev/mailbox: what the app has emailed, newest first. Not served in production (404). */
export async function getMailbox(limit: number, signal?: AbortSignal): Promise<MailboxMessage[]> {
  const body = await api<{ items: MailboxMessage[] }>(apiPath('/v1/dev/mailbox'), {
    query: { limit },
    signal,
  });
  return body.items;
}

export function getMailboxQueryOptions(limit = 20) {
  return queryOptions({
    queryKey: queryKeys.mailbox(limit),
    queryFn: ({ signal }) => getMailbox(limit, signal),
    staleTime: 0,
  });
}

export function useMailbox(limit = 20) {
  return useQuery(getMailboxQueryOptions(limit));
}
