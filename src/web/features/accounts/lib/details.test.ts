import { describe, expect, it } from 'vitest';
import { en } from '../../../../domain/messages';
import { issuesToErrors } from '../../../lib/use-zod-form';
import { detailsField, detailsSchema, detailsUpdate } from './details';

const REQUIRED_MESSAGE = en.validation.requiredField;
const INVALID_INTERNATIONAL_PHONE = en.validation.phone;

const errors = (required: { names: boolean; phone: boolean }, values: object) => {
  const result = detailsSchema(required).safeParse(values);
  return result.success ? {} : issuesToErrors(result.error.issues);
};

describe('detailsSchema', () => {
  it('lets names and phone stay empty when the page does not require them', () => {
    expect(errors({ names: false, phone: false }, { firstName: '', lastName: '', phone: '' })).toEqual({});
  });

  it('requires what the page requires', () => {
    expect(errors({ names: true, phone: true }, { firstName: ' ', lastName: '', phone: '' })).toEqual({
      firstName: REQUIRED_MESSAGE,
      lastName: REQUIRED_MESSAGE,
      phone: REQUIRED_MESSAGE,
    });
    expect(errors({ names: true, phone: false }, { firstName: '', lastName: 'Smith', phone: '12' })).toEqual({
      firstName: REQUIRED_MESSAGE,
      phone: INVALID_INTERNATIONAL_PHONE,
    });
  });

  it('wants an international phone number', () => {
    expect(
      errors({ names: false, phone: false }, { firstName: '', lastName: '', phone: '021 123 4567' }),
    ).toEqual({
      phone: INVALID_INTERNATIONAL_PHONE,
    });
    expect(
      errors({ names: false, phone: true }, { firstName: '', lastName: '', phone: '+64 21 123 4567' }),
    ).toEqual({});
  });
});

describe('details helpers', () => {
  it('builds the update and finds the field of a server error', () => {
    expect(detailsUpdate({ firstName: 'Aroha', lastName: 'Smith', phone: '+64211234567' })).toEqual({
      names: { firstName: 'Aroha', lastName: 'Smith' },
      contact: { phone: '+64211234567' },
    });
    expect(detailsField('names.firstName')).toBe('firstName');
    expect(detailsField('contact.phone')).toBe('phone');
    expect(detailsField('email')).toBeUndefined();
  });
});
