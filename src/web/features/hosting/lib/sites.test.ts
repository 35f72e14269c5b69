import { describe, expect, it } from 'vitest';
import { siteInputSchemaForEdit } from '../../../../domain/schemas/property';
import {
  blankSite,
  centsFromDollars,
  deletedSite,
  dollarsFromCents,
  previewAvailability,
  shownSites,
  siteDraftFromSaved,
  siteDraftToInput,
  siteFieldErrors,
  wholeNumberFrom,
  type SavedSite,
  type SiteDraft,
} from './sites';

const TODAY = '2026-03-10'; // a Tuesday

const saved: SavedSite = {
  id: 41,
  name: 'Quiet corner',
  spaces: 2,
  price: 2500,
  tags: [3, 7],
  directions: 'Past the woolshed',
  status: 'active',
  bookingMode: 'request',
  stayRules: {},
  availabilityRules: [
    {
      type: 'Date Range',
      dates: { from: '2026-03-15', to: '2026-03-21' },
      spaces: 0,
      price: 2500,
      description: null,
    },
    {
      type: 'Custom',
      days: ['Saturday', 'Sunday'],
      months: ['December'],
      dates: null,
      spaces: 3,
      price: 3000,
      description: 'Summer weekends',
    },
  ],
};

describe('site drafts', () => {
  it('start blank at one space and the suggested $20, each with a key of its own', () => {
    const [a, b] = [blankSite(), blankSite()];
    expect(a).toMatchObject({ name: '', spaces: 1, price: 2000, tags: [], availabilityRules: [] });
    expect(a.id).toBeUndefined();
    expect(a.key).not.toBe(b.key);
  });

  it('come from a saved site and go back as the API takes them (no key, same rules)', () => {
    const draft = siteDraftFromSaved(saved);
    expect(draft.key).toBe('site-41');
    const input = siteDraftToInput(draft);
    expect(input).not.toHaveProperty('key');
    expect(input).toMatchObject({
      id: 41,
      name: 'Quiet corner',
      spaces: 2,
      price: 2500,
      tags: [3, 7],
      status: 'active',
    });
    expect(input.availabilityRules).toEqual([
      {
        type: 'Date Range',
        dates: { from: '2026-03-15', to: '2026-03-21' },
        spaces: 0,
        price: 2500,
        description: null,
      },
      {
        type: 'Custom',
        days: ['Saturday', 'Sunday'],
        months: ['December'],
        spaces: 3,
        price: 3000,
        description: 'Summer weekends',
      },
    ]);
    // The strict schema of the API accepts it as it is.
    expect(siteInputSchemaForEdit.safeParse(input).success).toBe(true);
  });
});

describe('removing a saved site', () => {
  it('marks it deleted, keeps it for the save and hides it from the list', () => {
    const fresh = blankSite();
    const sites = [deletedSite(siteDraftFromSaved(saved)), fresh];
    expect(sites[0]).toMatchObject({ id: 41, status: 'deleted', name: 'Quiet corner' });
    expect(shownSites(sites)).toEqual([{ site: fresh, index: 1 }]);
  });

  it('puts back a field left wrong on a deleted site, which nobody can see to fix', () => {
    const broken: SiteDraft = { ...siteDraftFromSaved(saved), name: '  ', price: Number.NaN, spaces: -3 };
    const deleted = deletedSite(broken);
    expect(deleted).toMatchObject({ status: 'deleted', name: '41', price: 2000, spaces: 0 });
    expect(siteInputSchemaForEdit.safeParse(siteDraftToInput(deleted)).success).toBe(true);
  });
});

describe('typed numbers', () => {
  it('read dollars into cents', () => {
    expect(centsFromDollars('25')).toBe(2500);
    expect(centsFromDollars(' $25.5 ')).toBe(2550);
    expect(centsFromDollars('19.99')).toBe(1999);
    expect(centsFromDollars('')).toBeNaN();
    expect(centsFromDollars('twenty')).toBeNaN();
  });

  it('show cents as dollars', () => {
    expect(dollarsFromCents(2500)).toBe('25');
    expect(dollarsFromCents(2550)).toBe('25.50');
    expect(dollarsFromCents(Number.NaN)).toBe('');
    expect(dollarsFromCents(null)).toBe('');
  });

  it('read spaces', () => {
    expect(wholeNumberFrom('12')).toBe(12);
    expect(wholeNumberFrom('1.5')).toBe(1.5);
    expect(wholeNumberFrom('')).toBeNaN();
    expect(wholeNumberFrom('lots')).toBeNaN();
  });
});

describe('one site checked live', () => {
  it('gives the spec’s messages per field', () => {
    const site: SiteDraft = { ...blankSite(), name: '', spaces: 2000, price: 500 };
    expect(siteFieldErrors(site, 'create')).toEqual({
      name: 'Site name is Required',
      spaces: 'You cannot have more than 1500 spaces',
      price: 'You cannot charge less than $10 a night',
    });
    // Editing a property allows more spaces than creating one.
    expect(siteFieldErrors({ ...site, name: 'Paddock', price: 100_000 }, 'edit')).toEqual({
      price: 'You cannot charge more than $999 a night',
    });
    expect(
      siteFieldErrors({ ...site, name: 'Paddock', spaces: Number.NaN, price: Number.NaN }, 'edit'),
    ).toEqual({
      spaces: 'Must be a number greater than or equal to zero (0).',
      price: 'Site price is Required',
    });
    expect(siteFieldErrors(blankSite(), 'create')).toEqual({ name: 'Site name is Required' });
  });
});

describe('the calendar preview', () => {
  it('shows 28 nights from today by the domain’s rules: a closed week, a dearer Saturday, the notice period', () => {
    const site: SiteDraft = {
      ...blankSite(),
      name: 'Paddock',
      spaces: 2,
      price: 2000,
      availabilityRules: [
        { type: 'Custom', days: ['Saturday'], months: ['March'], spaces: 2, price: 3500 },
        { type: 'Date Range', dates: { from: '2026-03-16', to: '2026-03-22' }, spaces: 0, price: 2000 },
      ],
    };
    const preview = previewAvailability(site, TODAY, 1)!;
    expect(preview.siteName).toBe('Paddock');
    expect(preview.nights).toHaveLength(28);
    expect(preview.nights[0]).toMatchObject({ date: TODAY, state: 'unavailable' }); // one day's notice
    expect(preview.nights[1]).toMatchObject({ date: '2026-03-11', state: 'available', price: 2000 });
    expect(preview.nights[4]).toMatchObject({ date: '2026-03-14', state: 'available', price: 3500 });
    // The Date Range beats the Custom rule on Saturday the 21st (decision 002).
    const closed = preview.nights.filter((n) => n.date >= '2026-03-16' && n.date <= '2026-03-22');
    expect(closed.map((n) => n.state)).toEqual(Array(7).fill('unavailable'));
    expect(preview.nights[27]!.date).toBe('2026-04-06');
    expect(previewAvailability(site, TODAY, 0)!.nights[0]!.state).toBe('available');
  });

  it('waits for a price and spaces that are numbers', () => {
    expect(previewAvailability({ ...blankSite(), price: Number.NaN }, TODAY, 0)).toBeNull();
    expect(previewAvailability({ ...blankSite(), spaces: Number.NaN }, TODAY, 0)).toBeNull();
  });
});
