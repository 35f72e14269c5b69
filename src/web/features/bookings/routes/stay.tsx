import { useMemo } from 'react';
import { Anchor, Container, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { groupStays } from '../../../../domain/stays';
import type { LocationDetail } from '../../../../domain/schemas/locations';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { api } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { locationMapUrl, locationUrl, PHOTOS_PER_STAY } from '../../../lib/offline/saved-trips';
import { paths } from '../../../lib/paths';
import { useBookings } from '../api/get-bookings';
import { OfflineNote } from '../components/offline-note';
import { StayCard } from '../components/stay-card';
import { queryKeys } from '../../../lib/queries/keys';

/** The property of a stay as its guest sees it (exact address): the guest's own, dropped on sign-out. */
function useStayLocation(id: number | undefined) {
  return useQuery({
    queryKey: queryKeys.stayLocation(id),
    queryFn: ({ signal }) => api<LocationDetail>(locationUrl(id!), { signal }),
    enabled: id !== undefined,
  });
}

/**
 * /bookings/stays/{key} (issue 29): one stay with everything needed to reach it (dates, sites and
 * directions, the address, arrival instructions, the host's name and phone), the property's photos
 * and a map image around it. It reads the same answers as My Trips, so it opens offline once saved.
 */
export default function StayRoute() {
  const { t } = useTranslation();
  const { stayKey = '' } = useParams();
  const bookings = useBookings();
  const stay = useMemo(() => {
    const nights = bookings.data?.pages.flatMap((page) => page.items) ?? [];
    return groupStays(nights).find((s) => s.key === stayKey) ?? null;
  }, [bookings.data, stayKey]);
  const location = useStayLocation(stay?.locationId);
  usePageTitle(stay?.locationName ?? t('bookings.myTrips.title'));

  if (bookings.isPending) return <PageLoader />;
  if (bookings.isError) {
    return (
      <QueryError
        error={bookings.error}
        onRetry={() => void bookings.refetch()}
        title={t('bookings.myTrips.loadFailed')}
      />
    );
  }
  const back = (
    <Anchor component={Link} to={paths.bookings.href()} size="sm">
      {t('offlineUi.stay.back')}
    </Anchor>
  );
  if (!stay) {
    return (
      <Container size="md" py={48}>
        <Stack gap="md">
          {back}
          <Text size="lg">{t('offlineUi.stay.notFound')}</Text>
        </Stack>
      </Container>
    );
  }
  const name = stay.locationName;
  const position = stay.nights.find((n) => n.address)?.address ?? null;
  const photos = location.data?.images.slice(0, PHOTOS_PER_STAY) ?? [];
  return (
    <Container size="md" py={48}>
      <Stack gap="lg">
        {back}
        <Title order={1}>{name}</Title>
        <OfflineNote />
        <StayCard stay={stay} withDetailsLink={false} headingOrder={2} />
        <Stack gap="xs">
          <img
            src={locationMapUrl(stay.locationId)}
            alt={t('offlineUi.stay.map', { name })}
            width={640}
            height={400}
            style={{ maxWidth: '100%', height: 'auto', borderRadius: 8 }}
            data-testid="stay-map"
          />
          {position && (
            <Anchor
              href={`https://www.google.com/maps/dir/?api=1&destination=${position.latitude},${position.longitude}`}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
            >
              {t('offlineUi.stay.openInMaps')}
            </Anchor>
          )}
        </Stack>
        {photos.length > 0 && (
          <section aria-label={t('offlineUi.stay.photos', { name })}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {photos.map((photo, i) => (
                <Image
                  key={photo.id}
                  src={photo.url}
                  alt={t('offlineUi.stay.photo', { number: i + 1, name })}
                  radius="sm"
                  loading="lazy"
                  data-testid="stay-photo"
                />
              ))}
            </SimpleGrid>
          </section>
        )}
      </Stack>
    </Container>
  );
}
