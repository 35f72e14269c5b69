// The nights a guest has picked on a stay's calendar (spec section 3, "Selected booking": keyed by
// date, with the site and the price shown; section 4, "Selected days" and "Stays"; section 5,
// "Calendar"). Pure: the store (selection-store.ts) keeps it in the browser, the calendar and the
// booking panel render it, the Book Now flow sends it.

import type { CalendarNight, CalendarSite, TileView } from '../../../components/calendar/booking-calendar';
import { daysBetween, isIsoDate, type IsoDate } from '../../../../domain/dates';
import { nightsByStay, stayDatesOf } from '../../../../domain/stays';
import type { CreateBookingBody } from '../../../../domain/schemas/booking-create';

/** One selected night: the site it is on and the price the calendar showed for it, in cents. */
export type SelectedNight = { date: IsoDate; siteId: number; siteName: string; price: number };

/** The nights selected at one location, by date: a guest sleeps on one site a night. */
export type Selection = Readonly<Record<IsoDate, SelectedNight>>;

export const EMPTY_SELECTION: Selection = Object.freeze({});

// The calendar's shapes are the shared calendar component's.
export type { CalendarNight, CalendarSite, TileView } from '../../../components/calendar/booking-calendar';

/**
 * How a night of a site shows, given the selection: selected on this site; unavailable when another
 * site holds the night; otherwise as the server says. Only an available night selects; booked,
 * day-booked (the guest's own booking), unavailable and gone nights never do.
 */
export function tileView(selection: Selection, siteId: number, night: CalendarNight): TileView {
  const chosen = selection[night.date];
  if (chosen && chosen.siteId !== siteId) return { state: 'unavailable', selectable: false, otherSite: true };
  if (night.state !== 'available') return { state: night.state, selectable: false, otherSite: false };
  return { state: chosen ? 'selected' : 'available', selectable: true, otherSite: false };
}

export type Toggle = {
  selection: Selection;
  change: 'added' | 'removed' | null;
  night: SelectedNight | null;
};

/** Selecting a tile: adds an available night, removes a selected one, and leaves every other night be. */
export function toggleNight(
  selection: Selection,
  site: { siteId: number; siteName: string },
  night: CalendarNight,
): Toggle {
  const view = tileView(selection, site.siteId, night);
  if (!view.selectable) return { selection, change: null, night: null };
  if (view.state === 'selected') {
    const removed = selection[night.date]!;
    const rest = { ...selection };
    delete rest[night.date];
    return { selection: rest, change: 'removed', night: removed };
  }
  const added: SelectedNight = {
    date: night.date,
    siteId: site.siteId,
    siteName: site.siteName,
    price: night.price,
  };
  return { selection: { ...selection, [night.date]: added }, change: 'added', night: added };
}

/** The selected nights by date. */
export const selectedNights = (selection: Selection): SelectedNight[] =>
  Object.values(selection).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

export const isEmpty = (selection: Selection): boolean => Object.keys(selection).length === 0;

/** Nights before today can no longer be booked. */
export function dropPast(selection: Selection, today: IsoDate): Selection {
  const past = Object.keys(selection).filter((date) => daysBetween(today, date) < 0);
  if (past.length === 0) return selection;
  const rest = { ...selection };
  for (const date of past) delete rest[date];
  return rest;
}

/**
 * The selection against fresh availability: a night the calendar no longer offers on its site
 * (booked by others, closed, gone, now the guest's own booking, or a site that is no longer listed)
 * is dropped, and a night whose price changed takes the price the calendar now shows. Nights outside
 * the availability's window are kept as they are. Answers the same object when nothing changed.
 */
export function reconcile(
  selection: Selection,
  availability: { from: IsoDate; to: IsoDate; sites: readonly CalendarSite[] },
  today: IsoDate,
): Selection {
  let changed = false;
  const next: Record<IsoDate, SelectedNight> = {};
  for (const night of Object.values(dropPast(selection, today))) {
    const inWindow =
      daysBetween(availability.from, night.date) >= 0 && daysBetween(night.date, availability.to) >= 0;
    if (!inWindow) {
      next[night.date] = night;
      continue;
    }
    const site = availability.sites.find((s) => s.siteId === night.siteId);
    const shown = site?.nights.find((n) => n.date === night.date);
    if (!site || !shown || shown.state !== 'available') {
      changed = true;
      continue;
    }
    if (shown.price !== night.price || site.siteName !== night.siteName) {
      changed = true;
      next[night.date] = { ...night, price: shown.price, siteName: site.siteName };
    } else {
      next[night.date] = night;
    }
  }
  if (!changed && Object.keys(next).length === Object.keys(selection).length) return selection;
  return next;
}

