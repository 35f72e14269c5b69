import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { en } from '../messages';
import { issueText } from '../messages/zod';
import { finiteNumber, idSchema, isoDateSchema, MAX_INT4, textSchema } from './common';

/** The first issue's English text (schemas give message codes; the field is not in the text). */
const messageOf = (result: { success: boolean; error?: { issues: z.core.$ZodIssue[] } }) => {
  const issue = result.error?.issues[0];
  return issue && issueText(issue);
};

describe('ids', () => {
  it('accepts ids up to the int4 column’s largest value', () => {
    expect(idSchema.parse(String(MAX_INT4))).toBe(MAX_INT4);
    expect(idSchema.parse('1')).toBe(1);
  });

  it.each(['2147483648', '0', '-1', '1.5', '1e400', 'abc'])('refuses %s', (id) => {
    expect(idSchema.safeParse(id).success).toBe(false);
  });

  it('says how large an id may be', () => {
    expect(messageOf(idSchema.safeParse('2147483648'))).toBe(`Must be at most ${MAX_INT4}`);
  });
});

describe('finite numbers', () => {
  const radius = finiteNumber();

  it.each(['1e-323', '5e-324', '-2e-310'])('refuses the subnormal %s, which PostgreSQL cannot read', (n) => {
    expect(messageOf(radius.safeParse(n))).toBe('Must not be this close to 0');
  });

  it.each(['Infinity', '-Infinity', '1e400', 'NaN', 'ten'])('refuses %s as not a number', (n) => {
    expect(messageOf(radius.safeParse(n))).toBe('Must be a number');
  });

  it.each([
    ['0', 0],
    ['2.2250738585072014e-308', 2.2250738585072014e-308],
    ['-41.29', -41.29],
    ['1e300', 1e300],
  ])('accepts %s', (text, value) => {
    expect(radius.parse(text)).toBe(value);
  });
});

describe('text', () => {
  it('refuses the NUL character, which PostgreSQL cannot store', () => {
    expect(messageOf(textSchema().safeParse('a\0b'))).toBe(en.validation.nulCharacter);
  });

  it('keeps its other rules, and any other character', () => {
    const name = textSchema().trim().max(10);
    expect(name.parse('  Kiwi 🥝 ')).toBe('Kiwi 🥝');
    expect(name.safeParse('far too long').success).toBe(false);
  });
});

describe('dates', () => {
  it.each(['1900-01-01', '2026-02-28', '2999-12-31'])('accepts %s', (date) => {
    expect(isoDateSchema.parse(date)).toBe(date);
  });

  it.each(['1899-12-31', '3000-01-01', '9999-12-30'])('refuses %s, too far for date arithmetic', (date) => {
    expect(messageOf(isoDateSchema.safeParse(date))).toBe('Must be a date between 1900-01-01 and 2999-12-31');
  });
});
