import { useEffect } from 'react';
import { Container, Stack, Title } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { isNotFound } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { Columns } from '../../../components/columns';
import { ContentBlocks } from '../../../components/content/content-blocks';
import { NotFound } from '../../../components/not-found';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { useContentPage } from '../api/get-content-page';
import { HelpSideMenu } from '../components/help-side-menu';
import classes from '../components/content.module.css';

const SLUG = /^[a-z0-9-]{1,100}$/;

/**
 * A static content page (/about, /faq-guest, /vineyards ...; spec section 2), loaded by its path from
 * the content store in the visitor's language (English where it is not written), beside the Help side
 * menu. An unknown page shows the not-found text.
 */
export default function ContentPageRoute() {
  const { slug = '' } = useParams();
  return SLUG.test(slug) ? <ContentPage slug={slug} /> : <NotFound />;
}

function ContentPage({ slug }: { slug: string }) {
  const { t, language } = useTranslation();
  const page = useContentPage(slug);
  const { hash } = useLocation();
  usePageTitle(page.data?.title);

  // A link to a section (/privacy-policy#cookie-policy) lands on it once the page is drawn.
  const loaded = page.isSuccess;
  useEffect(() => {
    if (!loaded || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [loaded, hash]);

  // An unknown page is the site's not-found page, like any other unknown address.
  if (page.isError && isNotFound(page.error)) return <NotFound />;
  return (
    <Container size="xl" className={classes.contentPage}>
      <Columns cols={{ base: 1, md: [3, 9] }} spacing={{ base: 'xl', md: 48 }}>
        <div>
          <HelpSideMenu />
        </div>
        <div>
          {page.isPending ? (
            <PageLoader label={t('content.page.loading')} />
          ) : page.isError ? (
            <QueryError error={page.error} onRetry={() => void page.refetch()} />
          ) : (
            // Written in English when not in the visitor's language: screen readers read it as English.
            <Stack
              gap="lg"
              component="article"
              lang={page.data.language === language ? undefined : page.data.language}
            >
              <Title order={1}>{page.data.title}</Title>
              <ContentBlocks rows={page.data.rows} gap={20} />
            </Stack>
          )}
        </div>
      </Columns>
    </Container>
  );
}
