import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Table, TextInput, Title } from '@mantine/core';
import { affiliateTransferCents } from '../../../../domain/fees';
import {
  addDays,
  formatDisplayDate,
  isIsoDate,
  todayInAuckland,
  type IsoDate,
} from '../../../../domain/dates';
import { formatCents } from '../../../lib/money';
import type { BookingRowDto } from '../../../../domain/schemas/booking-list';
import { LoadMore } from '../../../components/load-more';
import { QueryTable } from '../../../components/query-table';
import { errorMessage } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { notifyDanger, notifySuccess, notifyWarning } from '../../../lib/notify';
import { useAffiliateBookings } from '../api/affiliate-bookings';
import { useTransferToAffiliate } from '../api/affiliate-transfer';

/** Affiliate bookings default to the last 30 days (spec section 9). */
const DEFAULT_DAYS = 30;

/** A night that may be paid to its affiliate: accepted, paid for, not refunded, not yet paid out. */
const isPayable = (n: BookingRowDto) =>
  n.status === 'accepted' && n.paid && !n.refunded && !n.referrerTransfer;

const guestName = (n: BookingRowDto) =>
  [n.guestContact?.firstName, n.guestContact?.lastName].filter(Boolean).join(' ') ||
  n.guestContact?.email ||
  '';

/**
 * An affiliate's nights over a date range, 50 a page, each with what it earns at their fee; the
 * unpaid ones can be selected and paid (POST /v1/admin/transfer).
 */
export function AffiliateNights({ userId, name, fee }: { userId: string; name: string; fee: number }) {
  const { t } = useTranslation();
  const today = todayInAuckland();
  const [range, setRange] = useState<{ from: IsoDate; to: IsoDate }>({
    from: addDays(today, -DEFAULT_DAYS),
    to: today,
  });
  const bookings = useAffiliateBookings(userId, range);
  const transfer = useTransferToAffiliate();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const nights = bookings.data?.pages.flatMap((page) => page.items) ?? [];
  const payable = nights.filter(isPayable);
  const chosen = payable.filter((n) => selected.has(n.uid));
  const total = chosen.reduce((sum, n) => sum + affiliateTransferCents(n.price, fee), 0);

  const toggle = (uid: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(uid);
      else next.delete(uid);
      return next;
    });
  const allChosen = payable.length > 0 && chosen.length === payable.length;
  const setDate = (which: 'from' | 'to', value: string) => {
    if (isIsoDate(value)) setRange((current) => ({ ...current, [which]: value }));
  };

  const pay = () =>
    transfer.mutate(
      { referrer: userId, bookings: chosen.map((n) => n.uid) },
      {
        onSuccess: (answer) => {
          setSelected(new Set());
          notifySuccess({
            title: t('affiliatesUi.detail.transferComplete'),
            message: t('affiliatesUi.detail.transferDone', {
              amount: formatCents(answer.referrerTransfer.amount),
              count: answer.updatedBookings.length,
            }),
          });
          if (answer.refused.length > 0)
            notifyWarning({
              title: t('affiliatesUi.detail.transferComplete'),
              message: t('affiliatesUi.detail.transferRefused', {
                count: answer.refused.length,
                reasons: [...new Set(answer.refused.map((r) => r.message))].join(' '),
              }),
            });
        },
        onError: (error) =>
          notifyDanger({ title: t('affiliatesUi.detail.transferFailed'), message: errorMessage(error) }),
      },
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby="affiliate-nights-title">
      <Title order={2} size="h3" id="affiliate-nights-title">
        {t('affiliatesUi.detail.nightsTitle')}
      </Title>
      <Group component="fieldset" gap="sm" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="visually-hidden">{t('affiliatesUi.detail.range')}</legend>
        <TextInput
          type="date"
          label={t('affiliatesUi.detail.from')}
          value={range.from}
          max={range.to}
          onChange={(event) => setDate('from', event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('affiliatesUi.detail.to')}
          value={range.to}
          min={range.from}
          onChange={(event) => setDate('to', event.currentTarget.value)}
        />
      </Group>
      <QueryTable
        query={bookings}
        items={nights}
        loadFailed={t('affiliatesUi.detail.nightsLoadFailed')}
        none={t('affiliatesUi.detail.none')}
        caption={t('affiliatesUi.detail.caption', {
          name,
          from: formatDisplayDate(range.from),
          to: formatDisplayDate(range.to),
        })}
        minWidth={760}
        testId="affiliate-nights"
        columns={[
          <Checkbox
            aria-label={t('affiliatesUi.detail.selectAll')}
            checked={allChosen}
            indeterminate={chosen.length > 0 && !allChosen}
            disabled={payable.length === 0}
            onChange={(event) =>
              setSelected(new Set(event.currentTarget.checked ? payable.map((n) => n.uid) : []))
            }
          />,
          t('affiliatesUi.detail.date'),
          t('affiliatesUi.detail.guest'),
          t('affiliatesUi.detail.location'),
          t('affiliatesUi.detail.price'),
          t('affiliatesUi.detail.earns'),
          t('affiliatesUi.detail.status'),
        ]}
        row={(n) => (
          <Table.Tr key={n.id}>
            <Table.Td>
              {isPayable(n) ? (
                <Checkbox
                  aria-label={t('affiliatesUi.detail.selectNight', {
                    date: formatDisplayDate(n.date),
                    location: n.locationName,
                  })}
                  checked={selected.has(n.uid)}
                  onChange={(event) => toggle(n.uid, event.currentTarget.checked)}
                />
              ) : null}
            </Table.Td>
            <Table.Th scope="row" fw={400}>
              {formatDisplayDate(n.date)}
            </Table.Th>
            <Table.Td>{guestName(n)}</Table.Td>
            <Table.Td>{n.locationName}</Table.Td>
            <Table.Td>{formatCents(n.price)}</Table.Td>
            <Table.Td>{formatCents(affiliateTransferCents(n.price, fee))}</Table.Td>
            <Table.Td>
              {n.referrerTransfer
                ? t('affiliatesUi.detail.paid')
                : isPayable(n)
                  ? t('affiliatesUi.detail.unpaid')
                  : t('affiliatesUi.detail.notPayable')}
            </Table.Td>
          </Table.Tr>
        )}
      />
      <LoadMore pages={bookings} label={t('affiliatesUi.detail.more')} />
      <Group justify="flex-end">
        <Button
          onClick={pay}
          loading={transfer.isPending}
          disabled={chosen.length === 0 || transfer.isPending}
        >
          {chosen.length > 0
            ? t('affiliatesUi.detail.pay', { amount: formatCents(total), count: chosen.length })
            : t('affiliatesUi.detail.payNone')}
        </Button>
      </Group>
    </Stack>
  );
}
