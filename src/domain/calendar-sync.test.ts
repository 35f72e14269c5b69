import { describe, expect, it } from 'vitest';
import { calendarLabel, calendarsByNight } from './calendar-sync';

describe('calendarLabel', () => {
  it('is the name the host gave the calendar, else the host name of its address', () => {
    expect(calendarLabel({ name: ' Airbnb ', url: 'https://www.airbnb.com/calendar/ical/1.ics' })).toBe(
      'Airbnb',
    );
    expect(calendarLabel({ name: '', url: 'https://www.airbnb.com/calendar/ical/1.ics' })).toBe(
      'www.airbnb.com',
    );
    expect(calendarLabel({ name: ' ', url: 'webcal://calendar.google.com/x/basic.ics' })).toBe(
      'calendar.google.com',
    );
    expect(calendarLabel({ name: '', url: 'not an address' })).toBe('not an address');
  });
});

describe('calendarsByNight', () => {
  it('names on each blocked night every calendar that blocks it, once, in the host’s order', () => {
    const byNight = calendarsByNight([
      {
        name: 'Airbnb',
        url: 'https://airbnb.example/a.ics',
        blocked: [
          { from: '2027-01-01', to: '2027-01-03' },
          { from: '2027-01-03', to: '2027-01-03' },
        ],
      },
      { name: '', url: 'https://hipcamp.example/h.ics', blocked: [{ from: '2027-01-03', to: '2027-01-04' }] },
      { name: 'Empty', url: 'https://empty.example/e.ics', blocked: [] },
    ]);
    expect(Object.fromEntries(byNight)).toEqual({
      '2027-01-01': ['Airbnb'],
      '2027-01-02': ['Airbnb'],
      '2027-01-03': ['Airbnb', 'hipcamp.example'],
      '2027-01-04': ['hipcamp.example'],
    });
  });
});
