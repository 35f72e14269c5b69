import { describe, expect, it } from 'vitest';
import { signUpFormSchema } from '../../domain/schemas/auth-forms';
import { issuesToErrors } from './use-zod-form';

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
