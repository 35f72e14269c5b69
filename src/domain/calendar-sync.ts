// Which synced calendar blocks which night (issue 28, decision 047): the host's calendar names, on
// each night an imported calendar closes, the calendars that close it. Guests never get these names:
// only the host's calendar sync answer carries them (the public calendar says "unavailable").

import { eachDate, type IsoDate } from './dates';

/** What the host's calendar sync answer says of one synced calendar. */
export type BlockingCalendar = {
  name: string;
  url: string;
  blocked: readonly { from: IsoDate; to: IsoDate }[];
};

/** What a calendar is called on the nights it blocks: the host's name for it, else its address's host. */
export function calendarLabel(calendar: { name: string; url: string }): string {
  const name = calendar.name.trim();
  if (name) return name;
  try {
    return new URL(calendar.url.replace(/^webcals?:/i, 'https:')).hostname || calendar.url;
  } catch {
    return calendar.url;
  }
}

/** Each night some synced calendar blocks, with the calendars blocking it (in the host's order, once each). */
export function calendarsByNight(calendars: readonly BlockingCalendar[]): Map<IsoDate, string[]> {
  const byNight = new Map<IsoDate, string[]>();
  for (const calendar of calendars) {
    const label = calendarLabel(calendar);
    for (const range of calendar.blocked) {
      for (const date of eachDate(range.from, range.to)) {
        const names = byNight.get(date) ?? [];
        if (!names.includes(label)) names.push(label);
        byNight.set(date, names);
      }
    }
  }
  return byNight;
}
