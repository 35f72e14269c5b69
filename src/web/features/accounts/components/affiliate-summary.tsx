import { Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDisplayDate } from '../../../../domain/dates';
import { formatCents } from '../../../lib/money';
import { Loading } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { useTranslation } from '../../../lib/i18n';
import { useAffiliateSummary } from '../api/get-affiliate-summary';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** An affiliate's own view (account page): their link, the stays they brought, what was paid and is owed. */
export function AffiliateSummary({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const summary = useAffiliateSummary(userId);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="affiliate-summary-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="affiliate-summary-title">
          {t('affiliatesUi.summary.title')}
        </Title>
        {summary.isPending ? (
          <Loading />
        ) : summary.isError ? (
          <QueryError
            error={summary.error}
            onRetry={() => void summary.refetch()}
            title={t('affiliatesUi.summary.loadFailed')}
          />
        ) : (
          <>
            <Text c="dimmed">
              {t('affiliatesUi.summary.intro', { fee: summary.data.feePercentage ?? 0 })}
            </Text>
            {summary.data.referralCode && (
              <Group gap="xs">
                <Text size="sm">{t('affiliatesUi.summary.link')}:</Text>
                <Text component="code" ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
                  {`${window.location.origin}/?affiliate=${encodeURIComponent(summary.data.referralCode)}`}
                </Text>
              </Group>
            )}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Figure
                label={t('affiliatesUi.summary.nights')}
                value={String(summary.data.nightsBrought)}
                testId="affiliate-nights"
              />
              <Figure
                label={t('affiliatesUi.summary.paid')}
                value={formatCents(summary.data.paidCents)}
                testId="affiliate-paid"
              />
              <Figure
                label={t('affiliatesUi.summary.owed')}
                value={formatCents(summary.data.owedCents)}
                testId="affiliate-owed"
              />
            </SimpleGrid>
            <Title order={3} size="h4">
              {t('affiliatesUi.summary.recent')}
            </Title>
            {summary.data.recent.length === 0 ? (
              <Text c="dimmed">{t('affiliatesUi.summary.none')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={480}>
                <Table striped>
                  <Table.Caption>{t('affiliatesUi.summary.caption')}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('affiliatesUi.summary.date')}</Table.Th>
                      <Table.Th scope="col">{t('affiliatesUi.summary.location')}</Table.Th>
                      <Table.Th scope="col">{t('affiliatesUi.summary.earns')}</Table.Th>
                      <Table.Th scope="col">{t('affiliatesUi.summary.status')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {summary.data.recent.map((n) => (
                      <Table.Tr key={n.uid}>
                        <Table.Th scope="row" fw={400}>
                          {formatDisplayDate(n.date)}
                        </Table.Th>
                        <Table.Td>{n.locationName}</Table.Td>
                        <Table.Td>{formatCents(n.earns)}</Table.Td>
                        <Table.Td>
                          {n.paid ? t('affiliatesUi.summary.paidOut') : t('affiliatesUi.summary.notPaidOut')}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
