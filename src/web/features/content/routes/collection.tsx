import { Container, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { NotFound } from '../../../components/not-found';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { useStoreReferralCode } from '../../../lib/referral';
import { useCollectionPage } from '../../../lib/queries/get-collection-page';
import { ContentBlocks } from '../../../components/content/content-blocks';
import { ListingsRow } from '../../../components/content/listings-row';
import classes from '../components/content.module.css';

const SLUG = /^[a-z0-9-]{1,100}$/;
const COLLECTION_LISTINGS_LIMIT = 24;

export default function CollectionRoute() {
  const { t } = useTranslation();
  useStoreReferralCode();
  const { slug = '' } = useParams();
  const valid = SLUG.test(slug);
  const page = useCollectionPage(slug, { enabled: valid });
  usePageTitle(page.data?.title);

  if (!valid) return <NotFound />;
  if (page.isPending) return <PageLoader label={t('content.collections.loading')} />;
  if (page.isError) return <QueryError error={page.error} onRetry={() => void page.refetch()} />;

  const { title, banner, rows, collection } = page.data;
  return (
    <>
      {/* Not a named region: the collection's own rows often share its title, and two landmarks
          with one name cannot be told apart. The h1 already marks where the page starts. */}
      <div
        className={classes.collectionBanner}
        style={banner ? { backgroundImage: `url("${encodeURI(banner)}")` } : undefined}
      >
        <Container size="xl" className={classes.collectionBannerInner}>
          <Title order={1} id="collection-title" className={classes.collectionTitle}>
            {title}
          </Title>
        </Container>
      </div>
      <Container size="xl" py={48}>
        <Stack gap={48}>
          {rows.length > 0 && <ContentBlocks rows={rows} />}
          {collection.tag !== null && (
            <ListingsRow
              title={t('content.collections.staysIn', { title })}
              tagId={collection.tag}
              limit={COLLECTION_LISTINGS_LIMIT}
            />
          )}
        </Stack>
      </Container>
    </>
  );
}
