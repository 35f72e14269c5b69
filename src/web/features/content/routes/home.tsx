import { Alert, Anchor, Container, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { HOME_COLLECTION_THUMBNAILS } from '../../../../domain/constants';
import { usePageTitle } from '../../../components/use-page-title';
import { paths } from '../../../lib/paths';
import { useStoreReferralCode } from '../../../lib/referral';
import { useCollections } from '../api/get-collections';
import { useContentPage } from '../api/get-content-page';
import { CollectionGrid, CollectionGridSkeleton } from '../components/collection-grid';
import { ContentRows } from '../components/content-rows';
import { HomeBanner } from '../components/home-banner';

export const HOME_PAGE_SLUG = 'home';

export default function HomeRoute() {
  useStoreReferralCode();
  usePageTitle(null);
  const page = useContentPage(HOME_PAGE_SLUG);
  const collections = useCollections();

  return (
    <>
      <HomeBanner banner={page.data?.homeBanner ?? null} loading={page.isPending} />
      <Container size="xl" py={48}>
        <Stack gap={56}>
          {page.isError && (
            <Alert color="yellow" title="Some of this page could not be loaded">
              You can still search for a place above, or browse{' '}
              <Anchor component={Link} to={paths.locations.href()}>
                every stay on the map
              </Anchor>
              .
            </Alert>
          )}
          {page.data && page.data.rows.length > 0 && <ContentRows rows={page.data.rows} />}

          <Stack gap="md" component="section" aria-labelledby="home-collections-title">
            <Group justify="space-between" align="baseline">
              <Title order={2} id="home-collections-title">
                Collections
              </Title>
              <Anchor component={Link} to={paths.collections.href()}>
                See all collections
              </Anchor>
            </Group>
            {collections.isPending ? (
              <CollectionGridSkeleton count={HOME_COLLECTION_THUMBNAILS} />
            ) : collections.isError ? (
              <Alert color="yellow" title="Collections could not be loaded" />
            ) : (
              <CollectionGrid
                collections={collections.data.slice(0, HOME_COLLECTION_THUMBNAILS)}
                label="Collections"
              />
            )}
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
