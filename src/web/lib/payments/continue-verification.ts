import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../api';
import { i18n } from '../i18n';
import { notifyDanger } from '../notify';
import type { AccountLinkBody } from '../../../domain/schemas/payments';
import { createAccountLink } from './requirements';
import { verificationReturnUrls } from './account-links';

/**
 * Sends the browser to the payment provider's verification page (a one-time link that comes back to
 * /account-verification-success or /account-verification-failure, or to `returnUrls` of this site:
 * the host onboarding wizard has it come back to itself).
 */
export async function continueVerification(userId: string, returnUrls?: AccountLinkBody): Promise<void> {
  const url = await createAccountLink(
    userId,
    'verification',
    returnUrls ?? verificationReturnUrls(window.location.origin),
  );
  window.location.assign(url);
}

/** Continue verification: pending until the browser leaves; a link that could not be made is a notice. */
export function useContinueVerification(userId: string, returnUrls?: AccountLinkBody) {
  return useMutation({
    mutationFn: () => continueVerification(userId, returnUrls),
    onError: (error) =>
      notifyDanger({
        title: i18n.t('paymentUi.notices.verificationPageFailed'),
        message: errorMessage(error),
      }),
  });
}
