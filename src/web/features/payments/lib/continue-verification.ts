import { createAccountLink } from '../api/requirements';
import { verificationReturnUrls } from './account-links';

/**
 * Sends the browser to the payment provider's verification page (a one-time link that comes back to
 * /account-verification-success or /account-verification-failure).
 */
export async function continueVerification(userId: string): Promise<void> {
  const url = await createAccountLink(userId, 'verification', verificationReturnUrls(window.location.origin));
  window.location.assign(url);
}
