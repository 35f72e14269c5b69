// The booking emails, as plain text and HTML: the guest's confirmation (the stay, directions per site,
// the host's contact) and the host's notice of a new guest, each in its recipient's language. Queued
// through the outbox in the same transaction that confirms the nights, so mail goes out exactly when a
// booking is confirmed.

import type { EmailMessage } from '../../adapters/email/email';
import { formatDisplayDate, type IsoDate } from '../../../domain/dates';
import { formatCents } from '../../../domain/money';
import { CANCELLATION_TERMS, type CancellationPolicy } from '../../../domain/cancellation';
import { translate } from '../../../domain/messages/catalogues';
import { REQUEST_ANSWER_HOURS } from '../../../domain/lifecycles';
import {
  DEFAULT_LANGUAGE,
  type Language,
  type MessageCode,
  type MessageParams,
} from '../../../domain/messages';

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export type StayForEmail = {
  locationName: string;
  address: string | null;
  locationDirections: string | null;
  /**
   * The stays the booking holds (src/domain/stays.ts' grouping): one per run of consecutive nights,
   * so nights 16 and 20 are two stays, each with its own arrival and departure.
   */
  stays: { arrival: IsoDate; departure: IsoDate }[];
  /** The nights' prices added up (what the host's email shows). */
  total: number;
  /** What the guest paid, and what a campaign code took off the prices (0 without one). */
  paid: number;
  discount: number;
  nights: { date: IsoDate; siteName: string; price: number }[];
  /** Directions per site booked, once each. */
  sites: { name: string; directions: string | null }[];
  vehicleRegistration: string | null;
  /** `language`: the one on the person's profile; null (not chosen) writes to them in English. */
  host: { name: string; email: string; phone: string | null; language: Language | null };
  guest: { name: string; email: string; phone: string | null; language: Language | null };
};

