import { Container, Stack, Text, Title } from '@mantine/core';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { useCollections } from '../api/get-collections';
import { CollectionGrid, CollectionGridSkeleton } from '../components/collection-grid';

export default function CollectionsRoute() {
  usePageTitle('Collections');
  const collections = useCollections();
  if (collections.isError)
    return <QueryError error={collections.error} onRetry={() => void collections.refetch()} />;
  return (
    <Container size="xl" py={48}>
      <Stack gap="lg">
        <Title order={1}>Collections</Title>
        <Text c="dimmed">Hand-picked stays, grouped by what makes them special.</Text>
        {collections.isPending ? (
          <CollectionGridSkeleton count={8} />
        ) : (
          <CollectionGrid collections={collections.data} label="Collections" headingLevel={2} />
        )}
      </Stack>
    </Container>
  );
}
