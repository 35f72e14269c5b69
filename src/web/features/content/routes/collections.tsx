import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { useCollections } from '../../../lib/queries/get-collections';
import { CollectionGrid, CollectionGridSkeleton } from '../../../components/content/collection-grid';

export default function CollectionsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('content.collections.title'));
  const collections = useCollections();
  if (collections.isError)
    return <QueryError error={collections.error} onRetry={() => void collections.refetch()} />;
  return (
    <Container size="xl" py={48}>
      <Stack gap="lg">
        <Title order={1}>{t('content.collections.title')}</Title>
        <Text c="dimmed">{t('content.collections.intro')}</Text>
        {collections.isPending ? (
          <CollectionGridSkeleton count={8} />
        ) : (
          <CollectionGrid
            collections={collections.data}
            label={t('content.collections.title')}
            headingLevel={2}
          />
        )}
      </Stack>
    </Container>
  );
}
