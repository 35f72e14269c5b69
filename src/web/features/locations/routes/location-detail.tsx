import { lazy, Suspense } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router';
import { UNLISTED_NOTICE } from '../../../../domain/errors';
import type { LocationDetail } from '../../../../domain/schemas/locations';
import { formatCents } from '../../../../domain/money';
import { AppBadges } from '../../../components/app-badges';
import { NotFound } from '../../../components/not-found';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { placeLine } from '../../../components/location-card';
import { paths } from '../../../lib/paths';
import { useStoreReferralCode } from '../../../lib/referral';
import { useLocation } from '../api/get-location';
import { BookingCalendar } from '../components/booking-calendar';
import { FeatureList } from '../components/feature-list';
import { ImageGallery } from '../components/image-gallery';
import { parseLocationId } from '../lib/location-id';
import classes from '../components/locations.module.css';

const LocationMap = lazy(() => import('../components/location-map'));

function JoinBanner() {
  return (
    <Paper className={classes.ctaBanner} p="lg" radius="lg" component="aside" aria-label="Join Stopover">
      <Group justify="space-between" gap="md">
        <Stack gap={2}>
          <Text fw={700} size="lg">
            Join Stopover to book this stay
          </Text>
          <Text size="sm">It is free to join; you pay only for the nights you book.</Text>
        </Stack>
        <Button component={Link} to={paths.signup.href()} variant="white" size="md">
          Join Now
        </Button>
      </Group>
    </Paper>
  );
}

function DetailsPanel({ location }: { location: LocationDetail }) {
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <Title order={2} size="h3">
            About this stay
          </Title>
          <Text className={classes.description}>{location.description}</Text>
          {location.host?.firstName && <Text>Hosted by {location.host.firstName}</Text>}
          {location.website && (
            <Anchor href={location.website} target="_blank" rel="noopener noreferrer">
              Visit the host&apos;s website (opens in a new tab)
            </Anchor>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <Title order={2} size="h3">
            Features
          </Title>
          <FeatureList tagIds={location.tags} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function LocationPanel({ location }: { location: LocationDetail }) {
  // The API sends the exact address only to the host, admins and guests booked here (decision 012);
  // everyone else sees the town and a position rounded to about a kilometre.
  const { address } = location;
  const centre = address ?? location;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Where it is
      </Title>
      {address ? (
        <Text fw={600}>
          {[address.address || placeLine(location) || 'New Zealand', address.postcode]
            .filter(Boolean)
            .join(' ')}
        </Text>
      ) : (
        <Text>
          {placeLine(location) || 'New Zealand'}. The circle shows the area; the exact address is shared when
          you book.
        </Text>
      )}
      <Box role="region" aria-label={`Map of the area around ${location.name}`} className={classes.mapBox}>
        <Suspense
          fallback={
            <Center h={360} bg="gray.1">
              <Loader aria-label="Loading map" />
            </Center>
          }
        >
          <LocationMap latitude={centre.latitude} longitude={centre.longitude} />
        </Suspense>
      </Box>
      {location.directions && (
        <Stack gap="xs">
          <Title order={3} size="h4">
            Directions
          </Title>
          <Text className={classes.description}>{location.directions}</Text>
        </Stack>
      )}
    </Stack>
  );
}

function DownloadPanel() {
  return (
    <Stack gap="md" align="flex-start">
      <Title order={2} size="h3">
        Get the Stopover app
      </Title>
      <Text>
        Find stays on the road, keep your bookings and directions with you, even with limited signal.
      </Text>
      <AppBadges />
    </Stack>
  );
}

export default function LocationDetailRoute() {
  useStoreReferralCode();
  const { locationId } = useParams();
  const id = parseLocationId(locationId);
  const query = useLocation(id ?? 0, { enabled: id !== null });
  usePageTitle(query.data?.name);

  if (id === null) return <NotFound />;
  if (query.isPending) return <PageLoader label="Loading stay…" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;

  const location = query.data;
  const images =
    location.images.length > 0
      ? location.images
      : location.image
        ? [{ id: 'main', url: location.image }]
        : [];
  const place = placeLine(location);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {location.status === 'inactive' && (
          <Alert
            color="yellow"
            title={UNLISTED_NOTICE}
            role="alert"
            styles={{
              root: { border: '2px solid #e8a400' },
              title: { fontSize: 'var(--mantine-font-size-lg)' },
            }}
          >
            Guests cannot find or book it until the host lists it again.
          </Alert>
        )}
        <ImageGallery images={images} name={location.name} />
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4}>
            <Title order={1}>{location.name}</Title>
            {place && <Text c="dimmed">{place}</Text>}
            <Group gap="xs">
              {location.propertyType && <Badge variant="light">{location.propertyType}</Badge>}
              {location.rating !== null && location.reviewCount > 0 && (
                <Text size="sm">
                  <span aria-hidden>★ </span>
                  {location.rating.toFixed(1)} out of 5 ({location.reviewCount}{' '}
                  {location.reviewCount === 1 ? 'review' : 'reviews'})
                </Text>
              )}
            </Group>
          </Stack>
          {location.price !== null && (
            <Text size="xl" fw={700}>
              from {formatCents(location.price)} / night
            </Text>
          )}
        </Group>

        <JoinBanner />

        <Tabs defaultValue="details" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="details">Details</Tabs.Tab>
            <Tabs.Tab value="location">Location</Tabs.Tab>
            <Tabs.Tab value="book">Book Now</Tabs.Tab>
            <Tabs.Tab value="app">Download App</Tabs.Tab>
          </Tabs.List>
          <Box pt="lg">
            <Tabs.Panel value="details">
              <DetailsPanel location={location} />
            </Tabs.Panel>
            <Tabs.Panel value="location">
              <LocationPanel location={location} />
            </Tabs.Panel>
            <Tabs.Panel value="book">
              <Stack gap="md">
                <Title order={2} size="h3">
                  Availability
                </Title>
                <BookingCalendar locationId={location.id} />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="app">
              <DownloadPanel />
            </Tabs.Panel>
          </Box>
        </Tabs>
      </Stack>
    </Container>
  );
}
