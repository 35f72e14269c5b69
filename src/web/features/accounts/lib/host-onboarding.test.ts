import { describe, expect, it } from 'vitest';
import {
  firstUnfinishedHostStep,
  hostOnboardingReturnUrls,
  isHostStepDone,
  type HostStep,
} from './host-onboarding';

type Profile = Parameters<typeof firstUnfinishedHostStep>[0];

const newcomer: Profile = {
  firstName: null,
  lastName: null,
  phone: null,
  image: null,
  accountInformation: { valid: false, bankAccount: null },
};
const withDetails: Profile = { ...newcomer, firstName: 'Aroha', lastName: 'Ngata', phone: '+64 21 123 4567' };
const withImage: Profile = { ...withDetails, image: '/uploads/aroha.jpg' };
const withBank: Profile = {
  ...withImage,
  accountInformation: { valid: false, bankAccount: { bankName: 'ANZ' } },
};
const host: Profile = { ...withBank, accountInformation: { valid: true, bankAccount: { bankName: 'ANZ' } } };

describe('firstUnfinishedHostStep', () => {
  it('starts a newcomer at the account details', () => {
    expect(firstUnfinishedHostStep(newcomer, null)).toBe(1);
  });

  it('needs both names and the phone for step 1, and blanks do not count', () => {
    expect(firstUnfinishedHostStep({ ...withDetails, phone: null }, null)).toBe(1);
    expect(firstUnfinishedHostStep({ ...withDetails, lastName: '  ' }, null)).toBe(1);
    expect(firstUnfinishedHostStep({ ...withDetails, firstName: '' }, null)).toBe(1);
  });

  it('goes on to the image, then the bank account, then verification', () => {
    expect(firstUnfinishedHostStep(withDetails, null)).toBe(2);
    expect(firstUnfinishedHostStep(withImage, null)).toBe(3);
    expect(firstUnfinishedHostStep(withBank, { currentlyDue: ['individual.verification.document'] })).toBe(4);
    // Nothing due yet not valid (the provider is still checking): verification is not finished.
    expect(firstUnfinishedHostStep(withBank, { currentlyDue: [] })).toBe(4);
  });

  it('sends a verified host with nothing due to the property step', () => {
    expect(firstUnfinishedHostStep(host, { currentlyDue: [] })).toBe(5);
    // Requirements that could not be read: the profile's validity decides.
    expect(firstUnfinishedHostStep(host, null)).toBe(5);
  });

  it('brings a valid host the provider asks more of back to verification', () => {
    expect(firstUnfinishedHostStep(host, { currentlyDue: ['individual.dob.day'] })).toBe(4);
  });

  it('resumes at the earliest gap, even when later steps are done', () => {
    expect(firstUnfinishedHostStep({ ...host, image: null }, { currentlyDue: [] })).toBe(2);
    expect(firstUnfinishedHostStep({ ...host, phone: null }, { currentlyDue: [] })).toBe(1);
  });
});

describe('isHostStepDone', () => {
  it('never counts the last step as done: it is the way out', () => {
    expect(isHostStepDone(5, host, { currentlyDue: [] })).toBe(false);
  });

  it('agrees with the resume step', () => {
    const done = (profile: Profile) =>
      ([1, 2, 3, 4] as HostStep[]).filter((step) => isHostStepDone(step, profile, null));
    expect(done(newcomer)).toEqual([]);
    expect(done(withBank)).toEqual([1, 2, 3]);
    expect(done(host)).toEqual([1, 2, 3, 4]);
  });
});

describe('hostOnboardingReturnUrls', () => {
  it('brings the provider’s verification page back to the wizard, saying when it failed', () => {
    expect(hostOnboardingReturnUrls('https://stopover.nz')).toEqual({
      successUrl: 'https://stopover.nz/become-a-host',
      failureUrl: 'https://stopover.nz/become-a-host?verification=failed',
    });
  });
});
