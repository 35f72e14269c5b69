import { describe, expect, it } from 'vitest';
import { oneMonthLater } from '../../../../domain/dates';
import { validateForm } from '../../../lib/use-zod-form';
import {
  newRuleForm,
  ruleFormOptions,
  ruleFormSchema,
  ruleSummary,
  ruleToForm,
  type RuleForm,
  type RuleSite,
} from './rules';

const TODAY = '2026-03-10';
const SITE = { price: 2500, spaces: 3 };

const form = (patch: Partial<RuleForm>): RuleForm => ({ ...newRuleForm(SITE, TODAY), ...patch });

/** The dialog's values checked as its Save checks them (useZodForm with the dialog's options). */
const formToRule = (values: RuleForm, site: RuleSite) =>
  validateForm(ruleFormSchema(site), values, ruleFormOptions);

describe('the availability rule dialog', () => {
  it('starts with no type, today to a month later, and the site’s price and spaces', () => {
    expect(newRuleForm(SITE, TODAY)).toEqual({
      type: '',
      days: [],
      months: [],
      from: '2026-03-10',
      to: '2026-04-10',
      available: true,
      price: '25',
      spaces: '3',
      description: '',
    });
    expect(oneMonthLater('2026-01-31')).toBe('2026-02-28');
    expect(oneMonthLater('2026-12-15')).toBe('2027-01-15');
  });

  it('needs a type', () => {
    expect(formToRule(form({}), SITE)).toEqual({ success: false, errors: { type: 'Required' } });
  });

  it('makes a Date Range rule that closes the site: the site’s price and 0 spaces', () => {
    const result = formToRule(
      form({
        type: 'Date Range',
        from: '2026-03-15',
        to: '2026-03-21',
        available: false,
        price: '',
        description: ' Shearing ',
      }),
      SITE,
    );
    expect(result).toEqual({
      success: true,
      data: {
        type: 'Date Range',
        dates: { from: '2026-03-15', to: '2026-03-21' },
        price: 2500,
        spaces: 0,
        description: 'Shearing',
      },
    });
  });

  it('refuses a range whose from is after its to, or that lacks a date', () => {
    const invalid = { success: false, errors: { dates: 'Invalid from and/or to date(s).' } };
    expect(formToRule(form({ type: 'Date Range', from: '2026-03-22', to: '2026-03-21' }), SITE)).toEqual(
      invalid,
    );
    expect(formToRule(form({ type: 'Date Range', from: '', to: '2026-03-21' }), SITE)).toEqual(invalid);
  });

  it('makes a Custom rule of weekdays and months, in the calendar’s order, and needs one of each', () => {
    const result = formToRule(
      form({
        type: 'Custom',
        days: ['Sunday', 'Saturday'],
        months: ['January', 'December'],
        price: '35',
        spaces: '2',
      }),
      SITE,
    );
    expect(result).toEqual({
      success: true,
      data: {
        type: 'Custom',
        days: ['Sunday', 'Saturday'],
        months: ['January', 'December'],
        price: 3500,
        spaces: 2,
        description: null,
      },
    });
    expect(formToRule(form({ type: 'Custom' }), SITE)).toEqual({
      success: false,
      errors: { days: 'Please choose at least one day.', months: 'Please choose at least one month.' },
    });
  });

  it('checks an available rule’s price and spaces with the spec’s messages', () => {
    const range = { type: 'Date Range' as const };
    const errors = (patch: Partial<RuleForm>) => {
      const result = formToRule(form({ ...range, ...patch }), SITE);
      return result.success ? null : result.errors;
    };
    expect(errors({ price: '' })).toEqual({ price: 'Site price is Required' });
    expect(errors({ price: 'cheap' })).toEqual({ price: 'Must be a number' });
    expect(errors({ price: '9.99' })).toEqual({ price: 'You cannot charge less than $10 a night' });
    expect(errors({ price: '1000' })).toEqual({ price: 'You cannot charge more than $999 a night' });
    expect(errors({ spaces: '' })).toEqual({ spaces: 'Required' });
    expect(errors({ spaces: 'many' })).toEqual({ spaces: 'Must be a number' });
    expect(errors({ spaces: '-1' })).toEqual({
      spaces: 'Must be a number greater than or equal to zero (0).',
    });
  });

  it('opens a saved rule for editing as it was', () => {
    const closed = {
      type: 'Date Range' as const,
      dates: { from: '2026-03-15', to: '2026-03-21' },
      price: 2500,
      spaces: 0,
    };
    expect(ruleToForm(closed, SITE, TODAY)).toMatchObject({
      type: 'Date Range',
      from: '2026-03-15',
      to: '2026-03-21',
      available: false,
      price: '25',
      spaces: '3',
    });
    const weekends = {
      type: 'Custom' as const,
      days: ['Saturday' as const],
      months: ['May' as const],
      price: 3000,
      spaces: 2,
    };
    const back = formToRule(ruleToForm(weekends, SITE, TODAY), SITE);
    expect(back).toEqual({ success: true, data: { ...weekends, description: null } });
  });
});

describe('a rule in the list', () => {
  it('reads as when, what and why', () => {
    expect(
      ruleSummary({
        type: 'Date Range',
        dates: { from: '2026-03-15', to: '2026-03-21' },
        price: 2500,
        spaces: 0,
        description: 'Shearing',
      }),
    ).toBe('Date Range: 15/03/2026 to 21/03/2026 · Unavailable · Shearing');
    expect(
      ruleSummary({
        type: 'Custom',
        days: ['Sunday', 'Saturday'],
        months: ['December', 'January'],
        price: 3500,
        spaces: 1,
      }),
    ).toBe('Custom: Sunday, Saturday in January, December · Available: $35 a night, 1 space');
    expect(
      ruleSummary({
        type: 'Custom',
        days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        months: ['July'],
        price: null,
        spaces: 4,
      }),
    ).toBe('Custom: every day in July · Available at the site’s price, 4 spaces');
  });
});
