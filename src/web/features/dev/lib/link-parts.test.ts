import { describe, expect, it } from 'vitest';
import { linkParts } from './link-parts';

describe('linkParts', () => {
  it('finds links in plain text', () => {
    expect(
      linkParts('Verify: http://localhost:3100/v1/auth/verify-email?token=abc&callbackURL=/x\n\nBye'),
    ).toEqual([
      { text: 'Verify: ' },
      {
        text: 'http://localhost:3100/v1/auth/verify-email?token=abc&callbackURL=/x',
        href: 'http://localhost:3100/v1/auth/verify-email?token=abc&callbackURL=/x',
      },
      { text: '\n\nBye' },
    ]);
  });

  it('leaves a full stop after a link out of it, and text without links alone', () => {
    expect(linkParts('See https://stopover.nz.')).toEqual([
      { text: 'See ' },
      { text: 'https://stopover.nz', href: 'https://stopover.nz' },
      { text: '.' },
    ]);
    expect(linkParts('No links')).toEqual([{ text: 'No links' }]);
  });
});
