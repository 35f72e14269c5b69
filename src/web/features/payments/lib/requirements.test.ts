import { describe, expect, it } from 'vitest';
import { describeRequirements } from './requirements';

describe('describeRequirements', () => {
  it('puts the provider fields in plain words, each thing once', () => {
    expect(
      describeRequirements([
        'individual.verification.document',
        'individual.dob.day',
        'individual.dob.month',
        'individual.dob.year',
        'external_account',
        'tos_acceptance.date',
        'tos_acceptance.ip',
      ]),
    ).toEqual([
      'A photo of your identity document (passport or driver licence)',
      'Your date of birth',
      'Your bank account for payouts',
      "Accepting the payment provider's terms of service",
    ]);
  });

  it('keeps unknown fields readable', () => {
    expect(describeRequirements(['individual.political_exposure'])).toEqual([
      'Individual political exposure',
    ]);
  });

  it('is empty when nothing is due', () => {
    expect(describeRequirements([])).toEqual([]);
  });
});
