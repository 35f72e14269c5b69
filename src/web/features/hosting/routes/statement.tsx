import { Anchor, Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { formatDisplayDate } from '../../../../domain/dates';
import { formatCents } from '../../../../domain/money';
import { monthName, ratePercent, STATEMENT_COLUMNS } from '../../../../domain/tax-documents';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useViewer } from '../../../lib/session';
import { statementPdfUrl, useStatement } from '../api/statements';

const FIGURES = STATEMENT_COLUMNS;

/**
 * /hosting/statements/{month} (decision 051): the month's statement of fees, GST and flat-rate
 * credits, the one the scheme requires monthly; printable, and as a PDF.
 */
export default function StatementRoute() {
  const { t, language } = useTranslation();
  const { month = '' } = useParams();
  const { viewer } = useViewer();
  const statement = useStatement(viewer?.userId, month);
  const title = t('taxDocuments.statementFor', {
    month: /^\d{4}-\d{2}$/.test(month) ? monthName(month, language) : month,
  });
  usePageTitle(title);
  if (statement.isPending) return <PageLoader />;
  if (statement.isError) {
    return (
      <QueryError
        error={statement.error}
        onRetry={() => void statement.refetch()}
        title={t('taxDocumentsUi.statements.loadFailed')}
      />
    );
  }
  const s = statement.data;
  const money = (cents: number) => formatCents(cents, language, { alwaysCents: true });
  return (
    <Container size="xl" py={40}>
      <Stack gap="lg">
        <Group justify="space-between" className="no-print">
          <Anchor component={Link} to={paths.hostingStatements.href()}>
            {t('taxDocumentsUi.statements.back')}
          </Anchor>
          <Group gap="sm">
            <Button variant="default" onClick={() => window.print()}>
              {t('taxDocumentsUi.print')}
            </Button>
            <Button component="a" href={statementPdfUrl(s.host.id, s.month)} download>
              {t('taxDocumentsUi.downloadPdf')}
            </Button>
          </Group>
        </Group>
        <Paper withBorder p="xl" radius="md" component="article" aria-labelledby="statement-title">
          <Stack gap="md">
            <Title order={1} id="statement-title">
              {title}
            </Title>
            <Text>
              <Text span fw={700}>
                {t('taxDocuments.host')}:
              </Text>{' '}
              {s.host.name}
            </Text>
            <Text data-testid="host-gst-status">
              {s.host.gstRegistered
                ? t('taxDocuments.hostRegistered', { number: s.host.gstNumber ?? '' })
                : t('taxDocuments.hostNotRegistered', { rate: ratePercent(s.flatRateCreditBp) })}
            </Text>
            <Text>
              <Text span fw={700}>
                {t('taxDocuments.platformGstNumber')}:
              </Text>{' '}
              {s.platformGstNumber}
            </Text>
            <Text>
              {t('taxDocuments.period', { from: formatDisplayDate(s.from), to: formatDisplayDate(s.to) })}
            </Text>
            <Text size="sm">{t('taxDocuments.statementScheme')}</Text>
            <Table.ScrollContainer minWidth={900}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('taxDocuments.stay')}</Table.Th>
                    {FIGURES.map((key) => (
                      <Table.Th key={key} scope="col" ta="right">
                        {t(`taxDocuments.${key}`)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {s.lines.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={FIGURES.length + 1}>{t('taxDocuments.noMovements')}</Table.Td>
                    </Table.Tr>
                  )}
                  {s.lines.map((line) => (
                    <Table.Tr key={line.paymentId}>
                      <Table.Th scope="row" fw={400}>
                        <Text fw={700} size="sm">
                          {line.location}: {line.sites.join(', ')}
                        </Text>
                        <Text size="sm">
                          {t('taxDocuments.stayDates', {
                            arrival: formatDisplayDate(line.arrival),
                            departure: formatDisplayDate(line.departure),
                          })}
                        </Text>
                        <Text size="sm">
                          {line.guest} · {line.receiptNumber}
                        </Text>
                      </Table.Th>
                      {FIGURES.map((key) => (
                        <Table.Td key={key} ta="right">
                          {money(line[key])}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th scope="row">{t('taxDocuments.totals')}</Table.Th>
                    {FIGURES.map((key) => (
                      <Table.Td key={key} ta="right" fw={700} data-testid={`total-${key}`}>
                        {money(s.totals[key])}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
            <Text size="sm">{t('taxDocuments.feeNoGst')}</Text>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
