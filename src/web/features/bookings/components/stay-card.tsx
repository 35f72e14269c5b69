import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { BookingRowDto } from '../../../../domain/schemas/booking-list';
import { isPastStay, type Stay } from '../../../../domain/stays';
import { formatDisplayDate, todayInAuckland } from '../../../../domain/dates';
import { formatCents } from '../../../lib/money';
import { useTranslation } from '../../../lib/i18n';
import { guestCancellableNights } from '../../../lib/bookings/cancellation';
import { paths } from '../../../lib/paths';
import { can } from '../../../../domain/roles';
import { useViewer } from '../../../lib/session';
import { useAnswerRequest } from '../../../lib/bookings/answer-request';
import { useOnline } from '../../../lib/offline/online';
import { hoursLeft, isWaiting, requestOfStay } from '../../../lib/bookings/requests';
import type { BookingRequest } from '../../../../domain/schemas/booking-list';
import { AdminRefunds } from './admin-refunds';
import { ArrivalInstructions } from './arrival-instructions';
import { CancelStayDialog } from './cancel-stay-dialog';
import { PlaceReviewForm } from './place-review-form';
import { StayReviewStatus } from './stay-review-status';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** Readable on white (WCAG AA) in each state. */
const REQUEST_BADGE_COLOURS: Record<BookingRequest['status'], string> = {
  requested: 'blue.9',
  accepted: 'teal.9',
  declined: 'gray.7',
  expired: 'gray.7',
  withdrawn: 'gray.7',
  failed: 'red.9',
};

