import { Card, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import type { CollectionSummary } from '../../lib/queries/get-collections';
import classes from './content-blocks.module.css';

/** `headingLevel` keeps the outline in order: 3 under a section's h2, 2 straight under a page's h1. */
export function CollectionCard({
  collection,
  headingLevel = 3,
}: {
  collection: CollectionSummary;
  headingLevel?: 2 | 3;
}) {
  return (
    <Card
      component={Link}
      to={paths.collection.href(collection.slug)}
      padding={0}
      radius="md"
      className={classes.collectionCard}
    >
      {collection.thumbnail ? (
        <Image src={collection.thumbnail} alt="" h={180} fit="cover" loading="lazy" />
      ) : (
        <div className={classes.collectionNoImage} aria-hidden />
      )}
      <div className={classes.collectionOverlay}>
        <Text component={headingLevel === 2 ? 'h2' : 'h3'} fw={700} size="lg" m={0}>
          {collection.title}
        </Text>
      </div>
    </Card>
  );
}
