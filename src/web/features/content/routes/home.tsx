import { Alert, Anchor, Container, Group, Skeleton, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { HOME_COLLECTION_THUMBNAILS } from '../../../../domain/constants';
import { usePageTitle } from '../../../components/use-page-title';
import { paths } from '../../../lib/paths';
import { useStoreReferralCode } from '../../../lib/referral';
import { useCollections } from '../../../lib/queries/get-collections';
import { useContentPage } from '../api/get-content-page';
import { CollectionGrid, CollectionGridSkeleton } from '../../../components/content/collection-grid';
import { Columns } from '../../../components/columns';
import { ContentBlocks } from '../../../components/content/content-blocks';
import { HomeBanner } from '../components/home-banner';
import classes from '../components/content.module.css';

export const HOME_PAGE_SLUG = 'home';

export default function HomeRoute() {
  const { t } = useTranslation();
  useStoreReferralCode();
  usePageTitle(null);
  const page = useContentPage(HOME_PAGE_SLUG);
  const collections = useCollections();
  const shownCollections = collections.data?.slice(0, HOME_COLLECTION_THUMBNAILS) ?? [];
  // The spec's home has one set of collections: the four thumbnails of the Collections section
  // below. A content row that only repeats them is left out, so each shows once (a row is kept
  // when it adds a collection the section does not show).
  const shownSlugs = new Set(shownCollections.map((c) => c.slug));
  // The link sits inside the sentence: its words are marked <mapLink>…</mapLink> in the catalogue.
  // (Split here rather than with <Trans>, which would add its HTML parser to the first render.)
  const partialText = t('content.home.partialText').split(/<\/?mapLink>/);
  const rows = (page.data?.rows ?? []).filter(
    (block) =>
      block.type !== 'collection_group' ||
      (collections.isSuccess && !block.slugs.every((slug) => shownSlugs.has(slug))),
  );

  return (
    <>
      <HomeBanner banner={page.data?.homeBanner ?? null} loading={page.isPending} />
      <Container size="xl" py={48}>
        <Stack gap={56}>
          {page.isError && (
            <Alert color="yellow" title={t('content.home.partial')}>
              {partialText[0]}
              <Anchor component={Link} to={paths.locations.href()}>
                {partialText[1]}
              </Anchor>
              {partialText[2]}
            </Alert>
          )}
          {page.isPending ? <ContentRowsSkeleton /> : rows.length > 0 && <ContentBlocks rows={rows} />}

          <Stack gap="md" component="section" aria-labelledby="home-collections-title">
            <Group justify="space-between" align="baseline">
              <Title order={2} id="home-collections-title">
                {t('content.home.collections')}
              </Title>
              <Anchor component={Link} to={paths.collections.href()}>
                {t('content.home.seeAllCollections')}
              </Anchor>
            </Group>
            {collections.isPending ? (
              <CollectionGridSkeleton count={HOME_COLLECTION_THUMBNAILS} />
            ) : collections.isError ? (
              <Alert color="yellow" title={t('content.home.collectionsError')} />
            ) : (
              <CollectionGrid collections={shownCollections} label={t('content.home.collections')} />
            )}
          </Stack>
        </Stack>
      </Container>
    </>
  );
}

/**
 * Where the content rows will be, while they load: a screen tall, so the collections below them are
 * out of view when the rows arrive and nothing seen moves (issue 14).
 */
function ContentRowsSkeleton() {
  return (
    <Stack gap={56} className={classes.rowsLoading} aria-hidden>
      {[0, 1].map((row) => (
        <Stack key={row} gap="md">
          <Skeleton h={32} w={260} radius="sm" />
          <Columns cols={{ base: 1, xs: 2, md: 4 }}>
            {[0, 1, 2, 3].map((card) => (
              <Skeleton key={card} h={240} radius="md" />
            ))}
          </Columns>
        </Stack>
      ))}
    </Stack>
  );
}
