import { DEFAULT_STAY_RULES } from '../../../../domain/stay-rules';
import { describe, expect, it } from 'vitest';
import type { LocationDetail } from '../../../../domain/schemas/locations';
import { validateForm } from '../../../lib/use-zod-form';
import {
  emptyPropertyForm,
  fieldOf,
  formFieldOf,
  moveItem,
  newPropertySchema,
  propertyFormOptions,
  propertyIdFrom,
  propertyBody,
  propertyFormFromDetail,
  propertyUpdateSchema,
  type PropertyFormValues,
} from './property-form';
import { blankSite } from './sites';

/** The property form's values checked as its submit checks them (useZodForm with the form's options). */
const validateNewProperty = (values: PropertyFormValues) =>
  validateForm(newPropertySchema, values, propertyFormOptions);
const validatePropertyUpdate = (values: PropertyFormValues, version: number) =>
  validateForm(propertyUpdateSchema(version), values, propertyFormOptions);

const IMAGE = { id: '0b6f5c1e-8a1d-4c1b-9a55-5d2b8f3f2a10', url: '/uploads/a.webp' };
const OTHER_IMAGE = { id: '7c1e4f7e-2f4a-4a53-8f3e-1d3b1d5c9e21', url: '/uploads/b.webp' };

/** A form a host has filled in completely: Raglan picked from the suggestions, one site, one photo. */
function filledIn(): PropertyFormValues {
  return {
    ...emptyPropertyForm(),
    name: 'Te Uku Farm',
    description: 'Sheep, views and a quiet paddock.',
    propertyType: 'Farm',
    address: 'Raglan, Waikato',
    city: 'Raglan',
    region: 'Waikato',
    latitude: -37.8,
    longitude: 174.87,
    images: [IMAGE],
    sites: [{ ...blankSite(), name: 'Top paddock', spaces: 3, price: 2500 }],
  };
}

function detail(overrides: Partial<LocationDetail> = {}): LocationDetail {
  return {
    id: 42,
    name: 'Te Uku Farm',
    type: 'property',
    propertyType: 'Farm',
    status: 'active',
    region: 'Waikato',
    city: 'Raglan',
    latitude: -37.8,
    longitude: 174.87,
    price: 2500,
    rating: null,
    reviewCount: 0,
    image: IMAGE.url,
    tags: [3, 7],
    description: 'Sheep, views and a quiet paddock.',
    address: {
      address: '12 Te Uku Road',
      latitude: -37.80412,
      longitude: 174.87233,
      postcode: '3295',
      country: 'nz',
      city: 'Raglan',
    },
    images: [IMAGE, OTHER_IMAGE],
    website: null,
    directions: 'Second gate on the left',
    arrivalInstructions: 'Gate code 4321. Quiet after 22:00.',
    host: { id: 'host-1', firstName: 'Aroha' },
    propertyInformation: {
      noticePeriod: 1,
      sites: [
        {
          id: 5,
          name: 'Top paddock',
          spaces: 3,
          price: 2500,
          tags: [3],
          directions: null,
          status: 'active',
          bookingMode: 'instant',
          stayRules: { maxNights: 3 },
          availabilityRules: [
            { type: 'Date Range', dates: { from: '2030-01-01', to: '2030-01-07' }, spaces: 0, price: 2500 },
          ],
        },
        {
          id: 6,
          name: 'Old orchard',
          spaces: 1,
          price: 2000,
          tags: [],
          directions: null,
          status: 'deleted',
          bookingMode: 'instant',
          stayRules: {},
          availabilityRules: [],
        },
      ],
    },
    cancellationPolicy: 'strict',
    stayRules: { ...DEFAULT_STAY_RULES, petsAllowed: true },
    ownTags: [7],
    version: 4,
    ...overrides,
  };
}

describe('a new property’s defaults', () => {
  it('has the spec’s address defaults, no position yet, and one site at the suggested $20', () => {
    const values = emptyPropertyForm();
    expect(values).toMatchObject({
      postcode: '1010',
      city: 'Auckland',
      latitude: null,
      longitude: null,
      propertyType: '',
      noticePeriod: 0,
      cancellationPolicy: 'moderate',
      type: 'property',
      images: [],
    });
    expect(values.sites).toHaveLength(1);
    expect(values.sites[0]).toMatchObject({
      name: '',
      spaces: 1,
      price: 2000,
      tags: [],
      availabilityRules: [],
    });
  });

  it('gives every new site its own key', () => {
    expect(blankSite().key).not.toBe(blankSite().key);
  });
});

