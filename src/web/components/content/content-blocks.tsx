import { lazy, Suspense, type ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ContentBlock } from '../../../domain/schemas/content';
import { useCollections } from '../../lib/queries/get-collections';
import { CollectionGrid, CollectionGridSkeleton } from './collection-grid';
import { LinkButton } from './link-button';
import { ListingsRow } from './listings-row';
import classes from './content-blocks.module.css';

const MoreBlock = lazy(() => import('./content-blocks-more'));

function CollectionGroupRow({ title, slugs }: { title: string; slugs: string[] }) {
  const collections = useCollections();
  const shown = slugs
    .map((slug) => collections.data?.find((c) => c.slug === slug))
    .filter((c) => c !== undefined);
  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Title order={2}>{title}</Title>
      {collections.isPending ? (
        <CollectionGridSkeleton count={Math.min(slugs.length, 4) || 4} />
      ) : (
        <CollectionGrid collections={shown} label={title} />
      )}
    </Stack>
  );
}

function CallToAction({ title, text, button }: { title: string; text: string; button: ReactNode }) {
  return (
    <Paper className={classes.cta} p="xl" radius="lg" component="section" aria-label={title}>
      <Stack gap="sm" align="flex-start">
        <Title order={2}>{title}</Title>
        <Text className={classes.richText}>{text}</Text>
        {button}
      </Stack>
    </Paper>
  );
}

function Block({ block }: { block: ContentBlock }): ReactNode {
  switch (block.type) {
    case 'title':
      return (
        <Title order={2} id={block.anchor} className={classes.anchorTarget}>
          {block.text}
        </Title>
      );
    case 'text':
      return <Text className={classes.richText}>{block.text}</Text>;
    case 'listings':
      return <ListingsRow title={block.title} tagId={block.tagId} limit={block.limit} />;
    case 'collection_group':
      return <CollectionGroupRow title={block.title} slugs={block.slugs} />;
    case 'call_to_action':
      return (
        <CallToAction
          title={block.title}
          text={block.text}
          button={<LinkButton url={block.buttonUrl} label={block.buttonLabel} />}
        />
      );
    default:
      // The other blocks (and any type this version does not know yet) come with the next chunk.
      return (
        <Suspense fallback={null}>
          <MoreBlock block={block} />
        </Suspense>
      );
  }
}

/** Renders a content page's blocks, top to bottom (also the content editor's live preview). */
export function ContentBlocks({ rows, gap = 40 }: { rows: ContentBlock[]; gap?: number }) {
  return (
    <Stack gap={gap}>
      {rows.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </Stack>
  );
}
