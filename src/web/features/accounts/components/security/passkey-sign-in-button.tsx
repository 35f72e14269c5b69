import { Button, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { signInWithPasskey } from '../../api/security';
import { completeSignIn, type SignedIn } from '../../lib/signed-in';

/** "Sign in with a passkey": the whole sign-in, or the second step after the password (decision 056). */
export function PasskeySignInButton({
  onSignedIn,
  usePasskeyWording = false,
}: {
  onSignedIn: (signedIn: SignedIn) => void;
  /** As the second step: "Use a passkey" rather than "Sign in with a passkey". */
  usePasskeyWording?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const passkey = useMutation({
    mutationFn: async () => {
      await signInWithPasskey();
      return completeSignIn(queryClient, 'login');
    },
    onSuccess: onSignedIn,
  });
  return (
    <>
      <Button variant="default" fullWidth loading={passkey.isPending} onClick={() => passkey.mutate()}>
        {usePasskeyWording ? t('securityUi.usePasskey') : t('securityUi.signInWithPasskey')}
      </Button>
      {passkey.error && (
        <Text c="red.8" size="sm" role="alert">
          {errorMessage(passkey.error)}
        </Text>
      )}
    </>
  );
}
