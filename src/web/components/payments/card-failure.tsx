import { Alert, Text } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { cardFailureDetail } from '../../lib/payments/notices';

/**
 * The card error next to the form: the notice closes after 4 seconds, this stays until the next try
 * (and is announced, being an alert).
 */
export function CardFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('card.updateError')} role="alert" data-testid="card-failure">
      <Text size="sm">{cardFailureDetail(error)}</Text>
    </Alert>
  );
}
