import { useMemo, useState, type ReactNode } from 'react';
import {
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { formatDisplayDate, todayInAuckland } from '../../../../domain/dates';
import { formatCents } from '../../../lib/money';
import { canListHostedBookings } from '../../../../domain/roles';
import type { BookingRowDto } from '../../../../domain/schemas/booking-list';
import { NoPayoutAccountNotice } from '../../../components/no-payout-account';
import { StayVehicleSummary } from '../../../components/certificate-badge';
import { LoadMore } from '../../../components/load-more';
import { useMyProperties } from '../api/get-my-properties';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { hostNightState } from '../../../lib/bookings/cancellation';
import { useTranslation } from '../../../lib/i18n';
import { useViewer } from '../../../lib/session';
import { getGuestBookingsQueryOptions } from '../api/get-guest-bookings';
import { CancelNightDialog } from '../components/cancel-night-dialog';
import { PendingRequests } from '../components/pending-requests';
import { StaysToReview } from '../components/stays-to-review';
import {
  firstNightListed,
  guestBookingsQuery,
  guestName,
  listedNights,
  NO_FILTERS,
  propertyOptions,
  type GuestBookingsFilters,
} from '../lib/guest-bookings';
import classes from '../components/hosting.module.css';

/**
 * /hosting/bookings, Guest Bookings (spec sections 2, 4 and 9): the host's guests by night and
 * property from a week before today, 50 nights a page with Load more, filtered by property and dates;
 * each night's status, or Cancel (the guest is refunded in full) while the host may still cancel.
 */
export default function GuestBookingsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('hosting.guestBookings.title'));
  const { viewer } = useViewer();
  const hostId = viewer?.userId ?? '';
  // Only hosts (a valid payout account) and administrators may list a host's guests (decision 014).
  const allowed = !!viewer && canListHostedBookings(viewer, hostId);
  const [today] = useState(todayInAuckland);
  const [filters, setFilters] = useState<GuestBookingsFilters>(NO_FILTERS);
  const [toCancel, setToCancel] = useState<BookingRowDto | null>(null);

  const bookings = useInfiniteQuery({
    ...getGuestBookingsQueryOptions(guestBookingsQuery(hostId, filters, today)),
    enabled: allowed,
  });
  // The filter offers every property of the host's (GET /v1/users/{id}/properties), whether or not
  // it has guests in the dates shown.
  const myProperties = useMyProperties(hostId, { enabled: allowed });
  const nights = useMemo(() => listedNights(bookings.data?.pages ?? []), [bookings.data]);
  const properties = useMemo(() => propertyOptions(myProperties.data?.items ?? []), [myProperties.data]);

  if (!allowed) {
    return (
      <Container size="lg" py={48}>
        <Stack gap="lg">
          <Title order={1}>{t('hosting.guestBookings.title')}</Title>
          <NoPayoutAccountNotice />
        </Stack>
      </Container>
    );
  }
  if (bookings.isPending) return <PageLoader />;
  if (bookings.isError) {
    return (
      <QueryError
        error={bookings.error}
        onRetry={() => void bookings.refetch()}
        title={t('hosting.guestBookings.loadFailed')}
      />
    );
  }

  const first = formatDisplayDate(firstNightListed(filters, today));
  const caption = filters.toDate
    ? t('hosting.guestBookings.captionRange', { from: first, to: formatDisplayDate(filters.toDate) })
    : t('hosting.guestBookings.caption', { date: first });
  const filtered = filters.location !== null || filters.fromDate !== '' || filters.toDate !== '';
  const status = (night: BookingRowDto) => (
    <NightStatus night={night} today={today} onCancel={() => setToCancel(night)} />
  );

  return (
    <Container size="xl" py={48}>
      <Stack gap="lg">
        <Title order={1}>{t('hosting.guestBookings.title')}</Title>

        <PendingRequests hostId={hostId} />

        <StaysToReview hostId={hostId} today={today} />

        <Box
          component="form"
          role="search"
          aria-label={t('hosting.guestBookings.filters')}
          onSubmit={(event) => event.preventDefault()}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              label={t('hosting.guestBookings.property')}
              value={filters.location === null ? '' : String(filters.location)}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setFilters((f) => ({ ...f, location: value ? Number(value) : null }));
              }}
              data={[{ value: '', label: t('hosting.guestBookings.allProperties') }, ...properties]}
              miw={220}
            />
            <TextInput
              type="date"
              label={t('hosting.guestBookings.fromDate')}
              value={filters.fromDate}
              max={filters.toDate || undefined}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setFilters((f) => ({ ...f, fromDate: value }));
              }}
            />
            <TextInput
              type="date"
              label={t('hosting.guestBookings.toDate')}
              value={filters.toDate}
              min={filters.fromDate || undefined}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setFilters((f) => ({ ...f, toDate: value }));
              }}
            />
            {filtered && (
              <Button variant="default" onClick={() => setFilters(NO_FILTERS)}>
                {t('hosting.guestBookings.clearFilters')}
              </Button>
            )}
          </Group>
        </Box>

        {nights.length === 0 ? (
          <Text c="dimmed" data-testid="no-guest-bookings">
            {t('hosting.guestBookings.none')}
          </Text>
        ) : (
          <>
            {/* A table from tablet width up; one card a night on a phone. */}
            <Box visibleFrom="md">
              <Table.ScrollContainer minWidth={960}>
                <Table striped highlightOnHover aria-busy={bookings.isPlaceholderData}>
                  <Table.Caption>{caption}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('hosting.guestBookings.night')}</Table.Th>
                      <Table.Th scope="col">{t('hosting.guestBookings.property')}</Table.Th>
                      <Table.Th scope="col">{t('hosting.guestBookings.site')}</Table.Th>
                      <Table.Th scope="col">{t('hosting.guestBookings.guest')}</Table.Th>
                      <Table.Th scope="col">{t('hosting.guestBookings.email')}</Table.Th>
                      <Table.Th scope="col">{t('hosting.guestBookings.phone')}</Table.Th>
                      <Table.Th scope="col">{t('hosting.guestBookings.vehicle')}</Table.Th>
                      <Table.Th scope="col" className={classes.amount}>
                        {t('hosting.guestBookings.price')}
                      </Table.Th>
                      <Table.Th scope="col">{t('hosting.guestBookings.status')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {nights.map((night) => (
                      <Table.Tr key={night.id} data-testid="guest-booking">
                        <Table.Td className={classes.nowrap}>{formatDisplayDate(night.date)}</Table.Td>
                        <Table.Td>{night.locationName}</Table.Td>
                        <Table.Td>{night.siteName}</Table.Td>
                        <Table.Td>
                          {guestName(night.guestContact)}
                          {night.stayId && (
                            <Anchor
                              component={Link}
                              to={paths.hostingMessageStay.href(night.stayId)}
                              size="sm"
                              display="block"
                            >
                              {t('messagesUi.actions.messageGuest')}
                            </Anchor>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Contact night={night} kind="email" />
                        </Table.Td>
                        <Table.Td className={classes.nowrap}>
                          <Contact night={night} kind="phone" />
                        </Table.Td>
                        <Table.Td>
                          <GuestVehicle night={night} />
                        </Table.Td>
                        <Table.Td className={classes.amount}>{formatCents(night.price)}</Table.Td>
                        <Table.Td>{status(night)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Box>
            <Stack hiddenFrom="md" gap="sm" component="ul" className={classes.cards} aria-label={caption}>
              {nights.map((night) => (
                <Card
                  key={night.id}
                  component="li"
                  withBorder
                  radius="md"
                  padding="md"
                  data-testid="guest-booking"
                >
                  <Stack gap="xs">
                    <Group justify="space-between" align="flex-start" wrap="nowrap">
                      <div>
                        <Text fw={700}>{formatDisplayDate(night.date)}</Text>
                        <Text size="sm">
                          {night.locationName} · {night.siteName}
                        </Text>
                      </div>
                      <Text fw={600} className={classes.amount}>
                        {formatCents(night.price)}
                      </Text>
                    </Group>
                    <SimpleGrid cols={2} spacing="xs">
                      <Detail label={t('hosting.guestBookings.guest')}>
                        {guestName(night.guestContact)}
                      </Detail>
                      <Detail label={t('hosting.guestBookings.vehicle')}>
                        <GuestVehicle night={night} />
                      </Detail>
                      <Detail label={t('hosting.guestBookings.email')}>
                        <Contact night={night} kind="email" />
                      </Detail>
                      <Detail label={t('hosting.guestBookings.phone')}>
                        <Contact night={night} kind="phone" />
                      </Detail>
                    </SimpleGrid>
                    {status(night)}
                  </Stack>
                </Card>
              ))}
            </Stack>
          </>
        )}

        <LoadMore pages={bookings} label={t('hosting.guestBookings.loadMore')} />
      </Stack>
      <CancelNightDialog night={toCancel} onClose={() => setToCancel(null)} />
    </Container>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" className={classes.wrap}>
        {children}
      </Text>
    </div>
  );
}

/** The guest's email or phone, as a link that writes or calls. */
function Contact({ night, kind }: { night: BookingRowDto; kind: 'email' | 'phone' }) {
  const value = night.guestContact?.[kind];
  if (!value) return null;
  const href = kind === 'email' ? `mailto:${value}` : `tel:${value.replace(/\s+/g, '')}`;
  return <Anchor href={href}>{value}</Anchor>;
}

/** Spec section 4: 'Booking Cancelled', 'Booking Completed', or Cancel while the host may. */
function NightStatus({
  night,
  today,
  onCancel,
}: {
  night: BookingRowDto;
  today: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const state = hostNightState(night, today);
  if (state === 'cancellable') {
    return (
      <Button
        size="xs"
        variant="default"
        onClick={onCancel}
        aria-label={t('hosting.guestBookings.cancelNight', {
          guest: guestName(night.guestContact) || night.guestContact?.email || '',
          date: formatDisplayDate(night.date),
        })}
      >
        {t('hosting.guestBookings.cancel')}
      </Button>
    );
  }
  return (
    <Text size="sm" fw={state === 'cancelled' ? 600 : undefined} data-testid="night-status">
      {t(`hosting.guestBookings.${state}`)}
    </Text>
  );
}

/** The guest's vehicle: the one booked with (type, length, registration, badge), else the typed registration. */
function GuestVehicle({ night }: { night: BookingRowDto }) {
  const { vehicle, registration } = night.guestVehicle;
  return vehicle ? <StayVehicleSummary vehicle={vehicle} /> : <>{registration}</>;
}
