import { Skeleton } from '@mantine/core';
import { Columns } from '../columns';
import type { CollectionSummary } from '../../lib/queries/get-collections';
import { CollectionCard } from './collection-card';

export function CollectionGrid({
  collections,
  label,
  headingLevel,
}: {
  collections: CollectionSummary[];
  label: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <Columns component="ul" aria-label={label} cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {collections.map((collection) => (
        <li key={collection.slug}>
          <CollectionCard collection={collection} headingLevel={headingLevel} />
        </li>
      ))}
    </Columns>
  );
}

export function CollectionGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <Columns cols={{ base: 1, xs: 2, md: 4 }} spacing="md" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} h={180} radius="md" />
      ))}
    </Columns>
  );
}
