import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { authFailure } from './auth-failure';

describe('authFailure', () => {
  it('puts the catalogue’s words under the field they are about', () => {
    expect(authFailure(new ApiError(404, 'x', 'USER_NOT_FOUND'))).toEqual({
      field: 'email',
      message: 'No account in Stopover corresponding to the given email.',
      known: true,
    });
    expect(authFailure(new ApiError(401, 'x', 'INVALID_EMAIL_OR_PASSWORD'))).toEqual({
      field: 'password',
      message: 'Password is incorrect.',
      known: true,
    });
    expect(authFailure(new ApiError(400, 'x', 'PASSWORD_TOO_SHORT')).field).toBe('password');
  });

  it('shows form-wide catalogue messages without a field', () => {
    expect(authFailure(new ApiError(403, 'x', 'USER_DISABLED'))).toEqual({
      message: 'Email has been disabled.',
      known: true,
    });
    expect(authFailure(new ApiError(429, 'Too many requests')).message).toMatch(/Too many attempts/);
  });

  it('falls back to the server’s message for codes the catalogue does not know', () => {
    expect(authFailure(new ApiError(500, 'Internal Server Error', 'INTERNAL'))).toEqual({
      message: 'Internal Server Error',
      known: false,
    });
  });
});
