import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { BookingRowDto } from '../../../../domain/schemas/booking-list';
import { MIN_REFUND_REASON_LENGTH } from '../../../../domain/schemas/booking-cancel';
import { formatDisplayDate, todayInAuckland } from '../../../../domain/dates';
import { formatCents } from '../../../lib/money';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useRefundNight } from '../../../lib/bookings/refund-night';
import { useTranslation } from '../../../lib/i18n';

/**
 * What administrators see on a stay (spec sections 2 and 4): per night, a Refund action for a night
 * paid and not refunded yet, or the refund note (when, how much, why). Refunding asks for a reason
 * of at least 10 characters; the server refunds a night at most once.
 */
export function AdminRefunds({ nights }: { nights: readonly BookingRowDto[] }) {
  const { t } = useTranslation();
  const refund = useRefundNight();
  const [night, setNight] = useState<BookingRowDto | null>(null);
  return (
    <Stack gap={4} aria-label={t('bookings.adminRefunds.label')} role="group">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {t('bookings.adminRefunds.label')}
      </Text>
      {nights.map((n) => (
        <Group key={n.id} gap="sm" wrap="wrap">
          <Text size="sm">
            {t('bookings.adminRefunds.night', { date: formatDisplayDate(n.date), site: n.siteName })}
          </Text>
          {n.refunded ? (
            <Text size="sm" c="dimmed">
              {t('bookings.adminRefunds.note', {
                amount: formatCents(n.amountRefunded),
                // The day in New Zealand when it was refunded.
                date: n.refundDate ? formatDisplayDate(todayInAuckland(new Date(n.refundDate))) : '',
                reason: n.refundReason ?? '',
              })}
            </Text>
          ) : n.paid ? (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => setNight(n)}
              aria-label={t('bookings.adminRefunds.refundNight', { date: formatDisplayDate(n.date) })}
            >
              {t('bookings.adminRefunds.refund')}
            </Button>
          ) : null}
        </Group>
      ))}
      <ReasonDialog
        opened={night !== null}
        title={
          night
            ? t('bookings.adminRefunds.title', { date: formatDisplayDate(night.date), site: night.siteName })
            : ''
        }
        label={t('bookings.adminRefunds.reason')}
        minLength={MIN_REFUND_REASON_LENGTH}
        pending={refund.isPending}
        onClose={() => setNight(null)}
        onConfirm={(reason) => {
          if (!night) return;
          refund.mutate({ uid: night.uid, reason }, { onSuccess: () => setNight(null) });
        }}
      />
    </Stack>
  );
}
