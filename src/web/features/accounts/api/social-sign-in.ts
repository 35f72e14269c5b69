import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../lib/paths';
import { startSocialSignIn, type SocialProvider } from '../../../lib/social-sign-in';

export type { SocialProvider };

export const SOCIAL_PROVIDER_LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
};

/**
 * The provider returns the browser to `callbackURL` (existing users), onboarding (new users) or the
 * login page with `?error=`.
 */
export function socialSignIn(provider: SocialProvider, callbackURL: string): Promise<{ url?: string }> {
  return startSocialSignIn(provider, {
    callbackURL,
    newUserCallbackURL: paths.onboarding.href(),
    errorCallbackURL: paths.login.href(),
  });
}

export function useSocialSignIn() {
  return useMutation({
    mutationFn: ({ provider, callbackURL }: { provider: SocialProvider; callbackURL: string }) =>
      socialSignIn(provider, callbackURL),
  });
}
