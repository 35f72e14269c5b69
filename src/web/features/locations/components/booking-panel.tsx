import { lazy, Suspense, useRef, useState } from 'react';
import { Alert, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatDisplayDate } from '../../../../domain/dates';
import { formatCents } from '../../../lib/money';
import type { LocationDetail } from '../../../../domain/schemas/locations';
import { errorCode, errorMessage } from '../../../lib/api';
import { confirmedState } from '../../../lib/bookings/confirmed';
import { useTranslation } from '../../../lib/i18n';
import { openLoginOverlay, useLoginOverlay } from '../../../lib/login-overlay-state';
import { notifyDanger, notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { getUserQueryOptions, useUserProfile } from '../../../lib/queries/get-user';
import { useViewer } from '../../../lib/session';
import { useCreateBooking } from '../api/create-booking';
import {
  attemptFor,
  confirmBody,
  isTimeout,
  nextStep,
  outcomeUnknown,
  policyOf,
  type BookingAttempt,
  type ConfirmDetails,
} from '../lib/book-now';
import {
  isEmpty,
  isRequestSelection,
  selectionStays,
  selectionTotals,
  type SelectionStay,
} from '../lib/selection';
import { REQUEST_ANSWER_HOURS } from '../../../../domain/lifecycles';
import { clearSelection, useSelection } from '../lib/selection-store';
import { selectionBreaches } from '../lib/stay-rules';
import type { BookNowView } from './book-now-modal';

// The dialogs load the first time Book Now needs one (the card form with them).
const BookNowModal = lazy(() => import('./book-now-modal'));

function StaySummary({ stay, number, count }: { stay: SelectionStay; number: number; count: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} component="li" data-testid="selected-stay">
      {count > 1 && (
        <Text size="sm" fw={700}>
          {t('bookNow.panel.stay', { number, count })}
        </Text>
      )}
      <Group gap="lg">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('bookNow.panel.arrival')}
          </Text>
          <Text fw={600}>{formatDisplayDate(stay.arrival)}</Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('bookNow.panel.departure')}
          </Text>
          <Text fw={600}>{formatDisplayDate(stay.departure)}</Text>
        </Stack>
      </Group>
      {stay.sites.map((site) => (
        <Text size="sm" key={site.siteId}>
          {t('bookNow.panel.siteNights', { site: site.siteName, count: site.nights })}
        </Text>
      ))}
      <Group justify="space-between">
        <Text size="sm">{t('bookNow.panel.nights', { count: stay.nights.length })}</Text>
        <Text size="sm" fw={600}>
          {formatCents(stay.total)}
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * The booking panel beside the calendar (spec section 2): the selected nights merged into stays
 * (arrival, departure, nights, total), the property's cancellation policy, and Book Now, which goes
 * through the spec's order (section 4): sign in, the account details, a card, then the confirm
 * dialog. Each step follows from the guest's profile, so saving the details or the card moves on.
 */
