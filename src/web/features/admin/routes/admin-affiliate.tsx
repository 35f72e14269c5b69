import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { formatCents } from '../../../lib/money';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useAffiliateSummary } from '../api/affiliate-summary';
import { AffiliateNights } from '../components/affiliate-nights';
import { AuditTrail } from '../components/audit-trail';

/** /admin/affiliates/{userId}/*: an affiliate's nights over a date range and their payout. */
export default function AdminAffiliateRoute() {
  const { t } = useTranslation();
  const userId = useParams().userId ?? '';
  const summary = useAffiliateSummary(userId);
  const name = summary.data ? summary.data.name || summary.data.email : '';
  usePageTitle(t('affiliatesUi.detail.title', { name }));
  return (
    <Container size="xl" py={48}>
      <Stack gap="lg">
        <Anchor component={Link} to={paths.adminAffiliates.href()}>
          {t('affiliatesUi.detail.back')}
        </Anchor>
        {summary.isPending ? (
          <PageLoader />
        ) : summary.isError ? (
          <QueryError
            error={summary.error}
            onRetry={() => void summary.refetch()}
            title={t('affiliatesUi.detail.loadFailed')}
          />
        ) : (
          <>
            <Title order={1}>{t('affiliatesUi.detail.title', { name })}</Title>
            <Text data-testid="affiliate-summary">
              {t('affiliatesUi.detail.summary', {
                code: summary.data.referralCode ?? '',
                fee: summary.data.feePercentage ?? 0,
                owed: formatCents(summary.data.owedCents),
                paid: formatCents(summary.data.paidCents),
              })}
            </Text>
            {!summary.data.isReferrer && (
              <Alert color="yellow">{t('affiliatesUi.detail.notAffiliate')}</Alert>
            )}
            <AffiliateNights userId={userId} name={name} fee={summary.data.feePercentage ?? 0} />
            <AuditTrail about={{ userId }} />
          </>
        )}
      </Stack>
    </Container>
  );
}
