import { useState } from 'react';
import { Container, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { useTranslation } from '../../../lib/i18n';
import { WIDGET_SIZES } from '../../../lib/widget-embed';
import { useWidgets } from '../api/widget-list';
import { WidgetEmbedCard } from '../components/widget-embed-card';

/**
 * /admin/widgets: the copy-paste embed code of every widget in each size of spec section 9, inside
 * RequirePermission('content:edit') and the admin bar (src/web/app/router.tsx).
 */
export default function AdminWidgetsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('widgetAdmin.title'));
  const widgets = useWidgets();
  const [affiliate, setAffiliate] = useState('');
  return (
    <Container size="xl" py={48}>
      <Stack gap="lg">
        <Title order={1}>{t('widgetAdmin.title')}</Title>
        <Text maw={720}>{t('widgetAdmin.intro')}</Text>
        <TextInput
          maw={320}
          label={t('widgetAdmin.affiliate')}
          description={t('widgetAdmin.affiliateHelp')}
          value={affiliate}
          onChange={(event) => setAffiliate(event.currentTarget.value)}
        />
        {widgets.isPending ? (
          <PageLoader />
        ) : widgets.isError ? (
          <QueryError
            error={widgets.error}
            onRetry={() => void widgets.refetch()}
            title={t('widgetAdmin.loadFailed')}
          />
        ) : widgets.data.items.length === 0 ? (
          <Text>{t('widgetAdmin.empty')}</Text>
        ) : (
          widgets.data.items.map((widget) => (
            <Stack key={widget.slug} gap="sm" component="section" aria-labelledby={`widget-${widget.slug}`}>
              <Title order={2} size="h3" id={`widget-${widget.slug}`}>
                {widget.title}{' '}
                <Text span c="dimmed">
                  ({widget.slug})
                </Text>
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {WIDGET_SIZES.map((size) => (
                  <WidgetEmbedCard
                    key={size}
                    slug={widget.slug}
                    title={widget.title}
                    size={size}
                    hasSlides={widget.slideSizes.includes(size)}
                    affiliate={affiliate}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          ))
        )}
      </Stack>
    </Container>
  );
}
