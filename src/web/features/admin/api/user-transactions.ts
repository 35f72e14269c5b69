import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TransactionPage } from '../../../../domain/schemas/payments';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** GET /v1/users/{id}/account/transactions: a payout account's transactions, 50 a page by cursor. */
export async function getUserTransactions(
  userId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TransactionPage> {
  return api<TransactionPage>(apiPath('/v1/users/{id}/account/transactions', { id: userId }), {
    query: { cursor },
    signal,
  });
}

export function getUserTransactionsQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.admin.userTransactions(userId),
    queryFn: ({ signal, pageParam }) => getUserTransactions(userId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });
}

/** Only for a user with a payout account; others have no transactions (404 payouts.noAccount). */
export function useUserTransactions(userId: string, enabled: boolean) {
  return useInfiniteQuery({ ...getUserTransactionsQueryOptions(userId), enabled });
}
