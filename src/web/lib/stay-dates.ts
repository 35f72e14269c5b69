// The dates of a search by dates in the web (decision 020): read from the URL, typed by a person,
// and kept in step with each other. The rules themselves are the domain's (stayDatesProblem).

import { MAX_AVAILABILITY_WINDOW_DAYS } from '../../domain/constants';
import { addDays, daysBetween, isIsoDate, type IsoDate } from '../../domain/dates';
import {
  MAX_STAY_NIGHTS,
  stayDatesProblem,
  type StayDates,
  type StayDatesProblem,
} from '../../domain/stay-search';

/** What the two fields hold; either may be empty. */
export type StayDatesValue = { arrival: IsoDate | null; departure: IsoDate | null };

/**
 * The stay a page's ?arrival=&departure= asks for: `stay` when both are there and good, else the
 * problem to show by the fields (a bookmarked search whose arrival has passed, say).
 */
export function stayFromParams(
  params: URLSearchParams,
  today: IsoDate,
): { value: StayDatesValue; stay: StayDates | null; problem: StayDatesProblem | null } {
  const arrival = params.get('arrival') || null;
  const departure = params.get('departure') || null;
  // The fields show only real dates; a mangled one is named by the problem below.
  const value = {
    arrival: arrival && isIsoDate(arrival) ? arrival : null,
    departure: departure && isIsoDate(departure) ? departure : null,
  };
  // One date alone is a search still being made: nothing to complain about yet.
  if (!arrival || !departure) return { value, stay: null, problem: null };
  const problem = stayDatesProblem(arrival, departure, today);
  return { value, stay: problem ? null : { arrival, departure }, problem };
}

/** Writes the fields into a page's query: set when there, removed when empty. */
export function withStayParams(params: URLSearchParams, value: StayDatesValue): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['arrival', 'departure'] as const) {
    const date = value[key];
    if (date) next.set(key, date);
    else next.delete(key);
  }
  return next;
}

/** The stay the fields make, or null while they do not make one. */
export function stayOf(value: StayDatesValue, today: IsoDate): StayDates | null {
  const { arrival, departure } = value;
  if (!arrival || !departure || stayDatesProblem(arrival, departure, today)) return null;
  return { arrival, departure };
}

/**
 * A new arrival keeps the departure when it still makes a stay, and otherwise moves it to the next
 * morning, so that picking an arrival is enough for a one-night search.
 */
export function withArrival(value: StayDatesValue, arrival: IsoDate | null): StayDatesValue {
  if (!arrival) return { ...value, arrival: null };
  const { departure } = value;
  const nights = departure ? daysBetween(arrival, departure) : 0;
  return { arrival, departure: nights >= 1 && nights <= MAX_STAY_NIGHTS ? departure : addDays(arrival, 1) };
}

/** The dates each field offers: from today, as far ahead as bookings open, stays up to 62 nights. */
export function fieldBounds(value: StayDatesValue, today: IsoDate) {
  const lastNight = addDays(today, MAX_AVAILABILITY_WINDOW_DAYS - 1);
  const arrival = value.arrival && isIsoDate(value.arrival) ? value.arrival : null;
  const latestDeparture = arrival ? addDays(arrival, MAX_STAY_NIGHTS) : addDays(lastNight, 1);
  return {
    arrival: { min: today, max: lastNight },
    departure: {
      min: arrival ? addDays(arrival, 1) : addDays(today, 1),
      max: daysBetween(latestDeparture, addDays(lastNight, 1)) < 0 ? addDays(lastNight, 1) : latestDeparture,
    },
  };
}

/** A date as a person types it: DD/MM/YYYY (also D/M/YYYY, with dots or dashes), or YYYY-MM-DD. */
export function parseTypedDate(text: string): IsoDate | null {
  const typed = text.trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed);
  const iso = dmy ? `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}` : typed;
  return isIsoDate(iso) ? iso : null;
}
