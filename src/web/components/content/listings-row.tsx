import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { Columns } from '../columns';
import { CONTENT_GRID_COLS, LocationGrid } from '../location-grid';
import { useSearchLocations } from '../../lib/queries/search-locations';

/** A row of listing cards: active locations with a tag (any when tagId is null). */
export function ListingsRow({ title, tagId, limit }: { title: string; tagId: number | null; limit: number }) {
  const { t } = useTranslation();
  const results = useSearchLocations({ tags: tagId === null ? [] : [tagId], limit });
  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Title order={2}>{title}</Title>
      {results.isPending ? (
        <Columns cols={CONTENT_GRID_COLS} aria-hidden>
          {Array.from({ length: Math.min(limit, 4) }, (_, i) => (
            <Skeleton key={i} h={240} radius="md" />
          ))}
        </Columns>
      ) : results.isError ? (
        <Alert color="red" title={t('locations.fetchError')} />
      ) : results.data.length === 0 ? (
        <Text c="dimmed">{t('content.listings.none')}</Text>
      ) : (
        <LocationGrid locations={results.data} label={title} cols={CONTENT_GRID_COLS} />
      )}
    </Stack>
  );
}
