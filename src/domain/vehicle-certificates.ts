// Guests' vehicles and their self-containment certificates (issue 27, decision 042): the vehicle
// types, the certificate kinds (New Zealand's green and blue warrants), the certificate's review
// lifecycle, New Zealand plates, and what a host is shown. Pure: the server and the web share it.

import { addDays, type IsoDate } from './dates';
import type { Lifecycle } from './lifecycles';
import type { CertificateKind, CertificateStatus } from './vehicles';

// The lists live with the type the host rules read (one definition of each).
export {
  CERTIFICATE_KINDS,
  VEHICLE_TYPES,
  type CertificateKind,
  type CertificateStatus,
  type VehicleType,
} from './vehicles';

/**
 * A certificate's review: `pending` until an administrator looks at the photo and the typed fields,
 * then `verified` or `rejected` (with a reason the guest sees). Changing the certificate's fields or
 * photo sends it back to `pending`.
 */
export const CERTIFICATE_LIFECYCLE = {
  pending: ['verified', 'rejected'],
  verified: ['pending'],
  rejected: ['pending'],
} as const satisfies Lifecycle<CertificateStatus>;

/** Vehicle lengths accepted, in metres (a car and tent from 2 m; a bus conversion up to 20 m). */
export const MIN_VEHICLE_LENGTH_METRES = 2;
export const MAX_VEHICLE_LENGTH_METRES = 20;
/** A guest keeps at most this many vehicles. */
export const MAX_VEHICLES_PER_GUEST = 10;

/**
 * A New Zealand plate as stored: capitals and digits, spaces and dashes dropped ("abc 123" is
 * ABC123). Standard plates have up to 6 characters; personalised ones 1 to 6.
 */
export function normalisePlate(plate: string): string {
  return plate.toUpperCase().replace(/[\s-]+/g, '');
}
export const isNzPlate = (plate: string): boolean => /^[A-Z0-9]{1,6}$/.test(normalisePlate(plate));

/** The certificate fields whose change needs a new review. */
export type CertificateFields = {
  kind: CertificateKind;
  expiresOn: IsoDate;
  number: string;
  photoImageId: string;
};

/**
 * Whether a certificate as saved differs from the one reviewed, so it must wait for review again:
 * a new certificate, a changed kind, expiry, number or photo. Removing it needs no review.
 */
export function certificateNeedsReview(
  before: CertificateFields | null,
  after: CertificateFields | null,
): boolean {
  if (!after) return false;
  if (!before) return true;
  return (
    before.kind !== after.kind ||
    before.expiresOn !== after.expiresOn ||
    before.number.trim() !== after.number.trim() ||
    before.photoImageId !== after.photoImageId
  );
}

/** A certificate is in force on `date` up to and including its expiry date. */
export const certificateInForceOn = (expiresOn: IsoDate, date: IsoDate): boolean => date <= expiresOn;

/**
 * What a host (or the guest) sees beside a vehicle: `certified` for a verified certificate in force
 * today ("Certified self-contained", with its kind and expiry), `expired` for a verified one past its
 * date, `pending` and `rejected` for one not verified, null without a certificate.
 */
export type CertificateBadge = 'certified' | 'expired' | 'pending' | 'rejected' | null;
export function certificateBadge(
  certificate: { status: CertificateStatus; expiresOn: IsoDate } | null,
  today: IsoDate,
): CertificateBadge {
  if (!certificate) return null;
  if (certificate.status !== 'verified') return certificate.status;
  return certificateInForceOn(certificate.expiresOn, today) ? 'certified' : 'expired';
}

/** Within this many days of expiry the guest is reminded to renew (shown on their vehicle). */
export const EXPIRY_WARNING_DAYS = 30;
export const expiresSoon = (expiresOn: IsoDate, today: IsoDate): boolean =>
  certificateInForceOn(expiresOn, today) && expiresOn <= addDays(today, EXPIRY_WARNING_DAYS);
