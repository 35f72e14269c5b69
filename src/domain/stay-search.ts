// Searching by dates (issue 10; decision 020): which arrival and departure dates a search takes,
// and what a property offers for them. Pure: the server filters search results with it and the web
// checks its date fields with the same rules.

import type { SiteAvailability } from './availability';
import { MAX_AVAILABILITY_WINDOW_DAYS } from './constants';
import { addDays, daysBetween, isIsoDate, type IsoDate } from './dates';
import type { MessageCode, MessageParams } from './messages';

/**
 * The longest stay a search takes: what one booking may hold (MAX_NIGHTS_PER_BOOKING, checked equal
 * by the tests), so every stay found can be booked. Not imported from the booking schema, which
 * would bring zod into the web's first render.
 */
export const MAX_STAY_NIGHTS = 62;

export type StayDates = { arrival: IsoDate; departure: IsoDate };

/** Nights from arrival to departure: departure is the morning after the last night. */
export const stayNights = ({ arrival, departure }: StayDates): number => daysBetween(arrival, departure);

/** The last night of a stay: the night before departure. */
export const lastNight = ({ departure }: StayDates): IsoDate => addDays(departure, -1);

export type StayDatesProblem = {
  code: MessageCode;
  field: 'arrival' | 'departure';
  params?: MessageParams;
};

/**
 * What is wrong with a search's dates, or null when nothing is (neither given is fine: a search
 * without dates). `today` (in Pacific/Auckland) adds the
 * checks that depend on the day: not before today, and no further ahead than bookings open.
 */
export function stayDatesProblem(
  arrival: IsoDate | null | undefined,
  departure: IsoDate | null | undefined,
  today?: IsoDate,
): StayDatesProblem | null {
  if (!arrival && !departure) return null;
  if (!arrival) return { code: 'locations.datesTogether', field: 'arrival' };
  if (!departure) return { code: 'locations.datesTogether', field: 'departure' };
  if (!isIsoDate(arrival)) return { code: 'validation.date', field: 'arrival' };
  if (!isIsoDate(departure)) return { code: 'validation.date', field: 'departure' };
  const nights = daysBetween(arrival, departure);
  if (nights < 1) return { code: 'locations.departureAfterArrival', field: 'departure' };
  if (nights > MAX_STAY_NIGHTS) {
    return { code: 'locations.stayTooLong', field: 'departure', params: { max: MAX_STAY_NIGHTS } };
  }
  if (today === undefined) return null;
  if (daysBetween(today, arrival) < 0) return { code: 'locations.arrivalPast', field: 'arrival' };
  // Bookings open this many days ahead (decision 017's booking.tooFar): a stay beyond cannot be booked.
  if (daysBetween(today, addDays(departure, -1)) > MAX_AVAILABILITY_WINDOW_DAYS - 1) {
    return {
      code: 'locations.stayTooFar',
      field: 'departure',
      params: { days: MAX_AVAILABILITY_WINDOW_DAYS },
    };
  }
  return null;
}

export type OpenStay = { siteId: number; total: number };

/**
 * The cheapest site open (state `available`) on every night of the computed window, with the sum of
 * its nightly prices in cents; null when no site is open every night. `sites` is
 * computeAvailability's answer over the stay's nights (arrival to departure − 1). A tie keeps the
 * first site in the property's order.
 */
export function cheapestOpenStay(sites: SiteAvailability[]): OpenStay | null {
  let best: OpenStay | null = null;
  for (const site of sites) {
    if (site.nights.length === 0) continue;
    let total = 0;
    let open = true;
    for (const night of site.nights) {
      if (!night.available) {
        open = false;
        break;
      }
      total += night.price;
    }
    if (open && (best === null || total < best.total)) best = { siteId: site.siteId, total };
  }
  return best;
}
