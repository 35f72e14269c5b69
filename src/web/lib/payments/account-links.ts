// Where the payment provider's verification and update pages send the browser back to (spec section 2).

import { ACCOUNT_LINK_PATHS, type AccountLinkBody } from '../../../domain/schemas/payments';

/** The verification link's return addresses on this site. */
export function verificationReturnUrls(origin: string): AccountLinkBody {
  return {
    successUrl: `${origin}${ACCOUNT_LINK_PATHS.verificationSuccess}`,
    failureUrl: `${origin}${ACCOUNT_LINK_PATHS.verificationFailure}`,
  };
}

/** The update link's return addresses: success is the same page; failure has its own (it fetches a fresh update link). */
export function updateReturnUrls(origin: string): AccountLinkBody {
  return {
    successUrl: `${origin}${ACCOUNT_LINK_PATHS.verificationSuccess}`,
    failureUrl: `${origin}${ACCOUNT_LINK_PATHS.updateFailure}`,
  };
}
