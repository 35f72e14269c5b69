import { Card, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import type { CollectionSummary } from '../api/get-collections';
import classes from './content.module.css';

export function CollectionCard({ collection }: { collection: CollectionSummary }) {
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
        <Text component="h3" fw={700} size="lg" m={0}>
          {collection.title}
        </Text>
      </div>
    </Card>
  );
}