/** Where a request stands, for its guest: the hours the host has left, or how it ended and why. */
function RequestState({ request }: { request: BookingRequest }) {
  const { t } = useTranslation();
  if (request.status === 'accepted') return null;
  if (request.status === 'requested') {
    return (
      <Stack gap={2} data-testid="request-state">
        <Text size="sm" fw={600}>
          {t('bookings.request.waiting', { count: hoursLeft(request, new Date()) })}
        </Text>
        <Text size="sm">{t('bookings.request.held')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap={2} data-testid="request-state">
      <Text size="sm">{t(`bookings.request.ended.${request.status}`)}</Text>
      {request.declineReason && (
        <Text size="sm">{t('bookings.request.declinedReason', { reason: request.declineReason })}</Text>
      )}
    </Stack>
  );
}

/**
 * One stay of My Trips (spec section 2): where, when, how to get there, who to call, what was paid and
 * refunded; Cancel while some of its nights are accepted and its arrival is not past (spec section 4).
 */
export function StayCard({
  stay,
  canReview = false,
  withDetailsLink = true,
  headingOrder = 3,
}: {
  stay: Stay<BookingRowDto>;
  canReview?: boolean;
  /** My Trips links each stay to its own page (issue 29); that page does not link to itself. */
  withDetailsLink?: boolean;
  /** Under My Trips' section headings by default; right under the page's title on the stay's page. */
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation();
  // Without a network the actions stay in view, disabled, and one line says why (issue 29).
  const online = useOnline();
  const { viewer } = useViewer();
  const mayRefund = can(viewer, 'bookings:refund');
  const [cancelling, setCancelling] = useState(false);
  const cancellable = guestCancellableNights(stay.nights, stay.dateOfArrival, todayInAuckland());
  // Some nights cancelled, others not: say which (a stay cancelled in full carries the badge).
  const cancelledDates =
    stay.status === 'cancelled'
      ? []
      : [...new Set(stay.nights.filter((n) => n.status === 'cancelled').map((n) => n.date))];
  const withContact = stay.nights.find((n) => n.hostContact);
  const host = withContact?.hostContact ?? null;
  const located = stay.nights.find((n) => n.address);
  const address = located?.address ?? null;
  const locationDirections = located?.locationDirections ?? null;
  const hostName = host ? [host.firstName, host.lastName].filter(Boolean).join(' ') : '';
  const nights = new Set(stay.nights.map((n) => n.date)).size;
  // The stay's conversation (issue 26) is its payment's.
  const paymentId = stay.nights.find((n) => n.stayId)?.stayId ?? null;
  // Each payment of the stay that was charged has its receipt (decision 051).
  const receiptIds = [...new Set(stay.nights.flatMap((n) => (n.paid && n.stayId ? [n.stayId] : [])))];
  const headingId = `stay-${stay.key}`;
  const request = requestOfStay(stay.nights);
  const answering = useAnswerRequest();
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-labelledby={headingId}
      data-testid="stay"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={headingOrder} id={headingId} size="h4">
            <Anchor component={Link} to={paths.location.href(stay.locationId)}>
              {stay.locationName}
            </Anchor>
          </Title>
          {request ? (
            <Badge color={REQUEST_BADGE_COLOURS[request.status]} data-testid="request-status">
              {t(`bookings.request.status.${request.status}`)}
            </Badge>
          ) : (
            stay.status === 'cancelled' && (
              <Badge color="gray.7">{t('bookings.myTrips.cancelledBadge')}</Badge>
            )
          )}
        </Group>
        {request && <RequestState request={request} />}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Detail label={t('bookings.myTrips.arrival')}>{formatDisplayDate(stay.dateOfArrival)}</Detail>
          <Detail label={t('bookings.myTrips.departure')}>{formatDisplayDate(stay.dateOfDeparture)}</Detail>
          <Detail label={t('bookings.myTrips.totalPaid')}>{formatCents(stay.totalPaid)}</Detail>
          <Detail label={t('bookings.myTrips.totalRefunded')}>{formatCents(stay.totalRefunded)}</Detail>
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('bookings.myTrips.nights', { count: nights })}
        </Text>
        {cancelledDates.length > 0 && (
          <Text size="sm" data-testid="cancelled-nights">
            {t('bookings.myTrips.cancelledNights', {
              dates: cancelledDates.map(formatDisplayDate).join(', '),
            })}
          </Text>
        )}
        {(host || address) && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {host && hostName && <Detail label={t('bookings.myTrips.host')}>{hostName}</Detail>}
            {address && (
              <Detail label={t('bookings.myTrips.address')}>
                {[
                  address.address,
                  // The street address often ends with the town already.
                  address.city && !address.address.includes(address.city) ? address.city : null,
                  address.postcode,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </Detail>
            )}
            {host?.email && (
              <Detail label={t('bookings.myTrips.email')}>
                <Anchor href={`mailto:${host.email}`}>{host.email}</Anchor>
              </Detail>
            )}
            {host?.phone && (
              <Detail label={t('bookings.myTrips.phone')}>
                <Anchor href={`tel:${host.phone.replace(/\s+/g, '')}`}>{host.phone}</Anchor>
              </Detail>
            )}
          </SimpleGrid>
        )}
        {address && (
          <Stack gap={4}>
            {locationDirections && (
              <Detail label={t('bookings.myTrips.directions')}>{locationDirections}</Detail>
            )}
            {stay.sites.map((site) => (
              <Detail key={site.id} label={t('bookings.myTrips.siteDirections', { site: site.name })}>
                {site.directions ?? t('bookings.myTrips.noDirections')}
              </Detail>
            ))}
          </Stack>
        )}
        <ArrivalInstructions nights={stay.nights} />
        {withDetailsLink && stay.status !== 'cancelled' && (
          <Anchor component={Link} to={paths.stay.href(stay.key)} size="sm" fw={600}>
            {t('offlineUi.stay.details')}
          </Anchor>
        )}
        {!online && (paymentId || receiptIds.length > 0 || cancellable.length > 0) && (
          <Text size="sm" c="dimmed" data-testid="needs-connection">
            {t('offlineUi.needsConnection')}
          </Text>
        )}
        {paymentId &&
          (online ? (
            <Button
              component={Link}
              to={paths.messageStay.href(paymentId)}
              variant="light"
              style={{ alignSelf: 'flex-start' }}
            >
              {t('messagesUi.actions.messageHost')}
            </Button>
          ) : (
            <Button disabled variant="light" style={{ alignSelf: 'flex-start' }}>
              {t('messagesUi.actions.messageHost')}
            </Button>
          ))}
        {receiptIds.map((id, i) => {
          const label =
            receiptIds.length > 1
              ? t('taxDocumentsUi.receipt.linkNumbered', { number: i + 1 })
              : t('taxDocumentsUi.receipt.link');
          return online ? (
            <Button
              key={id}
              component={Link}
              to={paths.stayReceipt.href(id)}
              variant="default"
              style={{ alignSelf: 'flex-start' }}
            >
              {label}
            </Button>
          ) : (
            <Button key={id} disabled variant="default" style={{ alignSelf: 'flex-start' }}>
              {label}
            </Button>
          );
        })}
        {mayRefund && <AdminRefunds nights={stay.nights} />}
        {stay.status === 'accepted' && isPastStay(stay, todayInAuckland()) && (
          <StayReviewStatus night={stay.key} />
        )}
        {canReview && <PlaceReviewForm stay={stay} />}
        {isWaiting(request) && paymentId && (
          <Button
            variant="default"
            style={{ alignSelf: 'flex-start' }}
            loading={answering.isPending}
            disabled={!online}
            onClick={() => answering.mutate({ paymentId, action: 'withdraw' })}
          >
            {t('bookings.request.withdraw')}
          </Button>
        )}
        {cancellable.length > 0 && (
          <>
            <Button
              variant="default"
              disabled={!online}
              onClick={() => setCancelling(true)}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('bookings.cancel.action')}
            </Button>
            <CancelStayDialog
              stay={stay}
              nights={cancellable}
              opened={cancelling}
              onClose={() => setCancelling(false)}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
