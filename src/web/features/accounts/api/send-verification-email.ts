import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '../../../../domain/auth-messages';
import { api } from '../../../lib/api';
import { notifyDanger, notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';

/** POST /v1/auth/send-verification-email; the link lands on /email-verified. */
export async function sendVerificationEmail(email: string): Promise<void> {
  await api('/v1/auth/send-verification-email', {
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
        notifySuccess({ title: 'Verification email sent', message: `Please check your inbox at ${email}.` });
    },
    onError: () => notifyDanger({ title: AUTH_MESSAGES.verificationFailed }),
  });
}
