import { Container, Stack, Title } from '@mantine/core';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { useTranslation } from '../../../lib/i18n';
import { useAffiliates } from '../api/affiliate-list';
import { AffiliateAddForm } from '../components/affiliate-add-form';
import { AffiliateTable } from '../components/affiliate-table';

/** /admin/affiliates: inside RequirePermission('affiliates:manage') and the admin bar (src/web/app/router.tsx). */
export default function AdminAffiliatesRoute() {
  const { t } = useTranslation();
  usePageTitle(t('affiliatesUi.title'));
  const affiliates = useAffiliates();
  return (
    <Container size="xl" py={48}>
      <Stack gap="lg">
        <Title order={1}>{t('affiliatesUi.title')}</Title>
        <AffiliateAddForm />
        {affiliates.isPending ? (
          <PageLoader />
        ) : affiliates.isError ? (
          <QueryError
            error={affiliates.error}
            onRetry={() => void affiliates.refetch()}
            title={t('affiliatesUi.list.loadFailed')}
          />
        ) : (
          <AffiliateTable affiliates={affiliates.data.items} />
        )}
      </Stack>
    </Container>
  );
}
