import { useState } from 'react';
import { Button, Container, Group, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CAMPAIGN_TYPES, type CampaignType } from '../../../../domain/campaigns';
import type { CampaignDto } from '../../../../domain/schemas/campaigns';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { useTranslation } from '../../../lib/i18n';
import { useCampaigns, type CampaignFilters } from '../api/campaign-search';
import { CampaignCreateDialog } from '../components/campaign-create-dialog';
import { CampaignDeleteDialog, CampaignUntilDialog } from '../components/campaign-dialogs';
import { CAMPAIGN_PAGE_SIZE, CampaignTable } from '../components/campaign-table';

/**
 * /admin/campaigns (spec sections 2, 4 and 9): the campaigns by type and code, 25 a page of up to 1000
 * fetched at once; creating one, changing its valid-until date and status, deleting it. Inside
 * RequirePermission('campaigns:manage') and the admin bar (src/web/app/router.tsx).
 */
export default function AdminCampaignsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('campaignsUi.title'));
  const [type, setType] = useState<CampaignType | ''>('');
  const [code, setCode] = useState('');
  const [debouncedCode] = useDebouncedValue(code, 250);
  const filters: CampaignFilters = { type, code: debouncedCode };
  const campaigns = useCampaigns(filters);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [changingUntil, setChangingUntil] = useState<CampaignDto | null>(null);
  const [deleting, setDeleting] = useState<CampaignDto | null>(null);

  return (
    <Container size="xl" py={48}>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1}>{t('campaignsUi.title')}</Title>
          <Button onClick={() => setCreating(true)}>{t('campaignsUi.newCampaign')}</Button>
        </Group>
        <Paper withBorder radius="md" p="md">
          <form
            role="search"
            aria-label={t('campaignsUi.filters.form')}
            noValidate
            onSubmit={(event) => event.preventDefault()}
          >
            <Group align="flex-end" gap="sm" wrap="wrap">
              <NativeSelect
                name="type"
                label={t('campaignsUi.filters.type')}
                value={type}
                onChange={(event) => {
                  setType(event.currentTarget.value as CampaignType | '');
                  setPage(1);
                }}
                data={[
                  { value: '', label: t('campaignsUi.filters.anyType') },
                  ...CAMPAIGN_TYPES.map((value) => ({ value, label: t(`campaignsUi.types.${value}`) })),
                ]}
              />
              <TextInput
                name="code"
                label={t('campaignsUi.filters.code')}
                description={t('campaignsUi.filters.codeHint')}
                value={code}
                onChange={(event) => {
                  setCode(event.currentTarget.value.toUpperCase());
                  setPage(1);
                }}
                autoComplete="off"
                spellCheck={false}
                style={{ flex: '1 1 14rem' }}
              />
            </Group>
          </form>
        </Paper>
        {campaigns.isPending ? (
          <PageLoader />
        ) : campaigns.isError ? (
          <QueryError
            error={campaigns.error}
            onRetry={() => void campaigns.refetch()}
            title={t('campaignsUi.table.loadFailed')}
          />
        ) : (
          <CampaignTable
            campaigns={campaigns.data.items}
            page={Math.min(page, Math.max(1, Math.ceil(campaigns.data.items.length / CAMPAIGN_PAGE_SIZE)))}
            onPage={setPage}
            onChangeUntil={setChangingUntil}
            onDelete={setDeleting}
          />
        )}
      </Stack>
      <CampaignCreateDialog opened={creating} onClose={() => setCreating(false)} />
      <CampaignUntilDialog campaign={changingUntil} onClose={() => setChangingUntil(null)} />
      <CampaignDeleteDialog campaign={deleting} onClose={() => setDeleting(null)} />
    </Container>
  );
}
