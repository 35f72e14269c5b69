import { Container, Stack, Table, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { formatDisplayDate, type IsoDate } from '../../../../domain/dates';
import { formatCents } from '../../../lib/money';
import { can } from '../../../../domain/roles';
import type { BookingRowDto } from '../../../../domain/schemas/booking-list';
import { LoadMore } from '../../../components/load-more';
import { NotFound } from '../../../components/not-found';
import { QueryTable } from '../../../components/query-table';
import { hasText, translate, useTranslation } from '../../../lib/i18n';
import { useViewer } from '../../../lib/session';
import { useLocationBookings } from '../api/location-bookings';
import { parseAdminLocationId } from '../components/location-id';

/** A status the catalogue knows by its words, any other as the server sent it. */
function statusText(status: string): string {
  const key = `adminLocationsUi.bookings.statuses.${status}`;
  return hasText(key) ? translate(key) : status;
}

function guestName(night: BookingRowDto): string {
  const contact = night.guestContact;
  if (!contact) return night.guest;
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  return [name, contact.email].filter(Boolean).join(' · ') || night.guest;
}

function paidText(night: BookingRowDto): string {
  if (!night.paid) return translate('adminLocationsUi.bookings.notPaid');
  const paid = formatCents(night.amountPaid);
  return night.refunded
    ? `${paid} · ${translate('adminLocationsUi.bookings.refunded', { amount: formatCents(night.amountRefunded) })}`
    : paid;
}

function Bookings({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const bookings = useLocationBookings(locationId);
  const nights = bookings.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="sm">
      <QueryTable
        query={bookings}
        items={nights}
        loadFailed={t('adminLocationsUi.bookings.loadFailed')}
        none={t('adminLocationsUi.bookings.none')}
        caption={t('adminLocationsUi.bookings.caption', { count: nights.length })}
        minWidth={640}
        page
        testId="location-bookings"
        columns={[
          t('adminLocationsUi.bookings.date'),
          t('adminLocationsUi.bookings.guest'),
          t('adminLocationsUi.bookings.site'),
          t('adminLocationsUi.bookings.status'),
          t('adminLocationsUi.bookings.paid'),
        ]}
        row={(night) => (
          <Table.Tr key={night.id}>
            <Table.Th scope="row" fw={400}>
              {formatDisplayDate(night.date as IsoDate)}
            </Table.Th>
            <Table.Td>{guestName(night)}</Table.Td>
            <Table.Td>{night.siteName}</Table.Td>
            <Table.Td>{statusText(night.status)}</Table.Td>
            <Table.Td>{paidText(night)}</Table.Td>
          </Table.Tr>
        )}
      />
      {/* 50 a page (spec section 9): the next page is there only after a full one. */}
      <LoadMore pages={bookings} label={t('adminLocationsUi.bookings.more')} align="flex-start" />
    </Stack>
  );
}

/** /admin/locations/{id}/bookings: every guest's nights at the listing, newest first, 50 a page. */
export default function AdminLocationBookingsRoute() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const id = parseAdminLocationId(useParams().locationId);
  if (id === null) return <NotFound />;
  // addpropertiesonly_administrator manages listings but not bookings.
  if (!can(viewer, 'bookings:read-any')) {
    return (
      <Container size="sm" py="md">
        <Text role="alert">{t('access.notAnAdmin')}</Text>
      </Container>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="location-bookings-title">
      <Title order={2} size="h3" id="location-bookings-title">
        {t('adminLocationsUi.bookings.title')}
      </Title>
      <Bookings locationId={id} />
    </Stack>
  );
}
