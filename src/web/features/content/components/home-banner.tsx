import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { Place } from '../../../../domain/schemas/locations';
import { PlaceSearch } from '../../../components/place-search';
import { paths } from '../../../lib/paths';
import classes from './content.module.css';

export function HomeBanner({
  banner,
  loading,
}: {
  banner: { title: string; tagline: string } | null;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Shown when the content service is unreachable, so the page still says what it is.
  const shown = banner ?? {
    title: t('content.banner.fallbackTitle'),
    tagline: t('content.banner.fallbackTagline'),
  };
  const goTo = (place: Place) =>
    navigate(paths.locations.href({ centre: { latitude: place.latitude, longitude: place.longitude } }));

  return (
    <section className={classes.banner} aria-labelledby="home-banner-title">
      <Container size="xl">
        <Stack gap="lg" maw={720}>
          {loading ? (
            <>
              <Title order={1} id="home-banner-title" className="visually-hidden">
                {t('content.banner.brand')}
              </Title>
              <Skeleton h={48} w="80%" radius="sm" aria-hidden />
              <Skeleton h={22} w="60%" radius="sm" aria-hidden />
            </>
          ) : (
            <>
              <Title order={1} id="home-banner-title" fz={{ base: 34, sm: 48 }} lh={1.1}>
                {shown.title}
              </Title>
              <Text fz={{ base: 'lg', sm: 'xl' }}>{shown.tagline}</Text>
            </>
          )}
          <div className={classes.bannerSearch}>
            <PlaceSearch onPlace={goTo} size="lg" label={t('common.placeSearch.label')} />
          </div>
        </Stack>
      </Container>
    </section>
  );
}
