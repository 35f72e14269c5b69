import { useMemo, useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatDisplayDate } from '../../../../domain/dates';
import type { BookingRowDto } from '../../../../domain/schemas/booking-list';
import { groupStays, type Stay } from '../../../../domain/stays';
import { GuestProfileCard } from '../../../components/guest-profile-card';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useAnswerRequest } from '../../../lib/bookings/answer-request';
import { hoursLeft, requestOfStay } from '../../../lib/bookings/requests';
import { useTranslation } from '../../../lib/i18n';
import { formatCents } from '../../../lib/money';
import { getGuestBookingsQueryOptions } from '../api/get-guest-bookings';
import { guestName } from '../lib/guest-bookings';

/**
 * Guest Bookings' first section (issue 26): the requests to book waiting for the host, soonest to
 * expire first, each with who asks, for which nights, the hours left, and Accept or Decline (with an
 * optional reason the guest sees). Nothing shows when none waits.
 */
export function PendingRequests({ hostId }: { hostId: string }) {
  const { t } = useTranslation();
  const requests = useInfiniteQuery(getGuestBookingsQueryOptions({ host: hostId, request: 'requested' }));
  const answering = useAnswerRequest();
  const [declining, setDeclining] = useState<Stay<BookingRowDto> | null>(null);
  const stays = useMemo(() => {
    const nights = requests.data?.pages.flatMap((page) => page.items) ?? [];
    const expiry = (stay: Stay<BookingRowDto>) => requestOfStay(stay.nights)?.expiresAt ?? '';
    return groupStays(nights).sort((a, b) => expiry(a).localeCompare(expiry(b)));
  }, [requests.data]);
  if (stays.length === 0) return null;
  const now = new Date();
  const paymentOf = (stay: Stay<BookingRowDto>) => stay.nights[0]!.stayId!;
  const nameOf = (stay: Stay<BookingRowDto>) => guestName(stay.nights[0]!.guestContact);

  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby="pending-requests-title"
      data-testid="pending-requests"
    >
      <Title order={2} size="h3" id="pending-requests-title">
        {t('bookings.request.pendingTitle')}
      </Title>
      {stays.map((stay) => {
        const request = requestOfStay(stay.nights)!;
        const total = stay.nights.reduce((sum, n) => sum + n.price, 0);
        const vehicle = stay.nights[0]!.guestVehicle.registration;
        return (
          <Card key={stay.key} withBorder radius="md" padding="md" data-testid="pending-request">
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start">
                <div>
                  <Text fw={700}>{nameOf(stay)}</Text>
                  <Text size="sm">
                    {stay.locationName} · {stay.sites.map((s) => s.name).join(', ')}
                  </Text>
                </div>
                <Badge color="blue.9">
                  {t('bookings.request.timeLeft', { count: hoursLeft(request, now) })}
                </Badge>
              </Group>
              <Text size="sm">
                {formatDisplayDate(stay.dateOfArrival)} – {formatDisplayDate(stay.dateOfDeparture)} ·{' '}
                {t('bookings.myTrips.nights', { count: stay.nights.length })} · {formatCents(total)}
                {vehicle ? ` · ${vehicle}` : ''}
              </Text>
              <GuestProfileCard guestId={stay.nights[0]!.guest} />
              <Group gap="sm">
                <Button
                  size="sm"
                  loading={answering.isPending && answering.variables?.paymentId === paymentOf(stay)}
                  onClick={() => answering.mutate({ paymentId: paymentOf(stay), action: 'accept' })}
                  aria-label={`${t('bookings.request.accept')}: ${nameOf(stay)}, ${formatDisplayDate(stay.dateOfArrival)}`}
                >
                  {t('bookings.request.accept')}
                </Button>
                <Button
                  size="sm"
                  variant="default"
                  onClick={() => setDeclining(stay)}
                  aria-label={`${t('bookings.request.decline')}: ${nameOf(stay)}, ${formatDisplayDate(stay.dateOfArrival)}`}
                >
                  {t('bookings.request.decline')}
                </Button>
              </Group>
            </Stack>
          </Card>
        );
      })}
      <ReasonDialog
        opened={declining !== null}
        title={t('bookings.request.declineTitle', { guest: declining ? nameOf(declining) : '' })}
        label={t('bookings.request.declineReason')}
        minLength={0}
        pending={answering.isPending}
        onConfirm={(reason) => {
          if (!declining) return;
          answering.mutate(
            { paymentId: paymentOf(declining), action: 'decline', reason: reason || null },
            { onSettled: () => setDeclining(null) },
          );
        }}
        onClose={() => setDeclining(null)}
      />
    </Stack>
  );
}
