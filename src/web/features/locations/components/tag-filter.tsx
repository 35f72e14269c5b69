import { Badge, Button, Chip, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Tag } from '../../../../domain/schemas/tags';
import type { TagGroup } from '../../../../domain/constants';
import { useTags } from '../../../lib/queries/get-tags';

const FILTER_GROUPS: { group: TagGroup; title: string }[] = [
  { group: 'site_type', title: 'Site type' },
  { group: 'site_feature', title: 'Features' },
];

export function filterableTags(tags: Tag[], group: TagGroup): Tag[] {
  return tags
    .filter((t) => t.group === group && t.status === 'active')
    .sort((a, b) => a.name.localeCompare(b.name));
}

type TagFilterProps = { selected: number[]; onChange: (ids: number[]) => void };

/** The Filter button and its drawer of tag chips. A stay must have every chosen tag (AND). */
export function TagFilter({ selected, onChange }: TagFilterProps) {
  const [opened, drawer] = useDisclosure(false);
  const tags = useTags();
  const value = selected.map(String);

  return (
    <>
      <Button
        variant={selected.length > 0 ? 'filled' : 'default'}
        onClick={drawer.open}
        aria-haspopup="dialog"
        rightSection={
          selected.length > 0 ? (
            <Badge size="sm" color="white" c="stopover.8" circle aria-label={`${selected.length} selected`}>
              {selected.length}
            </Badge>
          ) : null
        }
      >
        Filter
      </Button>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        title="Filter stays"
        position="right"
        size="sm"
        closeButtonProps={{ 'aria-label': 'Close filters' }}
      >
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            Stays must have every feature you choose.
          </Text>
          {tags.isPending && <Text size="sm">Loading filters…</Text>}
          {tags.isError && (
            <Text size="sm" c="red.8" role="alert">
              Filters could not be loaded. Please try again later.
            </Text>
          )}
          {tags.data &&
            FILTER_GROUPS.map(({ group, title }) => {
              const options = filterableTags(tags.data, group);
              if (options.length === 0) return null;
              return (
                <fieldset key={group} style={{ border: 0, padding: 0, margin: 0 }}>
                  <Title order={3} size="h5" mb="xs" component="legend">
                    {title}
                  </Title>
                  <Chip.Group multiple value={value} onChange={(next) => onChange(next.map(Number))}>
                    <Group gap="xs">
                      {options.map((tag) => (
                        <Chip key={tag.id} value={String(tag.id)} variant="outline">
                          {tag.name}
                        </Chip>
                      ))}
                    </Group>
                  </Chip.Group>
                </fieldset>
              );
            })}
          <Group justify="space-between" mt="md">
            <Button variant="default" onClick={() => onChange([])} disabled={selected.length === 0}>
              Clear filters
            </Button>
            <Button onClick={drawer.close}>Show stays</Button>
          </Group>
        </Stack>
      </Drawer>
    </>
  );
}
