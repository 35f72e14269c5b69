import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Statement, StatementMonths } from '../../../../domain/schemas/tax-documents';
import { api, apiUrl } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

const statementsPath = (userId: string) => apiPath('/v1/users/{id}/statements', { id: userId });

/** GET /v1/users/{id}/statements: the months with a statement, newest first. */
export function useStatementMonths(userId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.statements.of(userId),
      queryFn: ({ signal }) => api<StatementMonths>(statementsPath(userId!), { signal }),
      enabled: !!userId,
    }),
  );
}

/** GET /v1/users/{id}/statements/{month}: one month's statement. */
export function useStatement(userId: string | undefined, month: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.statements.month(userId, month),
      queryFn: ({ signal }) =>
        api<Statement>(apiPath('/v1/users/{id}/statements/{month}', { id: userId!, month }), { signal }),
      enabled: !!userId,
    }),
  );
}

/** The month's statement as a PDF, in the language shown. */
export const statementPdfUrl = (userId: string, month: string) =>
  apiUrl(apiPath('/v1/users/{id}/statements/{month}.pdf', { id: userId, month }), {
    language: currentLanguage(),
  });
