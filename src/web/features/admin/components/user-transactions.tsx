import { Stack, Table, Text, Title } from '@mantine/core';
import { formatDisplayDate, todayInAuckland } from '../../../../domain/dates';
import { formatCents } from '../../../lib/money';
import type { UserProfile } from '../../../../domain/schemas/users';
import { LoadMore } from '../../../components/load-more';
import { QueryTable } from '../../../components/query-table';
import { errorCode } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { useUserTransactions } from '../api/user-transactions';

/** A user's payout account transactions, 50 a page; a plain note for someone without an account. */
export function UserTransactions({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const hasAccount = user.accountInformation.bankAccount !== null;
  const transactions = useUserTransactions(user.id, hasAccount);
  const noAccount = !hasAccount || errorCode(transactions.error) === 'payouts.noAccount';
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('adminUsersUi.transactions.title')}
      </Title>
      {noAccount ? (
        <Text c="dimmed">{t('adminUsersUi.transactions.noAccount')}</Text>
      ) : (
        <QueryTable
          query={transactions}
          items={transactions.data?.pages.flatMap((page) => page.items) ?? []}
          loadFailed={t('adminUsersUi.transactions.loadFailed')}
          none={t('adminUsersUi.transactions.none')}
          caption={t('adminUsersUi.transactions.caption')}
          minWidth={480}
          columns={[
            t('adminUsersUi.transactions.date'),
            t('adminUsersUi.transactions.description'),
            { label: t('adminUsersUi.transactions.amount'), align: 'right' },
          ]}
          row={(item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{formatDisplayDate(todayInAuckland(new Date(item.date)))}</Table.Td>
              <Table.Td>{item.description}</Table.Td>
              <Table.Td ta="right">{formatCents(item.amount)}</Table.Td>
            </Table.Tr>
          )}
        />
      )}
      {!noAccount && <LoadMore pages={transactions} label={t('adminUsersUi.transactions.more')} />}
    </Stack>
  );
}
