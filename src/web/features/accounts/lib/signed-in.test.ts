import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../../../domain/schemas/users';
import type { SessionUser } from '../../../lib/session';
import { destinationAfterLogin } from './signed-in';

const viewer: SessionUser = {
  userId: 'u1',
  roles: [],
  accountValid: false,
  email: 'a@b.nz',
  emailVerified: false,
  firstName: null,
  language: null,
  secondFactor: false,
};
const profile = (valid: boolean) => ({ accountInformation: { valid, bankAccount: null } }) as UserProfile;

describe('destinationAfterLogin', () => {
  it('sends hosts with valid account information to their properties, others home', () => {
    expect(destinationAfterLogin(viewer, profile(true))).toBe('/hosting/locations');
    expect(destinationAfterLogin(viewer, profile(false))).toBe('/');
  });

  it('falls back to the session when the profile could not be loaded', () => {
    expect(destinationAfterLogin({ ...viewer, accountValid: true }, null)).toBe('/hosting/locations');
    expect(destinationAfterLogin(viewer, null)).toBe('/');
  });
});
