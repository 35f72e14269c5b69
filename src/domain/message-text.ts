// The text of a message between a guest and a host (issue 26): plain text, at most 2,000 characters.
// Before a stay is confirmed, email addresses and phone numbers are masked so the booking stays on
// the platform; after it, they show, and web links may be followed. The server masks what it sends
// (the stored text is kept whole for administrators settling a dispute); the web only draws.

export const MAX_MESSAGE_LENGTH = 2000;

/** What a masked email address or phone number is replaced with (no words: the same in every language). */
export const MASK = '•••';

// name@host.tld, and the spelled-out forms people use to slip past filters: name (at) host (dot) com.
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const SPELLED_EMAIL =
  /[\p{L}\p{N}._%+-]+\s*(?:\(at\)|\[at\]|\{at\}|\sat\s)\s*[\p{L}\p{N}-]+(?:\s*(?:\(dot\)|\[dot\]|\{dot\}|\sdot\s|\.)\s*[\p{L}]{2,})+/giu;

// A run that may be a phone number: an optional +, then digits with single spaces, dashes, dots or
// brackets between them. Whether it is one is decided by looksLikePhone.
const PHONE_CANDIDATE = /(?<![\p{L}\p{N}$€£/:,.])\+?\(?\d(?:[ \u00a0.()-]{0,2}\d)+(?![\p{N}])/gu;

const DATE_LIKE = [
  /^\d{4}[-./]\d{1,2}[-./]\d{1,2}$/, // 2025-01-15
  /^\d{1,2}[-./]\d{1,2}[-./]\d{2,4}$/, // 15.01.2025
  /^(?:19|20)\d{2}\s?[-–]\s?(?:19|20)\d{2}$/, // 2024-2025
];

/**
 * Whether a run of digits reads as a phone number: NZ numbers start with 0 (021 123 4567, 09 123 4567,
 * 0800 123 456), international ones with + (+64 21 123 4567); other runs count from 9 digits (a
 * number written without its 0 or +, 64 21 123 4567). Dates, prices, lengths, site numbers, gate
 * codes and years have fewer digits or another shape and are left alone.
 */
export function looksLikePhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  if (DATE_LIKE.some((re) => re.test(candidate))) return false;
  const start = candidate.replace(/^\(/, '');
  if (start.startsWith('+')) return digits.length >= 8;
  if (start.startsWith('0')) return digits.length >= 8 && digits.length <= 12;
  return digits.length >= 9;
}

/** The text with every email address and phone number replaced by MASK, and whether any was. */
export function maskContactDetails(text: string): { text: string; masked: boolean } {
  let masked = false;
  const hide = () => {
    masked = true;
    return MASK;
  };
  const out = text
    .replace(EMAIL, hide)
    .replace(SPELLED_EMAIL, hide)
    .replace(PHONE_CANDIDATE, (run) => (looksLikePhone(run.trim()) ? hide() : run));
  return { text: out, masked };
}

/** A message as shown: contact details masked until the stay is confirmed. */
export function messageTextFor(text: string, stayConfirmed: boolean): { text: string; masked: boolean } {
  return stayConfirmed ? { text, masked: false } : maskContactDetails(text);
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const LINK = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

/**
 * The text cut into plain parts and web links (http and https only), for drawing links as anchors
 * after a booking. Before one, the web draws the whole text as text.
 */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const at = match.index;
    if (at > last) parts.push({ kind: 'text', text: text.slice(last, at) });
    parts.push({ kind: 'link', text: match[0], href: match[0] });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
