import { Button, Group, List, Modal, Paper, Stack, Text } from '@mantine/core';
import { promptInstall, useCanInstall } from '../../../lib/offline/install-prompt';
import { useLocation, useNavigate } from 'react-router';
import { formatDisplayDate } from '../../../../domain/dates';
import { REQUEST_ANSWER_HOURS } from '../../../../domain/lifecycles';
import { confirmedBookingOf } from '../../../lib/bookings/confirmed';
import { useTranslation } from '../../../lib/i18n';
import { formatCents } from '../../../lib/money';

/**
 * My Trips' confirmation dialog (spec sections 2 and 4): after Confirm, the location page clears the
 * selection and comes here with the booking; the dialog reads "Your booking has been confirmed /
 * Please check your email for detailed information on your stay." with each stay booked (consecutive
 * nights make one: nights 16 and 20 are two stays). Closing it forgets the booking, so going back or
 * reloading does not show it again.
 */
export function BookingConfirmedDialog() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const confirmed = confirmedBookingOf(location.state);
  const close = () => void navigate(location.pathname + location.search, { replace: true, state: null });
  const count = confirmed?.stays.length ?? 0;
  return (
    <Modal
      opened={confirmed !== null}
      onClose={close}
      title={confirmed?.requested ? t('bookings.confirmed.requestTitle') : t('bookings.confirmed.title')}
      centered
      withCloseButton={false}
    >
      {confirmed && (
        <Stack gap="md">
          <Text>
            {confirmed.requested
              ? t('bookings.confirmed.requestText', { hours: REQUEST_ANSWER_HOURS })
              : t('bookings.confirmed.text')}
          </Text>
          <Stack gap={4} data-testid="confirmed-summary">
            <Text size="sm">
              {t(confirmed.requested ? 'bookings.confirmed.requestSummary' : 'bookings.confirmed.summary', {
                location: confirmed.locationName,
                total: formatCents(confirmed.total),
              })}
            </Text>
            <List size="sm" spacing={2}>
              {confirmed.stays.map((stay, i) => (
                <List.Item key={stay.arrival} data-testid="confirmed-stay">
                  {t(count > 1 ? 'bookings.confirmed.stayOf' : 'bookings.confirmed.dates', {
                    number: i + 1,
                    count,
                    arrival: formatDisplayDate(stay.arrival),
                    departure: formatDisplayDate(stay.departure),
                  })}
                </List.Item>
              ))}
            </List>
          </Stack>
          <InstallOffer />
          <Group justify="flex-end">
            <Button onClick={close} data-autofocus>
              {t('bookings.confirmed.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * Straight after a booking, the moment the trip matters (issue 29): the offer to install Stopover,
 * when the browser has one to make.
 */
function InstallOffer() {
  const { t } = useTranslation();
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  return (
    <Paper withBorder radius="sm" p="sm" data-testid="install-offer">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('offlineUi.install.title')}
        </Text>
        <Text size="sm">{t('offlineUi.install.text')}</Text>
        <Button variant="light" onClick={() => void promptInstall()} style={{ alignSelf: 'flex-start' }}>
          {t('offlineUi.install.action')}
        </Button>
      </Stack>
    </Paper>
  );
}
