import { useState } from 'react';
import { Alert, Button, Container, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { NoPayoutAccountNotice } from '../../../components/no-payout-account';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { paths } from '../../../lib/paths';
import { isHost, useViewer } from '../../../lib/session';
import { isMissingAccount } from '../../../lib/payments/payout-account';
import { getBalanceQueryOptions, getTransactionsQueryOptions } from '../api/account';
import {
  availableNzd,
  currentCursor,
  FIRST_PAGE,
  formatIsoDate,
  formatNzd,
  formatTransactionDate,
  hasNextPage,
  nextPage,
  previousPage,
  type CursorStack,
} from '../lib/transactions';
import classes from '../components/hosting.module.css';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed" id={`${testId}-label`}>
        {label}
      </Text>
      <Text size="xl" fw={700} aria-labelledby={`${testId}-label`} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** /hosting/transactions (spec sections 2, 3 and 9): the balance, the next payout date and the transactions, 50 a page. */
export default function TransactionsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('hosting.transactions.title'));
  const { viewer } = useViewer();
  const userId = viewer?.userId ?? '';
  const [stack, setStack] = useState<CursorStack>(FIRST_PAGE);
  const balance = useQuery({ ...getBalanceQueryOptions(userId), enabled: !!viewer });
  const transactions = useQuery({
    ...getTransactionsQueryOptions(userId, currentCursor(stack)),
    enabled: !!viewer,
  });

  if (balance.isPending || transactions.isPending) return <PageLoader />;
  // No payout account: the server answers 404 payouts.noAccount rather than balances of NZ$0.
  const missing = isMissingAccount(balance.error) || isMissingAccount(transactions.error);
  if (!missing && (balance.isError || transactions.isError)) {
    return (
      <QueryError
        error={balance.error ?? transactions.error}
        onRetry={() => {
          void balance.refetch();
          void transactions.refetch();
        }}
        title={t('hosting.transactions.loadFailed')}
      />
    );
  }

  const page = transactions.data;
  const pageNumber = stack.length;
  return (
    <Container size="lg" py={48}>
      <Stack gap="lg">
        <Title order={1}>{t('hosting.transactions.title')}</Title>
        {missing || !balance.data ? (
          <NoPayoutAccountNotice />
        ) : (
          <>
            {!isHost(viewer) && (
              <Alert color="blue" title={t('hosting.transactions.notVerified')}>
                <Stack gap="sm" align="flex-start">
                  <Text size="sm">{t('hosting.transactions.checkHostDetails')}</Text>
                  <Button component={Link} to={paths.account.href('host')} variant="default" size="xs">
                    {t('hosting.transactions.hostDetails')}
                  </Button>
                </Stack>
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Figure
                label={t('hosting.transactions.available')}
                value={formatNzd(availableNzd(balance.data))}
                testId="available-balance"
              />
              <Figure
                label={t('hosting.transactions.pending')}
                value={formatNzd(balance.data.pending.reduce((sum, b) => sum + b.amount, 0))}
                testId="pending-balance"
              />
              <Figure
                label={t('hosting.transactions.nextPayout')}
                value={formatIsoDate(balance.data.nextPayoutDate)}
                testId="next-payout-date"
              />
            </SimpleGrid>
          </>
        )}

        {missing ? null : page && page.items.length === 0 && pageNumber === 1 ? (
          <Text c="dimmed">{t('hosting.transactions.none')}</Text>
        ) : page ? (
          <Stack gap="sm">
            <Table.ScrollContainer minWidth={480}>
              <Table striped highlightOnHover aria-busy={transactions.isPlaceholderData}>
                <Table.Caption>{t('hosting.transactions.caption', { page: pageNumber })}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('hosting.transactions.date')}</Table.Th>
                    <Table.Th scope="col">{t('hosting.transactions.description')}</Table.Th>
                    <Table.Th scope="col" className={classes.amount}>
                      {t('hosting.transactions.amount')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.items.map((t) => (
                    <Table.Tr key={t.id}>
                      <Table.Td>{formatTransactionDate(t.date)}</Table.Td>
                      <Table.Td>{t.description}</Table.Td>
                      <Table.Td className={classes.amount}>{formatNzd(t.amount)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                disabled={pageNumber === 1 || transactions.isPlaceholderData}
                onClick={() => setStack(previousPage)}
              >
                {t('hosting.transactions.previous')}
              </Button>
              <Button
                variant="default"
                disabled={!hasNextPage(page) || transactions.isPlaceholderData}
                onClick={() => page.cursor && setStack((s) => nextPage(s, page.cursor!))}
              >
                {t('hosting.transactions.next')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