/** An email from its lines: a paragraph each, the signature last (the arrival reminder uses it too). */
export function render(
  to: string,
  subject: string,
  lines: string[],
  language: Language = DEFAULT_LANGUAGE,
): EmailMessage {
  const signature = translate(language, 'emails.signature');
  const text = `${lines.join('\n')}\n\n${signature}`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">
${lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('\n')}
<p>${escapeHtml(signature)}</p>
</body></html>`;
  return { to, subject, text, html };
}

const contact = (person: { name: string; email: string; phone: string | null }) =>
  `${person.name}, ${person.email}${person.phone ? `, ${person.phone}` : ''}`;

/** The lines both booking emails start with: each stay's dates and each night's site and price. */
function stayLines(stay: StayForEmail, language: Language): string[] {
  const say = (code: MessageCode, params: MessageParams = {}) => translate(language, code, params);
  const count = stay.stays.length;
  return [
    ...stay.stays.flatMap(({ arrival, departure }, i) => [
      ...(count > 1 ? [say('emails.booking.stay', { number: i + 1, count })] : []),
      say('emails.booking.arrival', { date: formatDisplayDate(arrival) }),
      say('emails.booking.departure', { date: formatDisplayDate(departure) }),
    ]),
    ...stay.nights.map((n) =>
      say('emails.booking.night', {
        date: formatDisplayDate(n.date),
        site: n.siteName,
        price: formatCents(n.price, language),
      }),
    ),
  ];
}

export function guestConfirmationEmail(stay: StayForEmail): EmailMessage {
  const language = stay.guest.language ?? DEFAULT_LANGUAGE;
  const say = (code: MessageCode, params: MessageParams = {}) => translate(language, code, params);
  const location = stay.locationName;
  return render(
    stay.guest.email,
    say('emails.booking.confirmedSubject', { location }),
    [
      say('emails.booking.confirmedIntro', { location }),
      ...stayLines(stay, language),
      stay.discount > 0
        ? say('emails.booking.discount', { amount: formatCents(stay.discount, language) })
        : '',
      say('emails.booking.totalPaid', { amount: formatCents(stay.paid, language) }),
      stay.address ? say('emails.booking.address', { address: stay.address }) : '',
      stay.locationDirections
        ? say('emails.booking.directions', { directions: stay.locationDirections })
        : '',
      ...stay.sites.map((s) =>
        s.directions
          ? say('emails.booking.siteDirections', { site: s.name, directions: s.directions })
          : say('emails.booking.siteDirectionsOnArrival', { site: s.name }),
      ),
      say('emails.booking.host', { contact: contact(stay.host) }),
      say('emails.booking.myTrips'),
    ],
    language,
  );
}

export function hostNewGuestEmail(stay: StayForEmail): EmailMessage {
  const language = stay.host.language ?? DEFAULT_LANGUAGE;
  const say = (code: MessageCode, params: MessageParams = {}) => translate(language, code, params);
  const location = stay.locationName;
  return render(
    stay.host.email,
    say('emails.booking.newGuestSubject', { location }),
    [
      say('emails.booking.newGuestIntro', { guest: stay.guest.name, location }),
      ...stayLines(stay, language),
      say('emails.booking.total', { amount: formatCents(stay.total, language) }),
      say('emails.booking.guest', { contact: contact(stay.guest) }),
      stay.vehicleRegistration
        ? say('emails.booking.vehicle', { registration: stay.vehicleRegistration })
        : '',
      say('emails.booking.guestBookings'),
    ],
    language,
  );
}

// ---- Requests to book (issue 26) ----
// Before the host accepts, neither side's email or phone is in these emails: the stay is not booked.

const hours = { hours: REQUEST_ANSWER_HOURS };

/** The host is asked: who, when, what it pays, and how long they have to answer. */
export function hostNewRequestEmail(stay: StayForEmail): EmailMessage {
  const language = stay.host.language ?? DEFAULT_LANGUAGE;
  const say = (code: MessageCode, params: MessageParams = {}) => translate(language, code, params);
  const location = stay.locationName;
  return render(
    stay.host.email,
    say('emails.request.hostSubject', { location }),
    [
      say('emails.request.hostIntro', { guest: stay.guest.name, location }),
      ...stayLines(stay, language),
      say('emails.booking.total', { amount: formatCents(stay.total, language) }),
      stay.vehicleRegistration
        ? say('emails.booking.vehicle', { registration: stay.vehicleRegistration })
        : '',
      say('emails.request.hostAnswer', hours),
    ],
    language,
  );
}

/** The guest is told the request went to the host, and that the card is held, not charged. */
export function guestRequestSentEmail(stay: StayForEmail): EmailMessage {
  const language = stay.guest.language ?? DEFAULT_LANGUAGE;
  const say = (code: MessageCode, params: MessageParams = {}) => translate(language, code, params);
  const location = stay.locationName;
  return render(
    stay.guest.email,
    say('emails.request.sentSubject', { location }),
    [
      say('emails.request.sentIntro', { location, ...hours }),
      ...stayLines(stay, language),
      say('emails.request.held', { amount: formatCents(stay.paid, language) }),
      say('emails.request.myTrips'),
    ],
    language,
  );
}

/** The guest is told the host declined (with the host's reason, if any) and the hold is let go. */
export function guestRequestDeclinedEmail(stay: StayForEmail, reason: string | null): EmailMessage {
  const language = stay.guest.language ?? DEFAULT_LANGUAGE;
  const say = (code: MessageCode, params: MessageParams = {}) => translate(language, code, params);
  const location = stay.locationName;
  return render(
    stay.guest.email,
    say('emails.request.declinedSubject', { location }),
    [
      say('emails.request.declinedIntro', { location }),
      reason ? say('emails.request.declinedReason', { reason }) : '',
      ...stayLines(stay, language),
      say('emails.request.released', { amount: formatCents(stay.paid, language) }),
    ],
    language,
  );
}

/** The guest is told the host did not answer in time, and the hold is let go. */
export function guestRequestExpiredEmail(stay: StayForEmail): EmailMessage {
  const language = stay.guest.language ?? DEFAULT_LANGUAGE;
  const say = (code: MessageCode, params: MessageParams = {}) => translate(language, code, params);
  const location = stay.locationName;
  return render(
    stay.guest.email,
    say('emails.request.expiredSubject', { location }),
    [
      say('emails.request.expiredIntro', { location, ...hours }),
      ...stayLines(stay, language),
      say('emails.request.released', { amount: formatCents(stay.paid, language) }),
    ],
    language,
  );
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
