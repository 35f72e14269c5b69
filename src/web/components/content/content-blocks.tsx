import type { ReactNode } from 'react';
import { Button, Divider, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ContentBlock } from '../../../../domain/schemas/content';
import { useCollections } from '../api/get-collections';
import { CollectionGrid, CollectionGridSkeleton } from './collection-grid';
import { ListingsRow } from './listings-row';
import classes from './content.module.css';

function isInternal(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

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

function CallToAction({ block }: { block: Extract<ContentBlock, { type: 'call_to_action' }> }) {
  const button = isInternal(block.buttonUrl) ? (
    <Button component={Link} to={block.buttonUrl} size="md">
      {block.buttonLabel}
    </Button>
  ) : (
    <Button component="a" href={block.buttonUrl} size="md" rel="noopener noreferrer">
      {block.buttonLabel}
    </Button>
  );
  return (
    <Paper className={classes.cta} p="xl" radius="lg" component="section" aria-label={block.title}>
      <Stack gap="sm" align="flex-start">
        <Title order={2}>{block.title}</Title>
        <Text className={classes.richText}>{block.text}</Text>
        {button}
      </Stack>
    </Paper>
  );
}

function Block({ block }: { block: ContentBlock }): ReactNode {
  switch (block.type) {
    case 'title':
      return <Title order={2}>{block.text}</Title>;
    case 'text':
      return <Text className={classes.richText}>{block.text}</Text>;
    case 'listings':
      return <ListingsRow title={block.title} tagId={block.tagId} limit={block.limit} />;
    case 'collection_group':
      return <CollectionGroupRow title={block.title} slugs={block.slugs} />;
    case 'image':
      return <Image src={block.url} alt={block.alt} radius="md" mah={480} fit="cover" loading="lazy" />;
    case 'call_to_action':
      return <CallToAction block={block} />;
    case 'divider':
      return <Divider my="sm" />;
    default:
      // A block type this version does not know yet is skipped rather than breaking the page.
      return null;
  }
}

/** Renders a content page's rows, top to bottom. */
export function ContentRows({ rows }: { rows: ContentBlock[] }) {
  return (
    <Stack gap={40}>
      {rows.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </Stack>
  );
}
