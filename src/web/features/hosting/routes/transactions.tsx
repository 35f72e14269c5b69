import { useState } from 'react';
import { Alert, Button, Container, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
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
  usePageTitle('Transactions');
  const { viewer } = useViewer();
  const userId = viewer?.userId ?? '';
  const [stack, setStack] = useState<CursorStack>(FIRST_PAGE);
  const balance = useQuery({ ...getBalanceQueryOptions(userId), enabled: !!viewer });
  const transactions = useQuery({
    ...getTransactionsQueryOptions(userId, currentCursor(stack)),
    enabled: !!viewer,
  });

  if (balance.isPending || transactions.isPending) return <PageLoader />;
  // No payout account: the server answers 404 NO_PAYOUT_ACCOUNT rather than balances of NZ$0.
  const missing = isMissingAccount(balance.error) || isMissingAccount(transactions.error);
  if (!missing && (balance.isError || transactions.isError)) {
    return (
      <QueryError
        error={balance.error ?? transactions.error}
        onRetry={() => {
          void balance.refetch();
          void transactions.refetch();
        }}
        title="Your transactions could not be loaded"
      />
    );
  }

  const page = transactions.data;
  const pageNumber = stack.length;
  return (
    <Container size="lg" py={48}>
      <Stack gap="lg">
        <Title order={1}>Transactions</Title>
        {missing || !balance.data ? (
          <NoPayoutAccountNotice />
        ) : (
          <>
            {!isHost(viewer) && (
              <Alert color="blue" title="Payouts start once your payout account is verified">
                <Stack gap="sm" align="flex-start">
                  <Text size="sm">
                    Check your bank account and what our payment provider still needs in Host Details.
                  </Text>
                  <Button component={Link} to={paths.account.href('host')} variant="default" size="xs">
                    Host Details
                  </Button>
                </Stack>
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Figure
                label="Available balance"
                value={formatNzd(availableNzd(balance.data))}
                testId="available-balance"
              />
              <Figure
                label="Pending"
                value={formatNzd(balance.data.pending.reduce((sum, b) => sum + b.amount, 0))}
                testId="pending-balance"
              />
              <Figure
                label="Next payout date"
                value={formatIsoDate(balance.data.nextPayoutDate)}
                testId="next-payout-date"
              />
            </SimpleGrid>
          </>
        )}

        {missing ? null : page && page.items.length === 0 && pageNumber === 1 ? (
          <Text c="dimmed">You have no transactions yet.</Text>
        ) : page ? (
          <Stack gap="sm">
            <Table.ScrollContainer minWidth={480}>
              <Table striped highlightOnHover aria-busy={transactions.isPlaceholderData}>
                <Table.Caption>Transactions, newest first (page {pageNumber})</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Date</Table.Th>
                    <Table.Th scope="col">Description</Table.Th>
                    <Table.Th scope="col" className={classes.amount}>
                      Amount
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
                Previous
              </Button>
              <Button
                variant="default"
                disabled={!hasNextPage(page) || transactions.isPlaceholderData}
                onClick={() => page.cursor && setStack((s) => nextPage(s, page.cursor!))}
              >
                Next
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