export function BookingPanel({ location }: { location: LocationDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [selection] = useSelection(location.id);
  const { viewer, isPending: sessionPending } = useViewer();
  const profile = useUserProfile(viewer?.userId);
  const overlay = useLoginOverlay();
  const booking = useCreateBooking();
  /** Book Now was pressed and the flow is not over. */
  const [wanted, setWanted] = useState(false);
  /** An attempt whose outcome is unknown (no answer): the next Confirm sends it again, same key. */
  const unfinished = useRef<BookingAttempt | null>(null);

  const stays = selectionStays(selection);
  // The host rules the selection breaks, told before Book Now (the server refuses them the same way).
  const breaches = selectionBreaches(location, selection, new Date());
  const totals = selectionTotals(selection);
  const byRequest = isRequestSelection(selection, location.propertyInformation.sites);
  const policy = policyOf(location);
  const step = wanted ? nextStep(!!viewer, profile.data) : null;
  // Closing the login overlay without signing in ends the flow; the selection stays.
  if (step === 'signIn' && !overlay.opened) setWanted(false);
  const waitingForSignIn = step === 'signIn' && overlay.opened;
  // One dialog at a time: the next step opens once the login overlay has closed.
  const view: BookNowView | null =
    !overlay.opened && (step === 'details' || step === 'payment' || step === 'confirm') ? step : null;
  // Once opened, the dialog stays mounted so that it can close with its animation and give the
  // focus back to Book Now.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  if (view && !dialogLoaded) setDialogLoaded(true);

  const bookNow = () => {
    setWanted(true);
    if (!viewer) openLoginOverlay('landing', { stay: true });
  };

  /** Confirm: the nights, the vehicle and the code applied in the dialog, if any. */
  const confirm = (details: ConfirmDetails) => {
    if (booking.isPending || isEmpty(selection)) return;
    const attempt = attemptFor(unfinished.current, confirmBody(selection, details));
    unfinished.current = attempt;
    booking.mutate(
      { locationId: location.id, attempt },
      {
        // Spec section 4: the selection cleared, then My Trips with the confirmation dialog.
        onSuccess: (answer) => {
          unfinished.current = null;
          clearSelection(location.id);
          setWanted(false);
          notifySuccess({
            title: answer.request
              ? t('booking.requestSent', { hours: REQUEST_ANSWER_HOURS })
              : t('booking.allBooked'),
          });
          navigate(paths.bookings.href(), { state: confirmedState(location.name, answer) });
        },
        onError: (error) => {
          if (!outcomeUnknown(error)) unfinished.current = null;
          notifyDanger({
            title: t('booking.problem'),
            message: isTimeout(error) ? t('bookNow.confirm.timeout') : errorMessage(error),
          });
          // The card on file is gone after all: the profile says so next, and the card step follows.
          if (errorCode(error) === 'payments.noCard' && viewer) {
            void queryClient.invalidateQueries({ queryKey: getUserQueryOptions(viewer.userId).queryKey });
          }
        },
      },
    );
  };

  const close = () => {
    if (booking.isPending) return;
    booking.reset();
    setWanted(false);
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="booking-panel-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="booking-panel-title">
          {t('bookNow.panel.title')}
        </Title>
        {stays.length === 0 ? (
          <Text size="sm">{t('bookNow.panel.empty')}</Text>
        ) : (
          <>
            <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {stays.map((stay, i) => (
                <StaySummary key={stay.arrival} stay={stay} number={i + 1} count={stays.length} />
              ))}
            </Stack>
            <Divider />
            <Group justify="space-between" data-testid="selection-total">
              <Text fw={700}>{t('bookNow.panel.total')}</Text>
              <Text fw={700}>
                {t('bookNow.panel.totalLine', {
                  nights: t('bookNow.panel.nights', { count: totals.nights }),
                  total: formatCents(totals.total),
                })}
              </Text>
            </Group>
            {breaches.length > 0 && (
              <Alert
                color="red"
                role="alert"
                title={t('rulesUi.guest.beforeYouBook')}
                data-testid="rule-breaches"
              >
                <Stack gap={4}>
                  {breaches.map((breach) => (
                    <Text
                      size="sm"
                      key={`${breach.code}-${breach.siteId ?? ''}-${String(breach.params.arrival ?? breach.params.date ?? '')}`}
                    >
                      {t(breach.code, breach.params)}
                    </Text>
                  ))}
                </Stack>
              </Alert>
            )}
            <Button
              size="md"
              onClick={bookNow}
              // Until the session is known, Book Now cannot tell whether to ask for a sign-in.
              loading={sessionPending || step === 'loading' || waitingForSignIn}
              disabled={location.status === 'inactive' || breaches.length > 0}
            >
              {byRequest ? t('bookNow.panel.requestToBook') : t('bookNow.panel.bookNow')}
            </Button>
            {byRequest && (
              <Text size="sm" data-testid="request-note">
                {t('bookNow.panel.requestNote', { hours: REQUEST_ANSWER_HOURS })}
              </Text>
            )}
            {wanted && profile.isError && (
              <Alert color="red" role="alert" title={t('booking.problem')}>
                {errorMessage(profile.error)}
              </Alert>
            )}
            <Group justify="space-between" align="center" gap="xs">
              <Text size="xs" c="dimmed" style={{ flex: 1 }}>
                {viewer ? t('bookNow.panel.kept') : t('bookNow.panel.signInFirst')}
              </Text>
              <Button variant="subtle" size="xs" onClick={() => clearSelection(location.id)}>
                {t('bookNow.panel.clear')}
              </Button>
            </Group>
          </>
        )}
        <Divider />
        <Stack gap={4}>
          <Text size="sm" fw={700}>
            {t('bookNow.confirm.policy', { name: t(`common.cancellationPolicy.${policy}.name`) })}
          </Text>
          <Text size="sm">{t(`common.cancellationPolicy.${policy}.terms`)}</Text>
        </Stack>
      </Stack>

      {dialogLoaded && viewer && (
        <Suspense fallback={null}>
          <BookNowModal
            view={view}
            location={location}
            selection={selection}
            profile={profile.data ?? null}
            userId={viewer.userId}
            policy={policy}
            byRequest={byRequest}
            booking={{ pending: booking.isPending, error: booking.error }}
            onConfirm={confirm}
            onClose={close}
          />
        </Suspense>
      )}
    </Paper>
  );
}
