import { Alert, Button, Divider, Stack, Text } from '@mantine/core';
import { formatDisplayDate } from '../../../../../domain/dates';
import { useTranslation } from '../../../../lib/i18n';
import { useCancelRecovery, useSecondFactors } from '../../api/security';
import { AuthenticatorSection } from './authenticator-section';
import { PasskeysSection } from './passkeys-section';

/**
 * The account's "Sign-in and security" tab (decision 056): a simple stack of sections, so others
 * (the sessions list) can join it.
 */
export function SecurityTab({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const factors = useSecondFactors(userId);
  const cancel = useCancelRecovery(userId);
  const dueAt = factors.data?.recoveryDueAt;
  return (
    <Stack gap="lg">
      {dueAt && (
        <Alert color="red" role="alert">
          <Text mb="xs">
            {t('securityUi.recoveryPending', { date: formatDisplayDate(dueAt.slice(0, 10)) })}
          </Text>
          <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            {t('securityUi.stopRecovery')}
          </Button>
        </Alert>
      )}
      <AuthenticatorSection enabled={factors.data?.authenticatorApp ?? false} />
      <Divider />
      <PasskeysSection />
    </Stack>
  );
}
