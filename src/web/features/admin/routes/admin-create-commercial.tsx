import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title';
import { useTranslation } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useCreateNonProductListing } from '../api/commercial-create';
import { CommercialForm, EMPTY_COMMERCIAL_FORM } from '../components/commercial-form';

/**
 * /admin/createcommercial (spec sections 2 and 6): a commercial or freedom campsite, listed at once
 * with no sites; on success, its page.
 */
export default function AdminCreateCommercialRoute() {
  const { t } = useTranslation();
  usePageTitle(t('adminLocationsUi.create.title'));
  const navigate = useNavigate();
  const create = useCreateNonProductListing();
  return (
    <Container size="md" py={48}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('adminLocationsUi.create.title')}</Title>
          <Text c="dimmed">{t('adminLocationsUi.create.intro')}</Text>
        </Stack>
        <Paper withBorder radius="md" p="md">
          <CommercialForm
            initial={EMPTY_COMMERCIAL_FORM}
            submitLabel={t('adminLocationsUi.create.submit')}
            failureTitle={t('adminLocationsUi.create.createFailed')}
            pending={create.isPending}
            onSave={async (body) => {
              const created = await create.mutateAsync(body);
              notifySuccess({ title: t('adminLocationsUi.create.created'), message: created.name });
              void navigate(paths.location.href(created.id));
            }}
          />
        </Paper>
      </Stack>
    </Container>
  );
}
