// The booking emails, as plain text and HTML: the guest's confirmation (the stay, directions per site,
// the host's contact) and the host's notice of a new guest. Queued through the outbox in the same
// transaction that confirms the nights, so mail goes out exactly when a booking is confirmed.

import type { EmailMessage } from '../../adapters/email/email';
import { formatDisplayDate, type IsoDate } from '../../../domain/dates';
import { formatCents } from '../../../domain/money';

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export type StayForEmail = {
  locationName: string;
  address: string | null;
  locationDirections: string | null;
  arrival: IsoDate;
  departure: IsoDate;
  total: number;
  nights: { date: IsoDate; siteName: string; price: number }[];
  /** Directions per site booked, once each. */
  sites: { name: string; directions: string | null }[];
  vehicleRegistration: string | null;
  host: { name: string; email: string; phone: string | null };
  guest: { name: string; email: string; phone: string | null };
};

function render(to: string, subject: string, lines: string[]): EmailMessage {
  const text = `${lines.join('\n')}\n\nStopover`;
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
${lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('\n')}
<p>Stopover</p>
</body></html>`;
  return { to, subject, text, html };
}

const nightLines = (stay: StayForEmail) =>
  stay.nights.map((n) => `- ${formatDisplayDate(n.date)}: ${n.siteName}, ${formatCents(n.price)}`);

export function guestConfirmationEmail(stay: StayForEmail): EmailMessage {
  return render(stay.guest.email, `Your booking at ${stay.locationName} is confirmed`, [
    `Your booking at ${stay.locationName} is confirmed.`,
    `Arrival: ${formatDisplayDate(stay.arrival)}`,
    `Departure: ${formatDisplayDate(stay.departure)}`,
    ...nightLines(stay),
    `Total paid: ${formatCents(stay.total)} NZD`,
    stay.address ? `Address: ${stay.address}` : '',
    stay.locationDirections ? `Directions: ${stay.locationDirections}` : '',
    ...stay.sites.map(
      (s) => `Directions to ${s.name}: ${s.directions ?? 'your host will tell you on arrival.'}`,
    ),
    `Your host: ${stay.host.name}, ${stay.host.email}${stay.host.phone ? `, ${stay.host.phone}` : ''}`,
    'You can see and cancel your stay in My Trips.',
  ]);
}

export function hostNewGuestEmail(stay: StayForEmail): EmailMessage {
  return render(stay.host.email, `New booking at ${stay.locationName}`, [
    `${stay.guest.name} has booked ${stay.locationName}.`,
    `Arrival: ${formatDisplayDate(stay.arrival)}`,
    `Departure: ${formatDisplayDate(stay.departure)}`,
    ...nightLines(stay),
    `Total: ${formatCents(stay.total)} NZD`,
    `Guest: ${stay.guest.name}, ${stay.guest.email}${stay.guest.phone ? `, ${stay.guest.phone}` : ''}`,
    stay.vehicleRegistration ? `Vehicle registration: ${stay.vehicleRegistration}` : '',
    'You can see your guests in Guest Bookings.',
  ]);
}
