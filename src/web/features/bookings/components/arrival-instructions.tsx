import { Paper, Text } from '@mantine/core';
import type { BookingRowDto } from '../../../../domain/schemas/booking-list';
import { useTranslation } from '../../../lib/i18n';

/**
 * The host's arrival instructions on a stay's card (issue 26, decision 040): the server sends them
 * from 48 hours before the arrival; until then the card only says when they will appear. Shown as
 * text, line breaks kept.
 */
export function ArrivalInstructions({
  nights,
}: {
  nights: readonly Pick<BookingRowDto, 'arrivalInstructions' | 'arrivalInstructionsLater'>[];
}) {
  const { t } = useTranslation();
  const instructions = nights.find((n) => n.arrivalInstructions)?.arrivalInstructions ?? null;
  if (instructions) {
    return (
      <Paper withBorder radius="sm" p="sm" data-testid="arrival-instructions">
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {t('arrivalUi.trip.title')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {instructions}
        </Text>
      </Paper>
    );
  }
  if (!nights.some((n) => n.arrivalInstructionsLater)) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="arrival-instructions-later">
      {t('arrivalUi.trip.later')}
    </Text>
  );
}
