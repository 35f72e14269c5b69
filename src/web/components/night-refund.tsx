import { Button, Text } from '@mantine/core';
import { formatDisplayDate, todayInAuckland } from '../../domain/dates';
import { MIN_REFUND_REASON_LENGTH } from '../../domain/schemas/booking-cancel';
import type { BookingRowDto } from '../../domain/schemas/booking-list';
import { useRefundNight } from '../lib/bookings/refund-night';
import { useTranslation } from '../lib/i18n';
import { formatCents } from '../lib/money';
import { ReasonDialog } from './reason-dialog';

/**
 * A night as an administrator refunds it (spec sections 2 and 4), in every list of nights they see:
 * the refund note (how much, New Zealand's day, why) once refunded, else a Refund button for a paid
 * night, which asks `onRefund` to open RefundNightDialog.
 */
export function NightRefund({
  night,
  onRefund,
}: {
  night: BookingRowDto;
  onRefund: (night: BookingRowDto) => void;
}) {
  const { t } = useTranslation();
  if (night.refunded) {
    return (
      <Text size="sm" c="dimmed">
        {t('bookings.adminRefunds.note', {
          amount: formatCents(night.amountRefunded),
          date: night.refundDate ? formatDisplayDate(todayInAuckland(new Date(night.refundDate))) : '',
          reason: night.refundReason ?? '',
        })}
      </Text>
    );
  }
  if (!night.paid) return null;
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      onClick={() => onRefund(night)}
      aria-label={t('bookings.adminRefunds.refundNight', { date: formatDisplayDate(night.date) })}
    >
      {t('bookings.adminRefunds.refund')}
    </Button>
  );
}

/**
 * Refunds `night` in full once the administrator gives a reason of at least 10 characters; closes
 * when the refund is made (the server refunds a night at most once).
 */
export function RefundNightDialog({
  night,
  title,
  onClose,
}: {
  night: BookingRowDto | null;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refund = useRefundNight();
  return (
    <ReasonDialog
      opened={night !== null}
      title={title}
      label={t('bookings.adminRefunds.reason')}
      minLength={MIN_REFUND_REASON_LENGTH}
      pending={refund.isPending}
      onClose={onClose}
      onConfirm={(reason) => {
        if (!night) return;
        refund.mutate({ uid: night.uid, reason }, { onSuccess: () => onClose() });
      }}
    />
  );
}
