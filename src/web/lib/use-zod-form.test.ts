import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signUpFormSchema } from '../../domain/schemas/auth-forms';
import { issuesToErrors, validateForm } from './use-zod-form';

describe('issuesToErrors', () => {
  it('keeps the first message of each field, with the schema’s words', () => {
    const result = signUpFormSchema.safeParse({
      email: 'not-an-email',
      password: '123',
      passwordAgain: '1234',
      consent: false,
    });
    expect(result.success).toBe(false);
    const errors = issuesToErrors(result.error!.issues);
    expect(errors.email).toBe('Email address is not valid.');
    expect(errors.password).toBe('Password(s) should be at least six characters.');
    expect(errors).toHaveProperty('consent');
  });

  it('reports mismatched passwords on the second field', () => {
    const result = signUpFormSchema.safeParse({
      email: 'a@b.nz',
      password: '123456',
      passwordAgain: '1234567',
      consent: true,
    });
    expect(issuesToErrors(result.error!.issues)).toEqual({ passwordAgain: 'Passwords do not match' });
  });
});

describe('validateForm', () => {
  const schema = z.object({
    name: z.string().min(1, 'Name is required'),
    sites: z
      .array(z.object({ name: z.string().min(1, 'Site name is required'), price: z.number().min(10) }))
      .min(1, 'One site at least'),
  });

  it('keys a nested value’s message by its whole path', () => {
    const result = validateForm(schema, {
      name: '',
      sites: [
        { name: 'A', price: 20 },
        { name: '', price: 20 },
      ],
    });
    expect(result).toEqual({
      success: false,
      errors: { name: 'Name is required', 'sites.1.name': 'Site name is required' },
    });
  });

  it('keys a list’s own message by the list', () => {
    const result = validateForm(schema, { name: 'Farm', sites: [] });
    expect(result.success || result.errors).toEqual({ sites: 'One site at least' });
  });

  it('gives the parsed values when they pass', () => {
    const values = { name: 'Farm', sites: [{ name: 'A', price: 20 }] };
    expect(validateForm(schema, values)).toEqual({ success: true, data: values });
  });

  it('lets a screen key and word the messages, and add checks of its own that come first', () => {
    const result = validateForm(
      schema,
      { name: '', sites: [{ name: '', price: 5 }] },
      {
        errorKey: (path) => (path[0] === 'sites' ? `site-${String(path[1])}` : String(path[0])),
        errorText: (issue, key) => `${key}: ${issue.message}`,
        check: (values) => (values.name === '' ? { name: 'Say what it is called' } : {}),
      },
    );
    expect(result.success || result.errors).toEqual({
      name: 'Say what it is called',
      'site-0': 'site-0: Site name is required',
    });
  });
});