describe('the form as the API’s body', () => {
  it('sends the address with country nz, the coordinates and the sites without their keys', () => {
    const body = propertyBody({ ...filledIn(), website: '  ', directions: '', arrivalInstructions: ' ' });
    expect(body.address).toEqual({
      address: 'Raglan, Waikato',
      postcode: '1010',
      city: 'Raglan',
      region: 'Waikato',
      country: 'nz',
    });
    expect(body).toMatchObject({ latitude: -37.8, longitude: 174.87, website: null, directions: null });
    expect(body.arrivalInstructions).toBeNull();
    expect(body.propertyInformation.sites[0]).not.toHaveProperty('key');
    expect(body.propertyInformation.sites[0]).toMatchObject({ name: 'Top paddock', spaces: 3, price: 2500 });
  });

  it('falls back to the default postcode and city when they are cleared', () => {
    const body = propertyBody({ ...filledIn(), postcode: ' ', city: '' });
    expect(body.address).toMatchObject({ postcode: '1010', city: 'Auckland' });
  });

  it('passes a filled-in new property through propertyFormCreateSchema', () => {
    const result = validateNewProperty(filledIn());
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.images).toEqual([IMAGE]);
    expect(result.data.propertyInformation.sites).toHaveLength(1);
  });

  it('adds the version it was read at to an update', () => {
    const result = validatePropertyUpdate(filledIn(), 4);
    expect(result.success).toBe(true);
    if (result.success) expect(result.data.version).toBe(4);
  });
});

describe('a saved property in the form', () => {
  it('reads the exact address, own tags, policy, notice period and images in order', () => {
    const values = propertyFormFromDetail(detail());
    expect(values).toMatchObject({
      address: '12 Te Uku Road',
      postcode: '3295',
      city: 'Raglan',
      region: 'Waikato',
      latitude: -37.80412,
      longitude: 174.87233,
      tags: [7],
      cancellationPolicy: 'strict',
      noticePeriod: 1,
      directions: 'Second gate on the left',
      arrivalInstructions: 'Gate code 4321. Quiet after 22:00.',
      website: '',
      propertyType: 'Farm',
    });
    expect(values.images.map((image) => image.id)).toEqual([IMAGE.id, OTHER_IMAGE.id]);
  });

  it('keeps saved sites with their ids and rules, leaves deleted ones out', () => {
    const values = propertyFormFromDetail(detail());
    expect(values.sites).toHaveLength(1);
    expect(values.sites[0]).toMatchObject({ id: 5, key: 'site-5', status: 'active', name: 'Top paddock' });
    expect(values.sites[0]!.availabilityRules).toHaveLength(1);
  });

  it('round-trips: a saved property validates as it was loaded', () => {
    const result = validatePropertyUpdate(propertyFormFromDetail(detail()), 4);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.propertyInformation.sites[0]).toMatchObject({ id: 5, status: 'active' });
    expect(result.data.tags).toEqual([7]);
  });

  it('shows Select One for a property type that is not one of the fourteen', () => {
    expect(propertyFormFromDetail(detail({ propertyType: null })).propertyType).toBe('');
  });
});

