import { List, Text } from '@mantine/core';
import { compareNames } from '../../../lib/compare-names';
import { useTranslation } from '../../../lib/i18n';
import type { Tag } from '../../../../domain/schemas/tags';
import { useTags } from '../../../lib/queries/get-tags';

export function featureTags(tagIds: number[], tags: Tag[]): Tag[] {
  const wanted = new Set(tagIds);
  return tags
    .filter((tag) => wanted.has(tag.id) && tag.group === 'site_feature')
    .sort((a, b) => compareNames(a.name, b.name));
}

export function FeatureList({ tagIds }: { tagIds: number[] }) {
  const { t } = useTranslation();
  const tags = useTags();
  if (tags.isPending) return <Text size="sm">{t('stays.features.loading')}</Text>;
  if (tags.isError)
    return (
      <Text size="sm" c="dimmed">
        {t('stays.features.error')}
      </Text>
    );
  const features = featureTags(tagIds, tags.data);
  if (features.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('stays.features.none')}
      </Text>
    );
  return (
    <List spacing={4} aria-label={t('stays.features.label')} icon={<span aria-hidden>✓</span>} c="stopover.9">
      {features.map((tag) => (
        <List.Item key={tag.id}>
          <Text span c="var(--mantine-color-text)">
            {tag.name}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
