// The host onboarding wizard (/become-a-host, spec sections 2 and 5): five steps, and where a
// returning person picks it up again.

import type { AccountLinkBody, RequirementsResponse } from '../../../../domain/schemas/payments';
import type { UserProfile } from '../../../../domain/schemas/users';
import { paths } from '../../../lib/paths';

export const HOST_STEPS = ['details', 'image', 'bank', 'verification', 'property'] as const;
/** 1 account details, 2 profile image, 3 bank account, 4 payment provider verification, 5 create property. */
export type HostStep = 1 | 2 | 3 | 4 | 5;

/** The query the provider's verification page comes back with when it failed. */
export const VERIFICATION_FAILED = { key: 'verification', value: 'failed' } as const;

/** Where the provider's verification page sends the browser back to: this wizard, either way. */
export function hostOnboardingReturnUrls(origin: string): AccountLinkBody {
  const page = `${origin}${paths.becomeAHost.href()}`;
  return {
    successUrl: page,
    failureUrl: `${page}?${VERIFICATION_FAILED.key}=${VERIFICATION_FAILED.value}`,
  };
}

const filled = (value: string | null) => !!value && value.trim().length > 0;

type Progress = Pick<UserProfile, 'firstName' | 'lastName' | 'phone' | 'image' | 'accountInformation'>;

/**
 * Whether a step is done, from the profile and, when the person has a payout account, what the
 * payment provider still needs (null when there is none or it could not be read: the profile's
 * `valid` then decides). The last step, the property, is never done here: it is the way out.
 */
export function isHostStepDone(
  step: HostStep,
  profile: Progress,
  requirements: Pick<RequirementsResponse, 'currentlyDue'> | null,
): boolean {
  const { bankAccount, valid } = profile.accountInformation;
  switch (step) {
    case 1:
      return filled(profile.firstName) && filled(profile.lastName) && filled(profile.phone);
    case 2:
      return filled(profile.image);
    case 3:
      return bankAccount !== null;
    case 4:
      return bankAccount !== null && valid && (requirements?.currentlyDue.length ?? 0) === 0;
    case 5:
      return false;
  }
}

/** Where a returning person picks the wizard up: the first step they have not finished. */
export function firstUnfinishedHostStep(
  profile: Progress,
  requirements: Pick<RequirementsResponse, 'currentlyDue'> | null,
): HostStep {
  return ([1, 2, 3, 4] as const).find((step) => !isHostStepDone(step, profile, requirements)) ?? 5;
}
