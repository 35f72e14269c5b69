import { lazy, Suspense, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { LocationDetail } from '../../../../domain/schemas/locations';
import { formatCents } from '../../../lib/money';
import { can, ownsLocation } from '../../../../domain/roles';
import { AppBadges } from '../../../components/app-badges';
import { Columns } from '../../../components/columns';
import { NotFound } from '../../../components/not-found';
import { Loading, PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { placeLine } from '../../../components/location-card';
import { paths } from '../../../lib/paths';
import { useViewer } from '../../../lib/session';
import { LocationReviews } from '../components/location-reviews';
import { useStoreReferralCode } from '../../../lib/referral';
import { useHydrated } from '../../../lib/use-hydrated';
import { useLocation } from '../api/get-location';
import { BookingCalendar } from '../components/location-calendar';
import { BookingPanel } from '../components/booking-panel';
import { HostContact } from '../components/host-contact';
import { hasSelection } from '../lib/selection-store';
import { FeatureList } from '../components/feature-list';
import { StayRulesList } from '../components/stay-rules-list';
import { ImageGallery } from '../components/image-gallery';
import { parseLocationId } from '../lib/location-id';
import classes from '../components/locations.module.css';

const LocationMap = lazy(() => import('../components/location-map'));

/** For visitors only: a signed-in member has joined already (issue 13). */
function JoinBanner() {
  const { t } = useTranslation();
  const { viewer, isPending } = useViewer();
  if (viewer || isPending) return null;
  return (
    <Paper
      className={classes.ctaBanner}
      p="lg"
      radius="lg"
      component="aside"
      aria-label={t('stays.detail.join')}
    >
      <Group justify="space-between" gap="md">
        <Stack gap={2}>
          <Text fw={700} size="lg">
            {t('stays.detail.joinTitle')}
          </Text>
          <Text size="sm">{t('stays.detail.joinText')}</Text>
        </Stack>
        <Button component={Link} to={paths.signup.href()} variant="white" size="md">
          {t('stays.detail.joinNow')}
        </Button>
      </Group>
    </Paper>
  );
}

/** Spec section 2: Edit Property, for administrators on every location page and for its own host. */
function EditPropertyButton({ location }: { location: LocationDetail }) {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const mayEdit =
    can(viewer, 'locations:manage-any') || ownsLocation(viewer, { ownerId: location.host?.id ?? null });
  if (!mayEdit) return null;
  return (
    <Button component={Link} to={paths.hostingLocation.href(location.id)} variant="default">
      {t('stays.detail.editProperty')}
    </Button>
  );
}

function DetailsPanel({ location }: { location: LocationDetail }) {
  const { t } = useTranslation();
  return (
    <Columns cols={{ base: 1, md: [7, 5] }} spacing="xl">
      <div>
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('stays.detail.about')}
          </Title>
          <Text className={classes.description}>{location.description}</Text>
          {location.host?.firstName && (
            <Text>{t('stays.detail.hostedBy', { name: location.host.firstName })}</Text>
          )}
          {location.website && (
            <Anchor href={location.website} target="_blank" rel="noopener noreferrer">
              {t('stays.detail.website')}
            </Anchor>
          )}
        </Stack>
      </div>
      <div>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('stays.detail.features')}
          </Title>
          <FeatureList tagIds={location.tags} />
        </Stack>
      </div>
      <div>
        <StayRulesList location={location} />
      </div>
    </Columns>
  );
}

function LocationPanel({ location }: { location: LocationDetail }) {
  // The API sends the exact address only to the host, admins and guests booked here (decision 012);
  // everyone else sees the town and a position rounded to about a kilometre.
  const { t } = useTranslation();
  const { address } = location;
  const centre = address ?? location;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('stays.detail.whereItIs')}
      </Title>
      {address ? (
        <Text fw={600}>
          {[address.address || placeLine(location) || t('stays.detail.newZealand'), address.postcode]
            .filter(Boolean)
            .join(' ')}
        </Text>
      ) : (
        <Text>{t('stays.detail.area', { place: placeLine(location) || t('stays.detail.newZealand') })}</Text>
      )}
      <Box
        role="region"
        aria-label={t('stays.detail.mapOfArea', { name: location.name })}
        className={classes.mapBox}
      >
        <Suspense fallback={<Loading h={360} bg="gray.1" label={t('common.loadingMap')} />}>
          <LocationMap latitude={centre.latitude} longitude={centre.longitude} />
        </Suspense>
      </Box>
      {location.directions && (
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('stays.detail.directions')}
          </Title>
          <Text className={classes.description}>{location.directions}</Text>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * A listing with no sites (a non-product listing: a commercial or freedom campsite) is not booked
 * here: its type and a word on how to stay there take the booking panel's place.
 */
function NotBookablePanel({ location }: { location: LocationDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start" data-testid="not-bookable">
      <Title order={2} size="h3">
        {t(`adminLocations.types.${location.type}`)}
      </Title>
      <Text>{t('adminLocations.notBookable')}</Text>
      {location.website && (
        <Anchor href={location.website} target="_blank" rel="noopener noreferrer">
          {t('stays.detail.website')}
        </Anchor>
      )}
    </Stack>
  );
}

function DownloadPanel() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <Title order={2} size="h3">
        {t('stays.detail.appTitle')}
      </Title>
      <Text>{t('stays.detail.appText')}</Text>
      <AppBadges />
    </Stack>
  );
}

