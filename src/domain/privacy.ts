// Where a property is (architecture section 4, decision 012): its exact street address, position
// and directions go to its host, admins and guests with a booking there. Everyone else gets the
// town, the region and a position rounded to about a kilometre, so that a host's home cannot be
// found from a listing.

import type { LatLng } from './geo';
import { isAdmin, ownsLocation, type Viewer } from './roles';

/** Two decimals of a degree: about 1.1 km north-south, 0.85 km east-west in New Zealand. */
export const PUBLIC_POSITION_DECIMALS = 2;

/**
 * A coordinate rounded to the public precision exactly as the search's SQL rounds it
 * (`round(x::numeric, 2)`), so a property has one public position everywhere. PostgreSQL reads a
 * float8 as numeric through its 15 significant digits and rounds halves away from zero; doing the
 * same here makes -41.285 round to -41.29 on both sides rather than to -41.28 (the double is
 * 41.28499999…).
 */
export function roundCoordinate(value: number): number {
  const factor = 10 ** PUBLIC_POSITION_DECIMALS;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded; // never -0
}

/** The position anyone may see: about a kilometre from the real one. */
export function publicPosition({ latitude, longitude }: LatLng): LatLng {
  return { latitude: roundCoordinate(latitude), longitude: roundCoordinate(longitude) };
}

/**
 * Whether the viewer may see the exact address, position and directions of a property: its host,
 * an admin, or a guest holding a booking there that is not cancelled.
 */
export function maySeeExactAddress(
  viewer: Viewer,
  property: { ownerId: string | null },
  viewerHasBookingThere: boolean,
): boolean {
  if (!viewer) return false;
  return isAdmin(viewer) || ownsLocation(viewer, property) || viewerHasBookingThere;
}

type AddressFields = LatLng & {
  address: string;
  postcode: string | null;
  country: string;
  city: string | null;
};

/** Where a property is exactly, as the answers give it to those who may see it. */
export function exactAddress(location: AddressFields): AddressFields {
  const { address, latitude, longitude, postcode, country, city } = location;
  return { address, latitude, longitude, postcode, country, city };
}
