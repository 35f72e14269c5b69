import { Alert, Button, Stack, Text } from '@mantine/core';
import { FormErrorList } from '../../../components/form/form';
import { ApiError, errorCode, errorMessage } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { formFieldOf } from '../lib/property-form';
import { NeedPayoutAccount } from './property-form';

/**
 * Why the last save of the property form failed, above its submit button: a stale edit with Reload
 * (never overwriting someone's later save), a missing payout account with Become a Host, otherwise
 * the server's message; nothing when the message is already under the field it is about.
 */
export function SaveFailure({
  error,
  title,
  onReload,
  reloading = false,
}: {
  error: unknown;
  title: string;
  onReload?: () => void;
  reloading?: boolean;
}) {
  const { t } = useTranslation();
  if (!error) return null;
  const code = errorCode(error);
  if (code === 'property.needPayoutAccount') return <NeedPayoutAccount />;
  if (code === 'property.staleEdit' && onReload) {
    return (
      <Alert color="yellow" role="alert" title={title} data-testid="stale-edit">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessage(error)}</Text>
          <Button variant="default" onClick={onReload} loading={reloading}>
            {t('propertyForm.reload')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (error instanceof ApiError && formFieldOf(error.field)) return null;
  return <FormErrorList errors={[{ title, message: errorMessage(error) }]} />;
}