export default function LocationDetailRoute() {
  const { t } = useTranslation();
  useStoreReferralCode();
  const { locationId } = useParams();
  // Opened from a search by dates (?arrival=): the calendar starts there (decision 020).
  const [searchParams] = useSearchParams();
  const arrival = searchParams.get('arrival');
  const id = parseLocationId(locationId);
  const query = useLocation(id ?? 0, { enabled: id !== null });
  usePageTitle(query.data?.name);
  const [tab, setTab] = useState<string | null>(null);
  // Nights selected earlier live in this browser's storage, which the server cannot see.
  const hydrated = useHydrated();

  if (id === null) return <NotFound />;
  if (query.isPending) return <PageLoader label={t('stays.detail.loading')} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;

  const location = query.data;
  const images =
    location.images.length > 0
      ? location.images
      : location.image
        ? [{ id: 'main', url: location.image }]
        : [];
  const place = placeLine(location);
  // A listing without sites has nothing to book (non-product listings: spec section 1).
  const bookable = location.propertyInformation.sites.length > 0;
  const firstTab = bookable && ((hydrated && hasSelection(location.id)) || arrival) ? 'book' : 'details';

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {location.status === 'inactive' && (
          <Alert
            color="yellow"
            title={t('locations.unlisted')}
            role="alert"
            styles={{
              root: { border: '2px solid #e8a400' },
              title: { fontSize: 'var(--mantine-font-size-lg)' },
            }}
          >
            {t('stays.detail.unlistedText')}
          </Alert>
        )}
        <ImageGallery images={images} name={location.name} />
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4}>
            <Title order={1}>{location.name}</Title>
            {place && <Text c="dimmed">{place}</Text>}
            <Group gap="xs">
              {location.type !== 'property' && (
                <Badge variant="light" c="dark" data-testid="location-type">
                  {t(`adminLocations.types.${location.type}`)}
                </Badge>
              )}
              {location.propertyType && <Badge variant="light">{location.propertyType}</Badge>}
              {location.rating !== null && location.reviewCount > 0 && (
                <Text size="sm">
                  <span aria-hidden>★ </span>
                  {t('stays.detail.rating', {
                    rating: location.rating.toFixed(1),
                    count: location.reviewCount,
                  })}
                </Text>
              )}
            </Group>
          </Stack>
          <Stack gap="xs" align="flex-end">
            {location.price !== null && (
              <Text size="xl" fw={700}>
                {t('common.locationCard.fromPerNight', { price: formatCents(location.price) })}
              </Text>
            )}
            <EditPropertyButton location={location} />
            <HostContact location={location} />
          </Stack>
        </Group>

        <JoinBanner />

        {/* A guest back with nights selected (after signing in, a reload) lands on them. */}
        <Tabs value={tab ?? firstTab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="details">{t('stays.detail.tabDetails')}</Tabs.Tab>
            <Tabs.Tab value="location">{t('stays.detail.tabLocation')}</Tabs.Tab>
            <Tabs.Tab value="book">{t('stays.detail.tabBook')}</Tabs.Tab>
            <Tabs.Tab value="app">{t('stays.detail.tabApp')}</Tabs.Tab>
          </Tabs.List>
          <Box pt="lg">
            <Tabs.Panel value="details">
              <DetailsPanel location={location} />
            </Tabs.Panel>
            <Tabs.Panel value="location">
              <LocationPanel location={location} />
            </Tabs.Panel>
            <Tabs.Panel value="book">
              {bookable ? (
                <Columns cols={{ base: 1, md: [8, 4] }} spacing="xl">
                  <div>
                    <Stack gap="md">
                      <Title order={2} size="h3">
                        {t('stays.detail.availability')}
                      </Title>
                      <BookingCalendar locationId={location.id} initialDate={arrival} />
                    </Stack>
                  </div>
                  <div>
                    <Box pos="sticky" top={16}>
                      <BookingPanel location={location} />
                    </Box>
                  </div>
                </Columns>
              ) : (
                <NotBookablePanel location={location} />
              )}
            </Tabs.Panel>
            <Tabs.Panel value="app">
              <DownloadPanel />
            </Tabs.Panel>
          </Box>
        </Tabs>

        <LocationReviews location={location} />
      </Stack>
    </Container>
  );
}
