import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { notifyDanger, notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { apiPath } from '../../../../domain/api-paths';

/** POST /v1/auth/send-verification-email; the link lands on /email-verified. */
export async function sendVerificationEmail(email: string): Promise<void> {
  await api(apiPath('/v1/auth/send-verification-email'), {
    method: 'POST',
    body: { email, callbackURL: paths.emailVerified.href() },
  });
}

/** Sends it and says how it went (any failure: 'Sending email verification failed.'). */
export function useSendVerificationEmail({ quiet = false }: { quiet?: boolean } = {}) {
  return useMutation({
    mutationFn: sendVerificationEmail,
    onSuccess: (_data, email) => {
      if (!quiet)
        notifySuccess({
          title: i18n.t('accounts.verification.sent'),
          message: i18n.t('accounts.verification.checkInbox', { email }),
        });
    },
    onError: () => notifyDanger({ title: i18n.t('auth.verificationFailed') }),
  });
}
