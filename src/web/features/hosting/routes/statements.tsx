import { Alert, Anchor, Container, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCents } from '../../../../domain/money';
import { monthName } from '../../../../domain/tax-documents';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useViewer } from '../../../lib/session';
import { useStatementMonths } from '../api/statements';

/** /hosting/statements (decision 051): the months with a statement, newest first. */
export default function StatementsRoute() {
  const { t, language } = useTranslation();
  usePageTitle(t('taxDocumentsUi.statements.title'));
  const { viewer } = useViewer();
  const months = useStatementMonths(viewer?.userId);
  if (months.isPending) return <PageLoader />;
  if (months.isError) {
    return (
      <QueryError
        error={months.error}
        onRetry={() => void months.refetch()}
        title={t('taxDocumentsUi.statements.loadFailed')}
      />
    );
  }
  return (
    <Container size="lg" py={48}>
      <Stack gap="lg">
        <Title order={1}>{t('taxDocumentsUi.statements.title')}</Title>
        <Text>{t('taxDocumentsUi.statements.intro')}</Text>
        {months.data.months.length === 0 ? (
          <Alert color="blue">{t('taxDocumentsUi.statements.none')}</Alert>
        ) : (
          <Table maw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('taxDocumentsUi.statements.month')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('taxDocumentsUi.statements.stays')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('taxDocuments.netToHost')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {months.data.months.map((m) => (
                <Table.Tr key={m.month}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.hostingStatement.href(m.month)}>
                      {monthName(m.month, language)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{m.stays}</Table.Td>
                  <Table.Td ta="right">{formatCents(m.netToHost, language, { alwaysCents: true })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Container>
  );
}
