import { Button, Modal, Stack, Text } from '@mantine/core';
import { formatDisplayDate, todayInAuckland } from '../../../../domain/dates';
import { formatCents } from '../../../lib/money';
import type { BookingRowDto } from '../../../../domain/schemas/booking-list';
import { FormActions, FormErrorList } from '../../../components/form/form';
import { errorMessage } from '../../../lib/api';
import { useCancelNights } from '../../../lib/bookings/cancel-nights';
import { quoteNights } from '../../../lib/bookings/cancellation';
import { useTranslation } from '../../../lib/i18n';
import { guestName } from '../lib/guest-bookings';

/**
 * Guest Bookings' confirm dialog (spec section 4): which guest's night at which property is cancelled,
 * and that the guest gets back in full what they paid for it (decision 018).
 */
export function CancelNightDialog({ night, onClose }: { night: BookingRowDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={night !== null}
      onClose={onClose}
      title={t('hosting.guestBookings.confirmTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('hosting.guestBookings.close') }}
    >
      {night && <ConfirmCancel night={night} onDone={onClose} />}
    </Modal>
  );
}

function ConfirmCancel({ night, onDone }: { night: BookingRowDto; onDone: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelNights();
  const quote = quoteNights(night.cancellationPolicy, [night], todayInAuckland(), 'host');
  return (
    <Stack gap="sm">
      <Text>
        {t('hosting.guestBookings.confirmText', {
          date: formatDisplayDate(night.date),
          guest: guestName(night.guestContact) || night.guestContact?.email || '',
          property: night.locationName,
          site: night.siteName,
        })}
      </Text>
      <Text fw={600} data-testid="host-refund">
        {t('hosting.guestBookings.confirmRefund', { amount: formatCents(quote.refund) })}
      </Text>
      <FormErrorList errors={[cancel.error ? errorMessage(cancel.error) : null]} />
      <FormActions
        secondaryAction={
          <Button variant="default" onClick={onDone}>
            {t('hosting.guestBookings.keep')}
          </Button>
        }
      >
        <Button
          color="red.9"
          loading={cancel.isPending}
          onClick={() => cancel.mutate([night.id], { onSuccess: onDone })}
        >
          {t('hosting.guestBookings.confirm')}
        </Button>
      </FormActions>
    </Stack>
  );
}
