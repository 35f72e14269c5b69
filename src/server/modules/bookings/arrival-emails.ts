// The arrival reminder (issue 26, decision 040): sent to a booked guest 48 hours before a stay, in
// their language, with the host's check-in and check-out times, arrival instructions, the address,
// the directions and the host's contact. Written as plain text and HTML by the booking emails' renderer.

import type { EmailMessage } from '../../adapters/email/email';
import { formatDisplayDate, type IsoDate } from '../../../domain/dates';
import { translate } from '../../../domain/messages/catalogues';
import type { Language, MessageCode, MessageParams } from '../../../domain/messages';
import type { TimeOfDay } from '../../../domain/stay-rules';
import { render } from './booking-emails';

export type ArrivalForEmail = {
  locationName: string;
  arrival: IsoDate;
  departure: IsoDate;
  /** The host's times for this stay (effectiveStayRules), 'HH:MM' New Zealand time. */
  checkInTime: TimeOfDay;
  checkOutTime: TimeOfDay;
  instructions: string | null;
  address: string | null;
  locationDirections: string | null;
  sites: { name: string; directions: string | null }[];
  host: { name: string; email: string; phone: string | null } | null;
  guest: { email: string; language: Language };
};

export function arrivalReminderEmail(stay: ArrivalForEmail): EmailMessage {
  const { language } = stay.guest;
  const say = (code: MessageCode, params: MessageParams = {}) => translate(language, code, params);
  const location = stay.locationName;
  const instructions = stay.instructions?.trim()
    ? [say('arrival.instructions'), ...stay.instructions.trim().split(/\r?\n/)]
    : [say('arrival.noInstructions')];
  const host = stay.host;
  return render(
    stay.guest.email,
    say('arrival.reminderSubject', { location, date: formatDisplayDate(stay.arrival) }),
    [
      say('arrival.reminderIntro', {
        location,
        arrival: formatDisplayDate(stay.arrival),
        departure: formatDisplayDate(stay.departure),
        checkIn: stay.checkInTime,
        checkOut: stay.checkOutTime,
      }),
      ...instructions,
      stay.address ? say('emails.booking.address', { address: stay.address }) : '',
      stay.locationDirections
        ? say('emails.booking.directions', { directions: stay.locationDirections })
        : '',
      ...stay.sites.map((s) =>
        s.directions
          ? say('emails.booking.siteDirections', { site: s.name, directions: s.directions })
          : say('emails.booking.siteDirectionsOnArrival', { site: s.name }),
      ),
      host
        ? say('emails.booking.host', {
            contact: `${host.name}, ${host.email}${host.phone ? `, ${host.phone}` : ''}`,
          })
        : '',
      say('arrival.myTrips'),
    ],
    language,
  );
}
