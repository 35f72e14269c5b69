import { describe, expect, it } from 'vitest';
import { campaignFormSchema, defaultCampaignDates, type CampaignFormValues } from './campaigns';

const blank: CampaignFormValues = {
  type: 'Credit',
  code: '',
  userMessage: '',
  validFrom: '2026-11-25',
  validUntil: '2026-12-25',
  creditAmount: '',
  percentageDiscount: '',
  numberOfNights: '',
  locationId: '',
  siteId: '',
  collectionSlug: '',
  userEmail: '',
  maximumRedeemCount: '',
  affiliateEmail: '',
};

/** The first message per field of the dialog's values. */
function messages(values: Partial<CampaignFormValues>) {
  const result = campaignFormSchema.safeParse({ ...blank, ...values });
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('the Campaign dialog’s form', () => {
  it('reads the credit in dollars and sends cents, the code uppercased without spaces', () => {
    const result = campaignFormSchema.parse({
      ...blank,
      code: ' sum mer ',
      userMessage: 'Hi',
      creditAmount: '12.50',
    });
    expect(result).toMatchObject({
      type: 'Credit',
      code: 'SUMMER',
      creditAmount: 1250,
      validUntil: '2026-12-25',
    });
  });

  it('shows every rule at once, on the fields the chosen type shows', () => {
    expect(messages({ validFrom: '' })).toEqual({
      code: 'campaign.codeRequired',
      userMessage: 'campaign.userMessageRequired',
      validFrom: 'campaign.fromRequired',
      creditAmount: 'campaign.creditRequired',
    });
    expect(messages({ type: 'SiteDiscount', code: 'A', userMessage: 'Hi', creditAmount: 'what' })).toEqual({
      percentageDiscount: 'campaign.percentageRequired',
      numberOfNights: 'campaign.nightsRequired',
      siteId: 'campaign.siteRequired',
    });
    expect(
      messages({
        type: 'TourDiscount',
        code: 'A',
        userMessage: 'Hi',
        percentageDiscount: '20',
        numberOfNights: '2',
      }),
    ).toEqual({
      collectionSlug: 'campaign.collectionRequired',
    });
  });

  it('drops what the chosen type does not use', () => {
    const result = campaignFormSchema.parse({
      ...blank,
      type: 'Discount',
      code: 'A',
      userMessage: 'Hi',
      creditAmount: '10',
      percentageDiscount: '20',
      numberOfNights: '2',
      siteId: '7',
    });
    expect(result).toMatchObject({
      creditAmount: null,
      siteId: null,
      percentageDiscount: 20,
      numberOfNights: 2,
    });
  });

  it('refuses text where a number belongs, and an end before the start', () => {
    expect(messages({ code: 'A', userMessage: 'Hi', creditAmount: 'ten' })).toEqual({
      creditAmount: 'validation.notANumber',
    });
    expect(messages({ code: 'A', userMessage: 'Hi', creditAmount: '5', validUntil: '2026-11-24' })).toEqual({
      validUntil: 'campaign.untilBeforeFrom',
    });
  });
});

describe('defaultCampaignDates', () => {
  it('runs from today to the same day a month later, or the last day of a shorter month', () => {
    expect(defaultCampaignDates('2026-11-25')).toEqual({ validFrom: '2026-11-25', validUntil: '2026-12-25' });
    expect(defaultCampaignDates('2026-12-15')).toEqual({ validFrom: '2026-12-15', validUntil: '2027-01-15' });
    expect(defaultCampaignDates('2027-01-31')).toEqual({ validFrom: '2027-01-31', validUntil: '2027-02-28' });
  });
});
