import { Anchor, Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { formatDisplayDate } from '../../../../domain/dates';
import { formatCents } from '../../../../domain/money';
import { ratePercent } from '../../../../domain/tax-documents';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { receiptPdfUrl, useReceipt } from '../api/get-receipt';

/**
 * /bookings/{paymentId}/receipt (decision 051): a stay's receipt, a tax invoice from Stopover, to read,
 * print (the page prints without the site's bars) or download as a PDF.
 */
export default function StayReceiptRoute() {
  const { t, language } = useTranslation();
  const { paymentId = '' } = useParams();
  const receipt = useReceipt(paymentId);
  const title = receipt.data?.taxInvoice === false ? t('taxDocuments.receipt') : t('taxDocuments.taxInvoice');
  usePageTitle(title);
  if (receipt.isPending) return <PageLoader />;
  if (receipt.isError) {
    return (
      <QueryError
        error={receipt.error}
        onRetry={() => void receipt.refetch()}
        title={t('taxDocumentsUi.receipt.loadFailed')}
      />
    );
  }
  const r = receipt.data;
  const money = (cents: number) => formatCents(cents, language, { alwaysCents: true });
  const refunded = r.nights.filter((night) => night.refunded > 0);
  const place = r.location.town ? `${r.location.name}, ${r.location.town}` : r.location.name;
  return (
    <Container size="md" py={40}>
      <Stack gap="lg">
        <Group justify="space-between" className="no-print">
          <Anchor component={Link} to={paths.bookings.href()}>
            {t('taxDocumentsUi.receipt.back')}
          </Anchor>
          <Group gap="sm">
            <Button variant="default" onClick={() => window.print()}>
              {t('taxDocumentsUi.print')}
            </Button>
            <Button component="a" href={receiptPdfUrl(r.paymentId)} download>
              {t('taxDocumentsUi.downloadPdf')}
            </Button>
          </Group>
        </Group>
        <Paper withBorder p="xl" radius="md" component="article" aria-labelledby="receipt-title">
          <Stack gap="md">
            <Title order={1} id="receipt-title">
              {title}
            </Title>
            <dl>
              <Field label={t('taxDocuments.supplier')} value={t('taxDocuments.supplierName')} />
              <Field label={t('taxDocuments.gstNumber')} value={r.supplier.gstNumber} testId="supplier-gst" />
              <Field label={t('taxDocuments.receiptNumber')} value={r.receiptNumber} />
              <Field label={t('taxDocuments.issuedOn')} value={formatDisplayDate(r.issuedOn)} />
              <Field
                label={t('taxDocuments.recipient')}
                value={`${r.recipient.name} (${r.recipient.email})`}
              />
            </dl>
            <Title order={2} size="h3">
              {t('taxDocuments.supplyTitle')}
            </Title>
            <Text>
              <Text span fw={700}>
                {t('taxDocuments.property')}:
              </Text>{' '}
              {place}
            </Text>
            <Text>
              {t('taxDocuments.stayDates', {
                arrival: formatDisplayDate(r.arrival),
                departure: formatDisplayDate(r.departure),
              })}{' '}
              ({t('taxDocuments.nights', { count: r.nights.length })})
            </Text>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('taxDocuments.night')}</Table.Th>
                  <Table.Th scope="col">{t('taxDocuments.site')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('taxDocuments.price')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {r.nights.map((night) => (
                  <Table.Tr key={`${night.date}-${night.site}`}>
                    <Table.Td>{formatDisplayDate(night.date)}</Table.Td>
                    <Table.Td>{night.site}</Table.Td>
                    <Table.Td ta="right">{money(night.price)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                {r.discount > 0 && (
                  <>
                    <TotalRow label={t('taxDocuments.subtotal')} value={money(r.subtotal)} />
                    <TotalRow label={t('taxDocuments.discount')} value={money(-r.discount)} />
                  </>
                )}
                <TotalRow label={t('taxDocuments.total')} value={money(r.total)} strong />
                {r.taxInvoice && (
                  <TotalRow
                    label={t('taxDocuments.includesGst', { rate: ratePercent(r.gstRateBp) })}
                    value={money(r.gst)}
                    strong
                    testId="receipt-gst"
                  />
                )}
              </Table.Tfoot>
            </Table>
            {refunded.length > 0 && (
              <>
                <Title order={2} size="h3">
                  {t('taxDocuments.refunds')}
                </Title>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('taxDocuments.night')}</Table.Th>
                      <Table.Th scope="col">{t('taxDocuments.refundedOn')}</Table.Th>
                      <Table.Th scope="col" ta="right">
                        {t('taxDocuments.refunded')}
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        {t('taxDocuments.gstReversed')}
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {refunded.map((night) => (
                      <Table.Tr key={`${night.date}-${night.site}`}>
                        <Table.Td>{formatDisplayDate(night.date)}</Table.Td>
                        <Table.Td>{night.refundedOn ? formatDisplayDate(night.refundedOn) : ''}</Table.Td>
                        <Table.Td ta="right">{money(night.refunded)}</Table.Td>
                        <Table.Td ta="right">{money(night.gstReversed)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                <Text fw={700}>
                  {t('taxDocuments.paidAfterRefunds')}: {money(r.paidAfterRefunds)}
                </Text>
                {r.taxInvoice && (
                  <Text fw={700}>
                    {t('taxDocuments.gstAfterRefunds')}: {money(r.gstAfterRefunds)}
                  </Text>
                )}
              </>
            )}
            <Text size="sm">{r.taxInvoice ? t('taxDocuments.marketplace') : t('taxDocuments.noGst')}</Text>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text component="dt" fw={700}>
        {label}:
      </Text>
      <Text component="dd" m={0} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

function TotalRow({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Table.Tr>
      <Table.Th scope="row" colSpan={2} fw={strong ? 700 : 400}>
        {label}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : 400} data-testid={testId}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
}
