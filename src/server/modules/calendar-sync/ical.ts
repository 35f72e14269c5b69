// Reading and writing iCalendar (RFC 5545) with Mozilla's ical.js (decision 047): the nights an
// external calendar's events cover, and a site's own booked and blocked nights as a feed. Nights are
// Pacific/Auckland dates, as everywhere else (decision 002).

import ICAL from 'ical.js';
import { addDays, daysBetween, eachDate, todayInAuckland, type IsoDate } from '../../../domain/dates';
import { AppError } from '../../../domain/errors';

export type NightRange = { from: IsoDate; to: IsoDate };

/** A recurring event is expanded at most this many times: a rule without end stops at the window anyway. */
const MAX_OCCURRENCES = 5000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const wallDate = (t: ICAL.Time): IsoDate => `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;

/**
 * The night a moment of an event falls on: a date is itself; a time in UTC or in a zone the feed
 * defines is converted to New Zealand; a floating time (or one in a zone the feed does not define)
 * is taken as the date it names.
 */
function dateOf(t: ICAL.Time): IsoDate {
  if (t.isDate) return wallDate(t);
  const zone = t.zone;
  const known =
    zone === ICAL.Timezone.utcTimezone || (zone && zone !== ICAL.Timezone.localTimezone && zone.component);
  return known ? todayInAuckland(new Date(t.toUnixTime() * 1000)) : wallDate(t);
}

/**
 * The nights from an event's start to its end: an all-day event's end date is the first day it no
 * longer covers (RFC 5545 3.6.1), and a timed stay from 14:00 one day to 10:00 two days later covers
 * the two nights in between. An event that ends the day it starts covers that one night.
 */
function nightsBetween(start: ICAL.Time, end: ICAL.Time): NightRange {
  const from = dateOf(start);
  const endDate = dateOf(end);
  return { from, to: daysBetween(from, endDate) > 0 ? addDays(endDate, -1) : from };
}

function addRange(into: Set<IsoDate>, range: NightRange, window: NightRange): void {
  const from = daysBetween(window.from, range.from) > 0 ? range.from : window.from;
  const to = daysBetween(range.to, window.to) > 0 ? range.to : window.to;
  for (const date of eachDate(from, to)) into.add(date);
}

const malformed = () => new AppError('BAD_REQUEST', 'calendarSync.malformed');

/**
 * The nights within `window` (both ends included) that a feed's events cover: recurring events
 * expanded with their exceptions (RECURRENCE-ID) and exclusions (EXDATE), cancelled events left
 * out. A text that is not an iCalendar answers calendarSync.malformed.
 */
export function nightsOfFeed(text: string, window: NightRange): Set<IsoDate> {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    throw malformed();
  }
  if (root.name !== 'vcalendar') throw malformed();
  const nights = new Set<IsoDate>();
  try {
    const components = root.getAllSubcomponents('vevent');
    const exceptions = components.filter((c) => c.hasProperty('recurrence-id'));
    for (const component of components) {
      if (component.hasProperty('recurrence-id')) continue;
      if (String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') continue;
      const uid = component.getFirstPropertyValue('uid');
      const event = new ICAL.Event(component, {
        exceptions: exceptions.filter((e) => e.getFirstPropertyValue('uid') === uid),
      });
      if (!event.startDate) continue;
      if (!event.isRecurring()) {
        addRange(nights, nightsBetween(event.startDate, event.endDate), window);
        continue;
      }
      const occurrences = event.iterator();
      for (
        let i = 0, next = occurrences.next();
        next && i < MAX_OCCURRENCES;
        i++, next = occurrences.next()
      ) {
        const details = event.getOccurrenceDetails(next);
        const range = nightsBetween(details.startDate, details.endDate);
        if (daysBetween(range.from, window.to) < 0) break;
        if (
          String(details.item.component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED'
        ) {
          continue;
        }
        addRange(nights, range, window);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw malformed();
  }
  return nights;
}

/** Nights as runs of consecutive dates, in order. */
export function toRanges(nights: Iterable<IsoDate>): NightRange[] {
  const sorted = [...new Set(nights)].sort();
  const ranges: NightRange[] = [];
  for (const date of sorted) {
    const last = ranges[ranges.length - 1];
    if (last && daysBetween(last.to, date) === 1) last.to = date;
    else ranges.push({ from: date, to: date });
  }
  return ranges;
}

export type FeedEvent = NightRange & { uid: string; summary: string };

/** A site's feed: one all-day event per run of nights, DTEND the morning after the last night. */
export function buildFeed(feed: { name: string; events: FeedEvent[]; now: Date }): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', '-//Stopover//Calendar sync//EN');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  calendar.addPropertyWithValue('x-wr-calname', feed.name);
  const stamp = ICAL.Time.fromJSDate(feed.now, true);
  for (const event of feed.events) {
    const vevent = new ICAL.Component('vevent');
    vevent.addPropertyWithValue('uid', event.uid);
    vevent.addPropertyWithValue('dtstamp', stamp);
    vevent.addPropertyWithValue('dtstart', ICAL.Time.fromDateString(event.from));
    vevent.addPropertyWithValue('dtend', ICAL.Time.fromDateString(addDays(event.to, 1)));
    vevent.addPropertyWithValue('summary', event.summary);
    vevent.addPropertyWithValue('transp', 'OPAQUE');
    calendar.addSubcomponent(vevent);
  }
  return calendar.toString() + '\r\n';
}
