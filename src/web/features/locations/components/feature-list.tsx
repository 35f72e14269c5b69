import { List, Text } from '@mantine/core';
import type { Tag } from '../../../../domain/schemas/tags';
import { useTags } from '../../../lib/queries/get-tags';

export function featureTags(tagIds: number[], tags: Tag[]): Tag[] {
  const wanted = new Set(tagIds);
  return tags
    .filter((t) => wanted.has(t.id) && t.group === 'site_feature')
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function FeatureList({ tagIds }: { tagIds: number[] }) {
  const tags = useTags();
  if (tags.isPending) return <Text size="sm">Loading features…</Text>;
  if (tags.isError)
    return (
      <Text size="sm" c="dimmed">
        Features could not be loaded.
      </Text>
    );
  const features = featureTags(tagIds, tags.data);
  if (features.length === 0)
    return (
      <Text size="sm" c="dimmed">
        The host has not listed any features.
      </Text>
    );
  return (
    <List spacing={4} aria-label="Features" icon={<span aria-hidden>✓</span>} c="stopover.9">
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
