import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  List,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from 'react-router';
import { z } from 'zod';
import type { CancellationPolicy } from '../../../../domain/cancellation';
import { formatDisplayDate, todayInAuckland } from '../../../../domain/dates';
import { formatCents } from '../../../lib/money';
import { gstIncluded } from '../../../../domain/gst';
import { FALLBACK_CLIENT_CONFIG, useConfig } from '../../../lib/queries/get-config';
import { createBookingBodySchema } from '../../../../domain/schemas/booking-create';
import type { LocationDetail } from '../../../../domain/schemas/locations';
import type { UserProfile } from '../../../../domain/schemas/users';
import { Field, Form, FormActions, SubmitButton } from '../../../components/form/form';
import { CardEntryForm } from '../../../components/payments/card-entry-form';
import { ApiError, errorMessage } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { notifyDanger } from '../../../lib/notify';
import { issuesToErrors, useZodForm } from '../../../lib/use-zod-form';
import { useQuoteBooking } from '../api/quote-booking';
import { useVehicles } from '../../../lib/queries/get-vehicles';
import { paths } from '../../../lib/paths';
import { useSaveGuestDetails } from '../api/save-guest-details';
import {
  bookingDetailsSchema,
  checkoutTotals,
  currentCode,
  detailsFieldOf,
  isCodeRefusal,
  isTimeout,
  nightsKey,
  promoCodeSchema,
  quoteBody,
  refundQuotes,
  type AppliedCode,
  type ConfirmDetails,
} from '../lib/book-now';
import { selectedNights, selectionStays, type Selection } from '../lib/selection';
import { selectionVehicleMisfits } from '../lib/stay-rules';
import { REQUEST_ANSWER_HOURS } from '../../../../domain/lifecycles';

export type BookNowView = 'details' | 'payment' | 'confirm';

/**
 * Puts the focus on an element when a step appears, so keyboard and screen-reader users follow the
 * flow from one step to the next inside the one dialog. A moment later than at once: a dialog that
 * has just closed (the login overlay) gives the focus back to where it was opened from first.
 */
const STEP_FOCUS_DELAY_MS = 60;

function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const timer = setTimeout(() => ref.current?.focus(), STEP_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return ref;
}

function CancelButton({ onCancel, disabled }: { onCancel: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button variant="default" onClick={onCancel} disabled={disabled}>
      {t('bookNow.confirm.cancel')}
    </Button>
  );
}

