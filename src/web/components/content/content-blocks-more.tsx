// The content blocks the home page does not use (content-blocks.tsx has those): loaded when a page
// first shows one, so the home page's first render does not carry them.

import type { ReactNode } from 'react';
import { Anchor, Divider, Group, Image, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ContentBlock } from '../../../domain/schemas/content';
import { useTranslation } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useCollectionPage } from '../../lib/queries/get-collection-page';
import { Columns } from '../columns';
import { CollectionGridSkeleton } from './collection-grid';
import { LinkButton } from './link-button';
import { ListingsRow } from './listings-row';
import classes from './content-blocks.module.css';

type BlockOf<T extends ContentBlock['type']> = Extract<ContentBlock, { type: T }>;

/** One collection: its title and its tag's listings, with a link to the whole collection page. */
function CollectionRow({ block }: { block: BlockOf<'collection'> }) {
  const { t } = useTranslation();
  const page = useCollectionPage(block.slug);
  if (page.isError) return null;
  if (page.isPending) return <CollectionGridSkeleton count={4} />;
  const { title, collection } = page.data;
  return (
    <Stack gap="sm">
      <ListingsRow title={title} tagId={collection.tag} limit={block.limit} />
      <Anchor component={Link} to={paths.collection.href(block.slug)} fw={600}>
        {t('content.blocks.seeCollection', { title })}
      </Anchor>
    </Stack>
  );
}

function HostBanner({ block }: { block: BlockOf<'host_banner'> }) {
  return (
    <Paper className={classes.hostBanner} p="xl" radius="lg" component="section" aria-label={block.title}>
      <Group justify="space-between" gap="lg">
        <Stack gap="xs" maw="60ch">
          <Title order={2}>{block.title}</Title>
          <Text className={classes.richText}>{block.text}</Text>
        </Stack>
        <LinkButton url={paths.whyHost.href()} label={block.buttonLabel} variant="white" />
      </Group>
    </Paper>
  );
}

function TextWithImage({ block }: { block: BlockOf<'text_with_image'> }) {
  const image = (
    <Image src={block.imageUrl} alt={block.alt} radius="md" fit="cover" loading="lazy" mah={360} />
  );
  const words = (
    <Stack gap="sm">
      {block.title && <Title order={2}>{block.title}</Title>}
      <Text className={classes.richText}>{block.text}</Text>
    </Stack>
  );
  // The reading order stays text first for screen readers; only the picture's side changes.
  return (
    <Columns cols={{ base: 1, sm: 2 }} spacing="xl" className={classes.textWithImage}>
      {words}
      <div className={block.imageSide === 'left' ? classes.imageFirst : undefined}>{image}</div>
    </Columns>
  );
}

/** YouTube and Vimeo pages play in their privacy-friendly embeds; anything else as a video file. */
export function videoEmbedUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://stopover.invalid');
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\./, '');
  const youtubeId =
    host === 'youtu.be'
      ? parsed.pathname.slice(1)
      : host === 'youtube.com' || host === 'm.youtube.com'
        ? (parsed.searchParams.get('v') ?? parsed.pathname.match(/^\/(?:embed|shorts)\/([\w-]+)/)?.[1] ?? '')
        : '';
  if (/^[\w-]{6,20}$/.test(youtubeId)) return `https://www.youtube-nocookie.com/embed/${youtubeId}`;
  const vimeoId =
    host === 'vimeo.com' || host === 'player.vimeo.com' ? parsed.pathname.match(/(\d{5,})/)?.[1] : null;
  if (vimeoId) return `https://player.vimeo.com/video/${vimeoId}?dnt=1`;
  return null;
}

function Video({ block }: { block: BlockOf<'video'> }) {
  const embed = videoEmbedUrl(block.url);
  return (
    <figure className={classes.video}>
      {embed ? (
        <iframe
          src={embed}
          title={block.title}
          loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <video src={block.url} title={block.title} aria-label={block.title} controls preload="metadata" />
      )}
    </figure>
  );
}

export default function MoreBlock({ block }: { block: ContentBlock }): ReactNode {
  switch (block.type) {
    case 'list':
      return (
        <Stack gap="xs">
          {block.title && <Title order={3}>{block.title}</Title>}
          <List type={block.ordered ? 'ordered' : 'unordered'} spacing="xs" className={classes.richText}>
            {block.items.map((item, i) => (
              <List.Item key={i}>{item}</List.Item>
            ))}
          </List>
        </Stack>
      );
    case 'image':
      return <Image src={block.url} alt={block.alt} radius="md" mah={480} fit="cover" loading="lazy" />;
    case 'image_with_button':
      return (
        <Stack gap="md" align="flex-start">
          <Image src={block.url} alt={block.alt} radius="md" mah={480} fit="cover" loading="lazy" />
          <LinkButton url={block.buttonUrl} label={block.buttonLabel} />
        </Stack>
      );
    case 'text_with_image':
      return <TextWithImage block={block} />;
    case 'video':
      return <Video block={block} />;
    case 'collection':
      return <CollectionRow block={block} />;
    case 'host_banner':
      return <HostBanner block={block} />;
    case 'become_a_host_button':
      return (
        <div>
          <LinkButton url={paths.becomeAHost.href()} label={block.label} />
        </div>
      );
    case 'divider':
      return <Divider my="sm" />;
    default:
      // A block type this version does not know yet is skipped rather than breaking the page.
      return null;
  }
}
