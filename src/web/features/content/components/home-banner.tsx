import { useState } from 'react';
import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { todayInAuckland } from '../../../../domain/dates';
import type { Place } from '../../../../domain/schemas/locations';
import { PlaceSearch } from '../../../components/place-search';
import { StayDates } from '../../../components/stay-dates';
import { paths } from '../../../lib/paths';
import { stayOf, type StayDatesValue } from '../../../lib/stay-dates';
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
  // Dates are optional; when both are chosen the search shows only places open then (decision 020).
  const [dates, setDates] = useState<StayDatesValue>({ arrival: null, departure: null });
  const goTo = (place: Place) =>
    navigate(
      paths.locations.href({
        centre: { latitude: place.latitude, longitude: place.longitude },
        address: place.name,
        stay: stayOf(dates, todayInAuckland()),
      }),
    );

  return (
    <section className={classes.banner} aria-labelledby="home-banner-title">
      <Container size="xl">
        <Stack gap="lg" maw={720}>
          <Stack gap="lg" className={classes.bannerText}>
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
                <Title order={1} id="home-banner-title" lh={1.1} className={classes.bannerTitle}>
                  {shown.title}
                </Title>
                <Text className={classes.bannerTagline}>{shown.tagline}</Text>
              </>
            )}
          </Stack>
          <Stack gap="sm" className={classes.bannerSearch}>
            {/* The calendar loads only when reached for: it is too heavy for the first render. */}
            <StayDates value={dates} onChange={setDates} legend={t('content.banner.dates')} deferred />
            <PlaceSearch onPlace={goTo} size="lg" label={t('common.placeSearch.label')} />
          </Stack>
        </Stack>
      </Container>
    </section>
  );
}
