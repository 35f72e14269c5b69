import { Stack, Table, Text, Title } from '@mantine/core';
import { formatDisplayDate, todayInAuckland } from '../../../../domain/dates';
import { formatCents } from '../../../lib/money';
import type { UserProfile } from '../../../../domain/schemas/users';
import { LoadMore } from '../../../components/load-more';
import { Loading } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { errorCode } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { useUserTransactions } from '../api/user-transactions';

/** A user's payout account transactions, 50 a page; a plain note for someone without an account. */
export function UserTransactions({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const hasAccount = user.accountInformation.bankAccount !== null;
  const transactions = useUserTransactions(user.id, hasAccount);
  const items = transactions.data?.pages.flatMap((page) => page.items) ?? [];
  const noAccount = !hasAccount || errorCode(transactions.error) === 'payouts.noAccount';
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('adminUsersUi.transactions.title')}
      </Title>
      {noAccount ? (
        <Text c="dimmed">{t('adminUsersUi.transactions.noAccount')}</Text>
      ) : transactions.isPending ? (
        <Loading />
      ) : transactions.isError ? (
        <QueryError
          error={transactions.error}
          onRetry={() => void transactions.refetch()}
          title={t('adminUsersUi.transactions.loadFailed')}
        />
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('adminUsersUi.transactions.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Caption>{t('adminUsersUi.transactions.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('adminUsersUi.transactions.date')}</Table.Th>
                <Table.Th scope="col">{t('adminUsersUi.transactions.description')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('adminUsersUi.transactions.amount')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{formatDisplayDate(todayInAuckland(new Date(item.date)))}</Table.Td>
                  <Table.Td>{item.description}</Table.Td>
                  <Table.Td ta="right">{formatCents(item.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {!noAccount && <LoadMore pages={transactions} label={t('adminUsersUi.transactions.more')} />}
    </Stack>
  );
}
