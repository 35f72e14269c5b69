import { useState } from 'react';
import { Anchor, Stack, Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { BookingRowDto } from '../../../../domain/schemas/booking-list';
import { formatDisplayDate } from '../../../../domain/dates';
import { formatCents } from '../../../lib/money';
import { LoadMore } from '../../../components/load-more';
import { NightRefund, RefundNightDialog } from '../../../components/night-refund';
import { QueryTable } from '../../../components/query-table';
import { hasText, translate, useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useUserBookings } from '../api/user-bookings';

/** A status the catalogue knows by its words, any other as the server sent it. */
function statusText(status: string): string {
  const key = `adminUsersUi.bookings.statuses.${status}`;
  return hasText(key) ? translate(key) : status;
}

/**
 * The nights a user booked, 50 a page: per night its date, location, site and status, and the
 * Refund action (reason dialog, 10 characters) or the refund note (spec sections 2 and 4).
 */
export function UserBookings({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const bookings = useUserBookings(userId);
  const [night, setNight] = useState<BookingRowDto | null>(null);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('adminUsersUi.bookings.title')}
      </Title>
      <QueryTable
        query={bookings}
        items={bookings.data?.pages.flatMap((page) => page.items) ?? []}
        loadFailed={t('adminUsersUi.bookings.loadFailed')}
        none={t('adminUsersUi.bookings.none')}
        caption={t('adminUsersUi.bookings.caption')}
        minWidth={720}
        columns={[
          t('adminUsersUi.bookings.date'),
          t('adminUsersUi.bookings.location'),
          t('adminUsersUi.bookings.site'),
          t('adminUsersUi.bookings.status'),
          t('adminUsersUi.bookings.paid'),
          t('adminUsersUi.bookings.refund'),
        ]}
        row={(n) => (
          <Table.Tr key={n.id}>
            <Table.Th scope="row" fw={400}>
              {formatDisplayDate(n.date)}
            </Table.Th>
            <Table.Td>
              <Anchor component={Link} to={paths.adminLocation.href(n.location)}>
                {n.locationName}
              </Anchor>
            </Table.Td>
            <Table.Td>{n.siteName}</Table.Td>
            <Table.Td>{statusText(n.status)}</Table.Td>
            <Table.Td>{formatCents(n.amountPaid)}</Table.Td>
            <Table.Td>
              <NightRefund night={n} onRefund={setNight} />
            </Table.Td>
          </Table.Tr>
        )}
      />
      <LoadMore pages={bookings} label={t('adminUsersUi.bookings.more')} />
      <RefundNightDialog
        night={night}
        title={
          night
            ? t('adminUsersUi.bookings.refundTitle', {
                date: formatDisplayDate(night.date),
                site: night.siteName,
              })
            : ''
        }
        onClose={() => setNight(null)}
      />
    </Stack>
  );
}
