import { useState } from 'react';
import { Button, Checkbox, Modal, Stack, Table, Text } from '@mantine/core';
import { formatDisplayDate, todayInAuckland } from '../../../../domain/dates';
import { formatCents } from '../../../lib/money';
import type { BookingRowDto } from '../../../../domain/schemas/booking-list';
import type { Stay } from '../../../../domain/stays';
import { Form, FormActions, FormErrorList, SubmitButton } from '../../../components/form/form';
import { errorMessage } from '../../../lib/api';
import { useCancelNights } from '../../../lib/bookings/cancel-nights';
import { quoteNights } from '../../../lib/bookings/cancellation';
import { useTranslation } from '../../../lib/i18n';

type Props = {
  stay: Stay<BookingRowDto>;
  /** The nights of the stay the guest may cancel now (lib/bookings/cancellation.ts). */
  nights: BookingRowDto[];
  opened: boolean;
  onClose: () => void;
};

/**
 * My Trips' confirm dialog (spec sections 4 and 8; decision 018): the stay's nights the guest may
 * cancel, all ticked (untick some to cancel only part of the stay), the property's cancellation
 * policy and what would come back for the ticked nights today; Confirm cancels them in one step.
 */
export function CancelStayDialog({ stay, nights, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('bookings.cancel.title', { location: stay.locationName })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('bookings.cancel.close') }}
    >
      {/* Mounted while open only, so each opening starts with every night ticked. */}
      <CancelStayForm stay={stay} nights={nights} onDone={onClose} />
    </Modal>
  );
}

function CancelStayForm({
  stay,
  nights,
  onDone,
}: {
  stay: Stay<BookingRowDto>;
  nights: BookingRowDto[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>(() => nights.map((n) => String(n.id)));
  const cancel = useCancelNights();
  const policy = (nights[0] ?? stay.nights[0]!).cancellationPolicy;
  const picked = nights.filter((n) => chosen.includes(String(n.id)));
  const quote = quoteNights(policy, picked, todayInAuckland(), 'guest');

  return (
    <Form
      label={t('bookings.cancel.title', { location: stay.locationName })}
      onSubmit={(event) => {
        event.preventDefault();
        if (picked.length === 0) return;
        cancel.mutate(
          picked.map((n) => n.id),
          { onSuccess: onDone },
        );
      }}
    >
      <Checkbox.Group label={t('bookings.cancel.chooseNights')} value={chosen} onChange={setChosen}>
        <Stack gap={6} mt={6}>
          {nights.map((night) => (
            <Checkbox
              key={night.id}
              value={String(night.id)}
              label={t('bookings.cancel.night', {
                date: formatDisplayDate(night.date),
                site: night.siteName,
                paid: formatCents(night.amountPaid),
              })}
            />
          ))}
        </Stack>
      </Checkbox.Group>

      <Stack gap={4} data-testid="cancellation-policy">
        <Text fw={600} size="sm">
          {t('bookings.cancel.policy', { name: t(`common.cancellationPolicy.${policy}.name`) })}
        </Text>
        <Text size="sm">{t(`common.cancellationPolicy.${policy}.terms`)}</Text>
        <Text size="sm">{t('common.cancellationPolicy.sameDay')}</Text>
      </Stack>

      {picked.length === 0 ? (
        <Text size="sm" c="red.9">
          {t('bookings.cancel.noNights')}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <Table.Caption>{t('bookings.cancel.quoteCaption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('bookings.cancel.nightColumn')}</Table.Th>
                  <Table.Th scope="col">{t('bookings.cancel.paid')}</Table.Th>
                  <Table.Th scope="col">{t('bookings.cancel.refund')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {quote.nights.map((night, i) => (
                  <Table.Tr key={picked[i]!.id}>
                    <Table.Td>{formatDisplayDate(night.date)}</Table.Td>
                    <Table.Td>{formatCents(night.paid)}</Table.Td>
                    <Table.Td>
                      {t('bookings.cancel.refundOf', {
                        refund: formatCents(night.refund),
                        percent: night.percent,
                      })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th scope="row">{t('bookings.cancel.total')}</Table.Th>
                  <Table.Td>{formatCents(quote.paid)}</Table.Td>
                  <Table.Td>{formatCents(quote.refund)}</Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
          <Text fw={600} data-testid="cancellation-quote">
            {t('common.cancellationPolicy.quote', {
              refund: formatCents(quote.refund),
              paid: formatCents(quote.paid),
            })}
          </Text>
        </>
      )}

      <FormErrorList errors={[cancel.error ? errorMessage(cancel.error) : null]} />
      <FormActions
        secondaryAction={
          <Button variant="default" onClick={onDone}>
            {t('bookings.cancel.keep')}
          </Button>
        }
      >
        <SubmitButton pending={cancel.isPending} disabled={picked.length === 0} color="red.9">
          {t('bookings.cancel.confirm')}
        </SubmitButton>
      </FormActions>
    </Form>
  );
}
