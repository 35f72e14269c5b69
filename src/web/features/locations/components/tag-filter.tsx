import { Badge, Button, Chip, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { compareNames } from '../../../lib/compare-names';
import { useTranslation } from '../../../lib/i18n';
import type { Tag } from '../../../../domain/schemas/tags';
import type { TagGroup } from '../../../../domain/constants';
import { useTags } from '../../../lib/queries/get-tags';

const FILTER_GROUPS = [
  { group: 'site_type', title: 'siteType' },
  { group: 'site_feature', title: 'features' },
] as const satisfies readonly { group: TagGroup; title: string }[];

export function filterableTags(tags: Tag[], group: TagGroup): Tag[] {
  return tags
    .filter((tag) => tag.group === group && tag.status === 'active')
    .sort((a, b) => compareNames(a.name, b.name));
}

type TagFilterProps = { selected: number[]; onChange: (ids: number[]) => void };

/** The Filter button and its drawer of tag chips. A stay must have every chosen tag (AND). */
export function TagFilter({ selected, onChange }: TagFilterProps) {
  const { t } = useTranslation();
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
            <Badge
              size="sm"
              color="white"
              c="stopover.8"
              circle
              aria-label={t('stays.filter.selected', { count: selected.length })}
            >
              {selected.length}
            </Badge>
          ) : null
        }
      >
        {t('stays.filter.button')}
      </Button>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        title={t('stays.filter.title')}
        position="right"
        size="sm"
        closeButtonProps={{ 'aria-label': t('stays.filter.close') }}
      >
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {t('stays.filter.hint')}
          </Text>
          {tags.isPending && <Text size="sm">{t('stays.filter.loading')}</Text>}
          {tags.isError && (
            <Text size="sm" c="red.8" role="alert">
              {t('stays.filter.error')}
            </Text>
          )}
          {tags.data &&
            FILTER_GROUPS.map(({ group, title }) => {
              const options = filterableTags(tags.data, group);
              if (options.length === 0) return null;
              return (
                <fieldset key={group} style={{ border: 0, padding: 0, margin: 0 }}>
                  <Title order={3} size="h5" mb="xs" component="legend">
                    {t(`stays.filter.${title}`)}
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
              {t('stays.filter.clear')}
            </Button>
            <Button onClick={drawer.close}>{t('stays.filter.show')}</Button>
          </Group>
        </Stack>
      </Drawer>
    </>
  );
}
