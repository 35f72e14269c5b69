// The one call that starts a sign-in with Google or Facebook: the login overlay's and "Confirm it's
// you" for accounts without a password (decision 057) both use it.

import { apiPath } from '../../domain/api-paths';
import { api } from './api';

export type SocialProvider = 'google' | 'facebook';

export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'facebook'];

/** Where the provider sends the browser back: existing users, new users, and on an error. */
export type SocialReturn = { callbackURL: string; newUserCallbackURL?: string; errorCallbackURL: string };

/** POST /v1/auth/sign-in/social: answers the provider's address to send the browser to. */
export async function startSocialSignIn(
  provider: SocialProvider,
  back: SocialReturn,
): Promise<{ url?: string }> {
  return api<{ url?: string; redirect?: boolean }>(apiPath('/v1/auth/sign-in/social'), {
    method: 'POST',
    body: { provider, ...back },
    // Starting a sign-in never needs a recent one.
    confirmIdentity: false,
  });
}