/** Consecutive selected nights (on any sites of the location) make one stay (spec section 4). */
export type SelectionStay = {
  arrival: IsoDate;
  /** The morning after the last night. */
  departure: IsoDate;
  nights: SelectedNight[];
  /** In cents. */
  total: number;
  /** The sites slept on, in order, with their nights. */
  sites: { siteId: number; siteName: string; nights: number }[];
};

function makeStay(nights: SelectedNight[]): SelectionStay {
  const sites: SelectionStay['sites'] = [];
  for (const night of nights) {
    const site = sites.find((s) => s.siteId === night.siteId);
    if (site) site.nights += 1;
    else sites.push({ siteId: night.siteId, siteName: night.siteName, nights: 1 });
  }
  return {
    ...stayDatesOf(nights),
    nights,
    total: nights.reduce((sum, n) => sum + n.price, 0),
    sites,
  };
}

/** The selection's stays, by the one grouping of nights into stays (src/domain/stays.ts). */
export const selectionStays = (selection: Selection): SelectionStay[] =>
  nightsByStay(selectedNights(selection)).map(makeStay);

export function selectionTotals(selection: Selection): { nights: number; total: number } {
  const nights = Object.values(selection);
  return { nights: nights.length, total: nights.reduce((sum, n) => sum + n.price, 0) };
}

/** The booking call's body: every night with the price the calendar showed (decision 017). */
export function bookingBody(selection: Selection, vehicleRegistration: string): CreateBookingBody {
  const vehicle = vehicleRegistration.trim();
  return {
    bookings: selectedNights(selection).map(({ siteId, date, price }) => ({ siteId, date, price })),
    ...(vehicle ? { vehicleRegistration: vehicle } : {}),
  };
}

/** What the data layer hears when a night is selected or unselected (spec section 4). */
export function selectionEvent(locationId: number, night: SelectedNight): Record<string, unknown> {
  return {
    locationId,
    siteId: night.siteId,
    date: night.date,
    price: night.price,
    ecommerce: {
      currency: 'NZD',
      value: night.price / 100,
      items: [
        {
          item_id: `${locationId}/${night.siteId}/${night.date}`,
          item_name: night.siteName,
          item_category: 'night',
          price: night.price / 100,
          quantity: 1,
        },
      ],
    },
  };
}

// ---- Kept in the browser ----

/** One key per location: a selection belongs to the stay it was made on. */
export const selectionStorageKey = (locationId: number) => `stopover.selection.${locationId}`;

const isNight = (value: unknown): value is SelectedNight => {
  if (typeof value !== 'object' || value === null) return false;
  const n = value as Record<string, unknown>;
  return (
    typeof n.date === 'string' &&
    isIsoDate(n.date) &&
    Number.isInteger(n.siteId) &&
    typeof n.siteName === 'string' &&
    Number.isInteger(n.price) &&
    (n.price as number) >= 0
  );
};

/** A stored selection, read defensively (anything may be in storage), without the nights now gone. */
export function parseStoredSelection(raw: string | null, today: IsoDate): Selection {
  if (!raw) return EMPTY_SELECTION;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return EMPTY_SELECTION;
  }
  const nights = (data as { nights?: unknown } | null)?.nights;
  if (!Array.isArray(nights)) return EMPTY_SELECTION;
  const selection: Record<IsoDate, SelectedNight> = {};
  for (const night of nights) {
    if (!isNight(night) || selection[night.date]) continue;
    const { date, siteId, siteName, price } = night;
    selection[date] = { date, siteId, siteName, price };
  }
  return dropPast(selection, today);
}

export function serializeSelection(selection: Selection): string {
  return JSON.stringify({ version: 1, nights: selectedNights(selection) });
}

/**
 * Whether booking the selection is a request the host answers (issue 26): a night at a Request site
 * makes the whole booking one, as the server decides.
 */
export function isRequestSelection(
  selection: Selection,
  sites: readonly { id: number; bookingMode: 'instant' | 'request' }[],
): boolean {
  const requestSites = new Set(sites.filter((s) => s.bookingMode === 'request').map((s) => s.id));
  return Object.values(selection).some((night) => requestSites.has(night.siteId));
}
