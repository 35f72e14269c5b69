// The booking emails, as plain text and HTML: the guest's confirmation (the stay, directions per site,
// the host's contact) and the host's notice of a new guest. Queued through the outbox in the same
// transaction that confirms the nights, so mail goes out exactly when a booking is confirmed.

import type { EmailMessage } from '../../adapters/email/email';
import { formatDisplayDate, type IsoDate } from '../../../domain/dates';
import { formatCents } from '../../../domain/money';
import { CANCELLATION_TERMS, type CancellationPolicy } from '../../../domain/cancellation';

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

/** A policy's terms in words, built from its steps (src/domain/cancellation.ts). */
export function policyInWords(policy: CancellationPolicy): string {
  const steps = CANCELLATION_TERMS[policy].map(
    (step) =>
      `${step.percent}% of a night cancelled at least ${step.daysBefore} day${step.daysBefore === 1 ? '' : 's'} before it`,
  );
  return `${policy}: ${steps.join('; ')}; nothing for a night cancelled later.`;
}

/** The nights a cancellation took off a stay, and what comes back for them. */
export type CancellationForEmail = {
  locationName: string;
  cancelledBy: 'guest' | 'host' | 'admin';
  nights: { date: IsoDate; siteName: string; refund: number }[];
  refund: number;
  policy: CancellationPolicy;
  host: { name: string; email: string };
  guest: { name: string; email: string };
};

const cancelledNightLines = (c: CancellationForEmail) =>
  c.nights.map((n) => `- ${formatDisplayDate(n.date)}: ${n.siteName}, refund ${formatCents(n.refund)}`);

export function guestCancellationEmail(c: CancellationForEmail): EmailMessage {
  const who =
    c.cancelledBy === 'guest'
      ? 'You have cancelled'
      : `${c.cancelledBy === 'host' ? 'Your host' : 'Stopover'} has cancelled`;
  return render(c.guest.email, `Your booking at ${c.locationName} is cancelled`, [
    `${who} these nights at ${c.locationName}:`,
    ...cancelledNightLines(c),
    `Refund: ${formatCents(c.refund)} NZD, to the card you paid with. It may take 5 to 10 days to appear.`,
    c.cancelledBy === 'guest'
      ? `Cancellation policy: ${policyInWords(c.policy)}`
      : 'Every night is refunded in full.',
  ]);
}

export function hostCancellationEmail(c: CancellationForEmail): EmailMessage {
  const who = c.cancelledBy === 'guest' ? c.guest.name : c.cancelledBy === 'host' ? 'You' : 'Stopover';
  return render(c.host.email, `A booking at ${c.locationName} is cancelled`, [
    `${who} cancelled ${c.guest.name}’s nights at ${c.locationName}:`,
    ...cancelledNightLines(c),
    `Refunded to the guest: ${formatCents(c.refund)} NZD.`,
    'These nights are open for booking again.',
  ]);
}
