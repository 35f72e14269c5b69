import { describe, expect, it } from 'vitest';
import { linkParts, looksLikePhone, MASK, maskContactDetails, messageTextFor } from './message-text';

const mask = (text: string) => maskContactDetails(text).text;

describe('masking contact details before a stay is confirmed', () => {
  it.each([
    ['Email me at anna.smith+camp@example.co.nz please', `Email me at ${MASK} please`],
    ['Write to Anna@Example.COM.', `Write to ${MASK}.`],
    ['anna (at) example (dot) com', MASK],
    ['anna[at]example.com', MASK],
    ['anna at gmail dot com', MASK],
  ])('masks the email in %j', (text, expected) => {
    expect(mask(text)).toBe(expected);
  });

  it.each([
    ['Call 021 123 4567 any time', `Call ${MASK} any time`],
    ['Call 021-123-4567', `Call ${MASK}`],
    ['Landline (09) 123 4567.', `Landline ${MASK}.`],
    ['09 123 4567', MASK],
    ['0800 83 83 83', MASK],
    ['0211234567', MASK],
    ['+64 21 123 4567', MASK],
    ['+64-21-123-4567', MASK],
    ['+44 20 7946 0958', MASK],
    ['+1 (415) 555-0100', MASK],
    ['64 21 123 4567', MASK],
    ['027.123.4567', MASK],
    ['text me on 021 123 4567 or 022 765 4321', `text me on ${MASK} or ${MASK}`],
  ])('masks the phone number in %j', (text, expected) => {
    expect(mask(text)).toBe(expected);
  });

  it.each([
    'Can a 9 m motorhome turn in your gate?',
    'We arrive 2025-01-15 and leave 2025-01-17.',
    'Arriving 15/01/2025 around 10:30',
    'Arriving 15.01.2025',
    'The season runs 2024-2025',
    'Is $1,250.00 the total? Or NZD 45 a night?',
    'Site 12 or site 3, both are 12.5 m long',
    'The gate code is 1234',
    'We are 2 adults and 3 kids, 1 dog',
    'Postcode 3010, State Highway 1',
    'Open 8-17 daily, 10% off for 7 nights',
    'Our van is 7.2 m by 2.3 m, weighs 3500 kg',
    'Sites 1, 2, 3 and 4',
    'Price: 120.50 per night for 2',
  ])('leaves %j alone', (text) => {
    expect(maskContactDetails(text)).toEqual({ text, masked: false });
  });

  it('says whether it masked anything', () => {
    expect(maskContactDetails('021 123 4567').masked).toBe(true);
    expect(maskContactDetails('hello').masked).toBe(false);
  });

  it('shows everything once the stay is confirmed', () => {
    const text = 'My number is 021 123 4567, email a@b.nz';
    expect(messageTextFor(text, true)).toEqual({ text, masked: false });
    expect(messageTextFor(text, false)).toEqual({
      text: `My number is ${MASK}, email ${MASK}`,
      masked: true,
    });
  });

  it('counts digits to tell a phone number from other numbers', () => {
    expect(looksLikePhone('021 123 4567')).toBe(true);
    expect(looksLikePhone('123 456')).toBe(false);
    expect(looksLikePhone('12345678')).toBe(false);
    expect(looksLikePhone('123456789')).toBe(true);
    expect(looksLikePhone('2025-01-15')).toBe(false);
  });
});

describe('links', () => {
  it('cuts web links out of the text, without trailing punctuation', () => {
    expect(linkParts('See https://example.com/map?x=1. Then http://a.nz, ok')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/map?x=1', href: 'https://example.com/map?x=1' },
      { kind: 'text', text: '. Then ' },
      { kind: 'link', text: 'http://a.nz', href: 'http://a.nz' },
      { kind: 'text', text: ', ok' },
    ]);
  });

  it('takes no other scheme', () => {
    expect(linkParts('javascript:alert(1) and ftp://x.nz')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) and ftp://x.nz' },
    ]);
  });
});
