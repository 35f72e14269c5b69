import { describe, expect, it } from 'vitest';
import { canMove } from './lifecycles';
import {
  CERTIFICATE_LIFECYCLE,
  certificateBadge,
  certificateInForceOn,
  certificateNeedsReview,
  expiresSoon,
  isNzPlate,
  normalisePlate,
} from './vehicle-certificates';

const cert = { kind: 'green' as const, expiresOn: '2027-03-31', number: 'SC-1234', photoImageId: 'a' };

describe('New Zealand plates', () => {
  it('drops spaces and dashes and reads capitals', () => {
    expect(normalisePlate(' abc 123 ')).toBe('ABC123');
    expect(normalisePlate('kz-4-ab')).toBe('KZ4AB');
  });
  it('accepts 1 to 6 letters and digits, nothing else', () => {
    expect(isNzPlate('ABC123')).toBe(true);
    expect(isNzPlate('hi')).toBe(true);
    expect(isNzPlate('ABC1234')).toBe(false);
    expect(isNzPlate('')).toBe(false);
    expect(isNzPlate('AB!12')).toBe(false);
  });
});

describe('certificate review', () => {
  it('a new or changed certificate waits for review again; an unchanged or removed one does not', () => {
    expect(certificateNeedsReview(null, cert)).toBe(true);
    expect(certificateNeedsReview(cert, { ...cert })).toBe(false);
    expect(certificateNeedsReview(cert, { ...cert, number: ' SC-1234 ' })).toBe(false);
    expect(certificateNeedsReview(cert, { ...cert, kind: 'blue' })).toBe(true);
    expect(certificateNeedsReview(cert, { ...cert, expiresOn: '2027-04-01' })).toBe(true);
    expect(certificateNeedsReview(cert, { ...cert, number: 'SC-9' })).toBe(true);
    expect(certificateNeedsReview(cert, { ...cert, photoImageId: 'b' })).toBe(true);
    expect(certificateNeedsReview(cert, null)).toBe(false);
  });
  it('moves pending to verified or rejected, and either back to pending only', () => {
    expect(canMove(CERTIFICATE_LIFECYCLE, 'pending', 'verified')).toBe(true);
    expect(canMove(CERTIFICATE_LIFECYCLE, 'pending', 'rejected')).toBe(true);
    expect(canMove(CERTIFICATE_LIFECYCLE, 'verified', 'pending')).toBe(true);
    expect(canMove(CERTIFICATE_LIFECYCLE, 'rejected', 'verified')).toBe(false);
    expect(canMove(CERTIFICATE_LIFECYCLE, 'verified', 'rejected')).toBe(false);
  });
});

describe('validity and the badge', () => {
  it('is in force up to and including the expiry date', () => {
    expect(certificateInForceOn('2027-03-31', '2027-03-31')).toBe(true);
    expect(certificateInForceOn('2027-03-31', '2027-04-01')).toBe(false);
  });
  it('shows certified only for a verified certificate in force today', () => {
    expect(certificateBadge({ status: 'verified', expiresOn: '2027-03-31' }, '2027-03-31')).toBe('certified');
    expect(certificateBadge({ status: 'verified', expiresOn: '2027-03-31' }, '2027-04-01')).toBe('expired');
    expect(certificateBadge({ status: 'pending', expiresOn: '2027-03-31' }, '2026-01-01')).toBe('pending');
    expect(certificateBadge({ status: 'rejected', expiresOn: '2027-03-31' }, '2026-01-01')).toBe('rejected');
    expect(certificateBadge(null, '2026-01-01')).toBe(null);
  });
  it('warns within 30 days of expiry, not after it', () => {
    expect(expiresSoon('2027-03-31', '2027-03-01')).toBe(true);
    expect(expiresSoon('2027-03-31', '2027-02-28')).toBe(false);
    expect(expiresSoon('2027-03-31', '2027-04-01')).toBe(false);
  });
});
