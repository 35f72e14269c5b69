import { useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import type { BookingRowDto } from '../../../../domain/schemas/booking-list';
import { formatDisplayDate } from '../../../../domain/dates';
import { NightRefund, RefundNightDialog } from '../../../components/night-refund';
import { useTranslation } from '../../../lib/i18n';

/**
 * What administrators see on a stay (spec sections 2 and 4): per night, a Refund action for a night
 * paid and not refunded yet, or the refund note (when, how much, why). Refunding asks for a reason
 * of at least 10 characters; the server refunds a night at most once.
 */
export function AdminRefunds({ nights }: { nights: readonly BookingRowDto[] }) {
  const { t } = useTranslation();
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
          <NightRefund night={n} onRefund={setNight} />
        </Group>
      ))}
      <RefundNightDialog
        night={night}
        title={
          night
            ? t('bookings.adminRefunds.title', { date: formatDisplayDate(night.date), site: night.siteName })
            : ''
        }
        onClose={() => setNight(null)}
      />
    </Stack>
  );
}
