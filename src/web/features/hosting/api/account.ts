import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BalanceResponse, TransactionPage } from '../../../../domain/schemas/payments';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** GET /v1/users/{id}/account/balance: available and pending cents, and the next payout date (YYYY-MM-DD). */
export function getBalanceQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.users.balance(userId),
    queryFn: ({ signal }) =>
      api<BalanceResponse>(apiPath('/v1/users/{id}/account/balance', { id: userId }), { signal }),
  });
}

/** GET /v1/users/{id}/account/transactions?cursor: 50 a page, newest first; `cursor` null on the last page. */
export function getTransactionsQueryOptions(userId: string, cursor: string | null) {
  return queryOptions({
    queryKey: queryKeys.users.transactions(userId, cursor ?? ''),
    queryFn: ({ signal }) =>
      api<TransactionPage>(apiPath('/v1/users/{id}/account/transactions', { id: userId }), {
        query: { cursor },
        signal,
      }),
    // The table keeps the page it shows until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
