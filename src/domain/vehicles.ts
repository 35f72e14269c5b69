// Guests' vehicles as the host rules see them (issue 27): the type, the length and the
// self-containment certificate. The vehicles feature keeps the rest (registration, certificate number,
// photo); what a site's rules ask of a vehicle is `vehicleFitsRules` in stay-rules.ts.

import type { IsoDate } from './dates';

export const VEHICLE_TYPES = ['campervan', 'motorhome', 'caravan', 'car-and-tent'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/**
 * New Zealand's self-containment warrants: green (the only one valid for freedom camping from
 * 7 June 2026) and blue (the older plumbing-only warrant, still accepted by hosts who say so).
 */
export const CERTIFICATE_KINDS = ['green', 'blue'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

export const CERTIFICATE_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** What the host rules need to know of a guest's vehicle. */
export type VehicleForRules = {
  type: VehicleType;
  lengthMetres: number;
  certificate: {
    kind: CertificateKind;
    /** The last day the warrant is valid. */
    expiresOn: IsoDate;
    status: CertificateStatus;
  } | null;
};
