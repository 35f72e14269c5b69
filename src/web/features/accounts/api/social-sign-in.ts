import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { apiPath } from '../../../../domain/api-paths';

export type SocialProvider = 'google' | 'facebook';

export const SOCIAL_PROVIDER_LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
};

/**
 * POST /v1/auth/sign-in/social: answers the provider's URL to send the browser to. The provider
 * returns it to `callbackURL` (existing users), `newUserCallbackURL` (new users) or the login page
 * with `?error=`.
 */
export async function socialSignIn(provider: SocialProvider, callbackURL: string): Promise<{ url?: string }> {
  return api<{ url?: string; redirect?: boolean }>(apiPath('/v1/auth/sign-in/social'), {
    method: 'POST',
    body: {
      provider,
      callbackURL,
      newUserCallbackURL: paths.onboarding.href(),
      errorCallbackURL: paths.login.href(),
    },
  });
}

export function useSocialSignIn() {
  return useMutation({
    mutationFn: ({ provider, callbackURL }: { provider: SocialProvider; callbackURL: string }) =>
      socialSignIn(provider, callbackURL),
  });
}