/** Spec section 5, "Account details (booking dialog)": saved to the profile as the account page does. */
function DetailsStep({
  userId,
  profile,
  onCancel,
}: {
  userId: string;
  profile: UserProfile | null;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  // Built on each render: the phone rule's message is a screen text, in the current language.
  const form = useZodForm(bookingDetailsSchema(t('bookNow.details.invalidPhone')), {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    phone: profile?.phone ?? '',
  });
  const save = useSaveGuestDetails(userId);
  const first = useFocusOnMount<HTMLInputElement>();

  const submit = form.onSubmit((details) =>
    save.mutate(details, {
      onError: (error) => {
        const field = error instanceof ApiError ? detailsFieldOf(error.field) : undefined;
        if (field) form.setFieldError(field, errorMessage(error));
        notifyDanger({
          title: t('accounts.notices.updateFailed'),
          message: t('accounts.notices.contactSupport', { message: errorMessage(error) }),
        });
      },
    }),
  );

  return (
    <Stack gap="md">
      <Text>{t('bookNow.details.intro')}</Text>
      <Form label={t('bookNow.details.form')} onSubmit={submit}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Field
            ref={first}
            form={form}
            name="firstName"
            label={t('accounts.details.firstName')}
            autoComplete="given-name"
            required
          />
          <Field
            form={form}
            name="lastName"
            label={t('accounts.details.lastName')}
            autoComplete="family-name"
            required
          />
        </SimpleGrid>
        <Field
          form={form}
          name="phone"
          type="tel"
          label={t('accounts.details.phone')}
          description={t('accounts.details.phoneHint')}
          autoComplete="tel"
          required
        />
        <FormActions secondaryAction={<CancelButton onCancel={onCancel} />}>
          <SubmitButton pending={save.isPending}>{t('bookNow.details.save')}</SubmitButton>
        </FormActions>
      </Form>
    </Stack>
  );
}

/** No valid card: the card form that exists (the local provider's fields or Stripe's). */
function PaymentStep({ userId, onCancel }: { userId: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const intro = useFocusOnMount<HTMLParagraphElement>();
  return (
    <Stack gap="md">
      <Text ref={intro} tabIndex={-1}>
        {t('bookNow.payment.intro')}
      </Text>
      {/* Saving the card updates the profile, and the flow moves on to the confirm dialog. */}
      <CardEntryForm
        userId={userId}
        submitLabel={t('bookNow.payment.save')}
        secondaryAction={<CancelButton onCancel={onCancel} />}
        onDone={() => undefined}
      />
    </Stack>
  );
}

const vehicleSchema = z.object({ vehicleRegistration: createBookingBodySchema.shape.vehicleRegistration });

/**
 * The last step (spec section 4): the nights, their number and total price, the vehicle, a promo
 * code (issue 12), the property's cancellation policy and what cancelling would give back, today and
 * on the day of arrival. Confirm is disabled while the booking is sent.
 *
 * The code is applied by asking the server for a quote (nothing is reserved): its campaign's message,
 * its discount and the new total show, and Confirm sends the code. A refused code's message shows
 * under the field and the stay can still be booked without it. The quote holds for the nights it was
 * asked about: once the selection changes the code is no longer applied. A booking refused because of
 * its code (its last use taken meanwhile, say) un-applies it the same way.
 */
function ConfirmStep({
  location,
  selection,
  profile,
  policy,
  byRequest,
  booking,
  onConfirm,
  onCancel,
}: {
  location: LocationDetail;
  selection: Selection;
  profile: UserProfile | null;
  policy: CancellationPolicy;
  byRequest: boolean;
  booking: { pending: boolean; error: unknown };
  onConfirm: (details: ConfirmDetails) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [today] = useState(todayInAuckland);
  const form = useZodForm(vehicleSchema, { vehicleRegistration: '' });
  const codeForm = useZodForm(promoCodeSchema, { code: '' });
  // Issue 27: one of the guest's vehicles, the first preselected; '' types a registration instead.
  const vehicles = useVehicles(profile?.id).data?.items ?? [];
  const [pickedVehicle, setPickedVehicle] = useState<string | null>(null);
  const vehicleId = pickedVehicle ?? vehicles[0]?.id ?? '';
  // The picked vehicle against the sites' rules, told before Confirm as the server would refuse it.
  const misfits = selectionVehicleMisfits(
    location,
    selection,
    vehicles.find((v) => v.id === vehicleId) ?? null,
  );
  const quote = useQuoteBooking();
  /** The code the server accepted, with the nights it was quoted for. */
  const [applied, setApplied] = useState<AppliedCode | null>(null);
  /** What the status region says besides an applied code (a refusal, a removal), for screen readers. */
  const [announcement, setAnnouncement] = useState('');
  const vehicle = useFocusOnMount<HTMLInputElement>();
  const codeInput = useRef<HTMLInputElement>(null);
  const stays = selectionStays(selection);
  const code = currentCode(applied, selection);
  const totals = checkoutTotals(selection, applied);
  // Prices include GST (decision 049): the total says how much.
  const gstPercent = (useConfig().data ?? FALLBACK_CLIENT_CONFIG).gstPercent;
  const quotes = refundQuotes(
    policy,
    selectedNights(selection),
    today,
    totals.discount > 0 ? totals.total : undefined,
  );
  const card = profile?.paymentInformation.card;
  const { error, pending } = booking;

  // A booking refused because of its code: the message goes under the code field, and the code is
  // no longer applied, so the next Confirm books without it (a new attempt, with a new key).
  const [seenError, setSeenError] = useState(error);
  if (error !== seenError) {
    setSeenError(error);
    if (isCodeRefusal(error)) {
      setApplied(null);
      codeForm.setFieldError('code', errorMessage(error));
      setAnnouncement(errorMessage(error));
    }
  }
  const codeRefused = error != null && isCodeRefusal(error);

  const refuseCode = (message: string) => {
    codeForm.setFieldError('code', message);
    setAnnouncement(message);
  };

  const apply = () => {
    if (quote.isPending || pending || code) return;
    const parsed = promoCodeSchema.safeParse(codeForm.values);
    if (!parsed.success) {
      refuseCode(issuesToErrors<{ code: string }>(parsed.error.issues).code ?? '');
      return;
    }
    const nights = nightsKey(selection);
    setAnnouncement('');
    quote.mutate(
      { locationId: location.id, body: quoteBody(selection, parsed.data.code) },
      {
        onSuccess: (answer) => {
          codeForm.setValue('code', answer.code);
          setApplied({ quote: answer, nights });
        },
        onError: (failure) => refuseCode(errorMessage(failure)),
      },
    );
  };

  const remove = () => {
    if (!code || pending) return;
    setApplied(null);
    quote.reset();
    codeForm.setValue('code', '');
    setAnnouncement(
      t('bookNow.confirm.codeRemoved', {
        code: code.quote.code,
        total: formatCents(checkoutTotals(selection, null).total),
      }),
    );
    codeInput.current?.focus();
  };

  // Enter in the code field applies it; it never submits the booking.
  const onCodeKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  const confirm = form.onSubmit(({ vehicleRegistration }) => {
    // A refused code's message goes: confirming now books without it.
    if (codeForm.errors.code) codeForm.setFieldError('code', undefined);
    setAnnouncement('');
    onConfirm({
      vehicleRegistration: vehicleRegistration ?? '',
      code: code?.quote.code ?? null,
      vehicleId: vehicleId || null,
    });
  });

  return (
    <Form label={t('bookNow.confirm.title')} onSubmit={confirm} gap="md">
      <Text fw={600}>{t('bookNow.confirm.at', { location: location.name })}</Text>
      <List spacing={4} size="sm" data-testid="confirm-stays">
        {stays.map((stay) => (
          <List.Item key={stay.arrival}>
            {t('bookNow.confirm.dates', {
              arrival: formatDisplayDate(stay.arrival),
              departure: formatDisplayDate(stay.departure),
            })}
            {': '}
            {stay.sites
              .map((site) => t('bookNow.panel.siteNights', { site: site.siteName, count: site.nights }))
              .join('; ')}
          </List.Item>
        ))}
      </List>
      <SimpleGrid cols={2} spacing="xs" data-testid="confirm-totals">
        <Text>{t('bookNow.confirm.nights')}</Text>
        <Text fw={700} ta="right">
          {totals.nights}
        </Text>
        {code && (
          <>
            <Text>{t('bookNow.confirm.stayTotal')}</Text>
            <Text ta="right">{formatCents(totals.stayTotal)}</Text>
            <Text>{t('bookNow.confirm.discount', { code: code.quote.code })}</Text>
            <Text ta="right">{formatCents(-totals.discount)}</Text>
          </>
        )}
        <Text>{t('bookNow.confirm.total')}</Text>
        <Text fw={700} ta="right">
          {formatCents(totals.total)}
        </Text>
        {gstPercent > 0 && (
          <Text size="sm" ta="right" style={{ gridColumn: '1 / -1' }} data-testid="confirm-gst">
            {t('bookNow.confirm.includesGst', {
              gst: formatCents(gstIncluded(totals.total, Math.round(gstPercent * 100))),
            })}
          </Text>
        )}
      </SimpleGrid>
      {vehicles.length > 0 && (
        <Stack gap={4}>
          <NativeSelect
            label={t('vehiclesUi.booking.label')}
            description={t('vehiclesUi.booking.hint')}
            data={[
              ...vehicles.map((v) => ({
                value: v.id,
                label: `${v.registration} · ${t(`vehiclesUi.types.${v.type}`)} · ${t('vehiclesUi.length', { length: v.lengthMetres })}`,
              })),
              { value: '', label: t('vehiclesUi.booking.none') },
            ]}
            value={vehicleId}
            onChange={(event) => setPickedVehicle(event.currentTarget.value)}
          />
        </Stack>
      )}
      {!vehicleId && (
        <Field
          ref={vehicle}
          form={form}
          name="vehicleRegistration"
          label={t('bookNow.confirm.vehicle')}
          description={t('bookNow.confirm.vehicleHint')}
          autoComplete="off"
          maxLength={20}
        />
      )}
      {misfits.length > 0 && (
        <Alert color="red" role="alert" title={t('vehiclesUi.booking.misfit')} data-testid="vehicle-misfits">
          <Stack gap={4}>
            {misfits.map((misfit) => (
              <Text size="sm" key={t(misfit.code, misfit.params)}>
                {t(misfit.code, misfit.params)}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <Anchor component={Link} to={paths.account.href('vehicles')} size="sm">
        {t('vehiclesUi.booking.add')}
      </Anchor>
      <Stack gap={6}>
        <Field
          ref={codeInput}
          form={codeForm}
          name="code"
          label={t('bookNow.confirm.code')}
          description={t('bookNow.confirm.codeHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          readOnly={!!code}
          onKeyDown={onCodeKeyDown}
          inputContainer={(input) => (
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Box style={{ flex: 1 }}>{input}</Box>
              {/* One button that changes its words, so the focus stays on it. Not disabled while the
                  code is checked (a disabled button drops the focus): it ignores presses instead. */}
              <Button
                variant="default"
                onClick={code ? remove : apply}
                data-disabled={quote.isPending || pending || undefined}
                aria-disabled={quote.isPending || pending || undefined}
              >
                {code ? t('bookNow.confirm.removeCode') : t('bookNow.confirm.applyCode')}
              </Button>
            </Group>
          )}
        />
        <Box role="status" data-testid="promo-code-status">
          {quote.isPending ? (
            <Text size="sm">{t('bookNow.confirm.applyingCode')}</Text>
          ) : code ? (
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {t('bookNow.confirm.codeApplied', {
                  code: code.quote.code,
                  total: formatCents(totals.total),
                })}
              </Text>
              <Text size="sm">{code.quote.userMessage}</Text>
            </Stack>
          ) : (
            announcement && <VisuallyHidden>{announcement}</VisuallyHidden>
          )}
        </Box>
      </Stack>
      <Stack gap={4} data-testid="confirm-policy">
        <Title order={3} size="h5">
          {t('bookNow.confirm.policy', { name: t(`common.cancellationPolicy.${policy}.name`) })}
        </Title>
        <Text size="sm">{t(`common.cancellationPolicy.${policy}.terms`)}</Text>
        <Text size="sm">{t('common.cancellationPolicy.sameDay')}</Text>
        <Text size="sm">{t('common.cancellationPolicy.byHost')}</Text>
        {quotes && (
          <>
            <Text size="sm" fw={600}>
              {t('common.cancellationPolicy.quote', {
                refund: formatCents(quotes.today.refund),
                paid: formatCents(quotes.today.paid),
              })}
            </Text>
            <Text size="sm" fw={600}>
              {t('bookNow.confirm.refundAtArrival', {
                date: formatDisplayDate(quotes.arrival),
                refund: formatCents(quotes.atArrival.refund),
                paid: formatCents(quotes.atArrival.paid),
              })}
            </Text>
          </>
        )}
      </Stack>
      {card && (
        <Text size="sm" data-testid="card-note">
          {byRequest
            ? t('bookNow.confirm.cardHeld', {
                last4: card.last4,
                total: formatCents(totals.total),
                hours: REQUEST_ANSWER_HOURS,
              })
            : t('bookNow.confirm.card', { last4: card.last4, total: formatCents(totals.total) })}
        </Text>
      )}
      {pending && (
        <Text size="sm" role="status">
          {t('bookNow.confirm.booking')}
        </Text>
      )}
      {!pending && error != null && !codeRefused && (
        <Alert color="red" role="alert" title={t('booking.problem')} data-testid="booking-failure">
          {isTimeout(error) ? t('bookNow.confirm.timeout') : errorMessage(error)}
        </Alert>
      )}
      <FormActions secondaryAction={<CancelButton onCancel={onCancel} disabled={pending} />}>
        <SubmitButton
          pending={pending}
          disabled={pending || quote.isPending || totals.nights === 0 || misfits.length > 0}
        >
          {byRequest ? t('bookNow.confirm.sendRequest') : t('bookNow.confirm.confirm')}
        </SubmitButton>
      </FormActions>
    </Form>
  );
}

export type BookNowModalProps = {
  /** The step to show; null closes the dialog. */
  view: BookNowView | null;
  location: LocationDetail;
  selection: Selection;
  profile: UserProfile | null;
  userId: string;
  policy: CancellationPolicy;
  /** A night at a Request site: the host answers, the card is held rather than charged. */
  byRequest: boolean;
  booking: { pending: boolean; error: unknown };
  onConfirm: (details: ConfirmDetails) => void;
  onClose: () => void;
};

/**
 * Book Now's dialog (loaded when first needed): one focus-trapped dialog whose content follows the
 * flow (account details, card, confirm); it cannot be closed while the booking is sent. Once booked,
 * the guest is on My Trips, which shows the confirmation.
 */
export default function BookNowModal(props: BookNowModalProps) {
  const { t } = useTranslation();
  const { view, booking, onClose, userId, profile } = props;
  // What the dialog showed last stays in it while it fades out.
  const [shown, setShown] = useState<BookNowView>(view ?? 'confirm');
  if (view && view !== shown) setShown(view);
  const titles: Record<BookNowView, string> = {
    details: t('bookNow.details.title'),
    payment: t('bookNow.payment.title'),
    confirm: props.byRequest ? t('bookNow.confirm.requestTitle') : t('bookNow.confirm.title'),
  };
  const locked = booking.pending;

  return (
    <Modal
      opened={view !== null}
      onClose={onClose}
      title={titles[shown]}
      centered
      size="lg"
      closeOnEscape={!locked}
      closeOnClickOutside={!locked}
      withCloseButton={!locked}
      closeButtonProps={{ 'aria-label': t('bookNow.close') }}
    >
      {shown === 'details' && <DetailsStep userId={userId} profile={profile} onCancel={onClose} />}
      {shown === 'payment' && <PaymentStep userId={userId} onCancel={onClose} />}
      {shown === 'confirm' && <ConfirmStep {...props} onCancel={onClose} />}
    </Modal>
  );
}
