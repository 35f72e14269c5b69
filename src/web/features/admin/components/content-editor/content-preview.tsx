import { Image, Paper, Stack, Text, Title } from '@mantine/core';
import { ContentBlocks } from '../../../../components/content/content-blocks';
import { contentBlockSchema, type ContentBlock } from '../../../../../domain/schemas/content';
import type { ContentKind } from '../../../../../domain/schemas/content-admin';
import { useTranslation } from '../../../../lib/i18n';
import { fromValues } from './block-fields';
import type { EditorState } from './editor-state';

/**
 * The live preview beside the form: the document drawn as visitors will see it, with the site's own
 * block renderer. A block still missing something is left out (and counted) until it is complete.
 */
export function ContentPreview({ kind, state }: { kind: ContentKind; state: EditorState }) {
  const { t } = useTranslation();
  const parsed = state.blocks.map((block) =>
    contentBlockSchema.safeParse(fromValues(block.type, block.values)),
  );
  const rows = parsed.flatMap((result): ContentBlock[] => (result.success ? [result.data] : []));
  const incomplete = parsed.length - rows.length;
  const { top } = state;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="content-preview-title">
      <Stack gap="md">
        <Text size="sm" fw={700} c="dimmed" tt="uppercase" id="content-preview-title">
          {t('contentEditor.preview.title')}
        </Text>
        {kind === 'page' && top.withBanner && (
          <Paper bg="gray.1" p="md" radius="md">
            <Text fw={700} size="xl">
              {top.bannerTitle}
            </Text>
            <Text>{top.bannerTagline}</Text>
          </Paper>
        )}
        {kind === 'collection' && top.banner && (
          <Image src={top.banner} alt="" radius="md" mah={200} fit="cover" />
        )}
        <Title order={2}>{top.title}</Title>
        {kind === 'widget' ? (
          <Stack gap="xs">
            <Text>{top.tagLine}</Text>
            {state.slides
              .filter((slide) => slide.url)
              .map((slide) => (
                <Image key={slide.id} src={slide.url} alt={slide.size} maw={300} radius="sm" />
              ))}
          </Stack>
        ) : (
          <ContentBlocks rows={rows} />
        )}
        {incomplete > 0 && (
          <Text size="sm" c="dimmed">
            {t('contentEditor.preview.incomplete', { count: incomplete })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