describe('validation with the spec’s messages', () => {
  it('answers every required field of an empty form, on its own field', () => {
    const result = validateNewProperty({ ...emptyPropertyForm(), sites: [] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors).toMatchObject({
      name: 'Property name is Required',
      description: 'Property description is Required',
      propertyType: 'Please select a property type',
      address: 'Property address is Required',
      images: 'There must be at least one image',
      sites: 'At least one site must be listed',
    });
  });

  it('asks for an address picked from the suggestions when one was only typed', () => {
    const result = validateNewProperty({
      ...filledIn(),
      address: '12 Somewhere Road',
      latitude: null,
      longitude: null,
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.errors.address).toBe(
        'Please select an address from the options provided in the dropdown',
      );
    }
  });

  it('refuses a pin dragged out of New Zealand', () => {
    const result = validateNewProperty({ ...filledIn(), latitude: -33.87, longitude: 151.21 });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.errors.address).toBe('Please choose an address in New Zealand.');
  });

  it('puts a site’s messages under its path, for the sites editor', () => {
    const values = filledIn();
    values.sites = [
      { ...blankSite(), name: '', spaces: 1501, price: 900 },
      { ...blankSite(), name: 'B', spaces: -1, price: 100_000 },
    ];
    const result = validateNewProperty(values);
    expect(result.success).toBe(false);
    if (result.success) return;
    const siteErrors = Object.entries(result.errors).filter(([path]) => path.startsWith('sites.'));
    expect(Object.fromEntries(siteErrors)).toEqual({
      'sites.0.name': 'Site name is Required',
      'sites.0.spaces': 'You cannot have more than 1500 spaces',
      'sites.0.price': 'You cannot charge less than $10 a night',
      'sites.1.spaces': 'Must be a number greater than or equal to zero (0).',
      'sites.1.price': 'You cannot charge more than $999 a night',
    });
  });

  it('allows more than 1500 spaces on a saved property’s site', () => {
    const values = filledIn();
    values.sites = [{ ...values.sites[0]!, spaces: 2000 }];
    expect(validatePropertyUpdate(values, 1).success).toBe(true);
  });

  it('asks for a site price when it is missing', () => {
    const values = filledIn();
    values.sites = [{ ...values.sites[0]!, price: Number.NaN }];
    const result = validateNewProperty(values);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.errors['sites.0.price']).toBe('Site price is Required');
  });

  it('checks the website starts with http:// or https://', () => {
    const result = validateNewProperty({ ...filledIn(), website: 'www.farm.nz' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.errors.website).toBe('Please enter a web address starting with http:// or https://');
    }
    expect(validateNewProperty({ ...filledIn(), website: 'https://farm.nz' }).success).toBe(true);
  });
});

describe('fieldOf', () => {
  it('names the form’s field for an API error’s field', () => {
    expect(fieldOf('address.address')).toBe('address');
    expect(fieldOf('latitude')).toBe('address');
    expect(fieldOf('address.postcode')).toBe('postcode');
    expect(fieldOf('images')).toBe('images');
    expect(fieldOf('images.0.id')).toBe('images');
    expect(fieldOf('propertyInformation.sites')).toBe('sites');
    expect(fieldOf('propertyInformation.sites.1.price')).toBe('sites.1.price');
    expect(fieldOf('propertyInformation.noticePeriod')).toBe('noticePeriod');
    expect(fieldOf('')).toBe('form');
    expect(fieldOf(['name'])).toBe('name');
  });
});

describe('formFieldOf', () => {
  it('puts an API refusal under a field the form shows, else above the submit button', () => {
    expect(formFieldOf('address.address')).toBe('address');
    expect(formFieldOf('images.1.id')).toBe('images');
    expect(formFieldOf('propertyInformation.sites')).toBe('sites');
    expect(formFieldOf('propertyInformation.sites.0.tags')).toBe('sites.0.tags');
    expect(formFieldOf('propertyInformation.sites.0.availabilityRules.2.dates')).toBeNull();
    expect(formFieldOf('propertyInformation.sites.3.id')).toBeNull();
    expect(formFieldOf('version')).toBeNull();
    expect(formFieldOf(undefined)).toBeNull();
  });
});

describe('moveItem', () => {
  it('swaps with the neighbour, and leaves the ends alone', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('propertyIdFrom', () => {
  it('reads a positive whole id, nothing else', () => {
    expect(propertyIdFrom('42')).toBe(42);
    expect(propertyIdFrom('0')).toBeNull();
    expect(propertyIdFrom('1e3')).toBeNull();
    expect(propertyIdFrom('-1')).toBeNull();
    expect(propertyIdFrom('2147483648')).toBeNull();
    expect(propertyIdFrom(undefined)).toBeNull();
  });
});

describe('host rules in the form', () => {
  it('loads the property’s rules and each site’s overrides, and sends them back', () => {
    const values = propertyFormFromDetail(detail());
    expect(values.stayRules.petsAllowed).toBe(true);
    expect(values.sites[0]!.stayRules).toEqual({ maxNights: 3 });
    const body = propertyBody(values);
    expect(body.stayRules).toMatchObject({ petsAllowed: true, minNights: 1 });
    expect(body.propertyInformation.sites[0]!.stayRules).toEqual({ maxNights: 3 });
  });

  it('shows a rule that does not hold together under the Rules section', () => {
    const values = { ...filledIn(), stayRules: { ...DEFAULT_STAY_RULES, minNights: 4, maxNights: 2 } };
    const result = validateNewProperty(values);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.errors.stayRules).toBe('The maximum must not be below the minimum');
  });
});
