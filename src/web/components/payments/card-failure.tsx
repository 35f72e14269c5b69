import { Alert, Text } from '@mantine/core';
import { CARD_UPDATE_ERROR } from '../../../domain/schemas/payments';
import { cardFailureDetail } from '../../lib/payments/notices';

/**
 * The card error next to the form: the notice closes after 4 seconds, this stays until the next try
 * (and is announced, being an alert).
 */
export function CardFailure({ error }: { error: unknown }) {
  return (
    <Alert color="red" title={CARD_UPDATE_ERROR} role="alert" data-testid="card-failure">
      <Text size="sm">{cardFailureDetail(error)}</Text>
    </Alert>
  );
}
