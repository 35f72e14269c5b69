import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATALOGUES, translate } from './catalogues';
import { fr } from './fr';
import {
  en,
  formatMessage,
  isMessageCode,
  msg,
  pickLanguage,
  type Catalogue,
  type MessageCode,
} from './index';
import { issueMessage, issueText, zodErrorMap } from './zod';

/** Every key of a catalogue, dotted, plural forms included. */
function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keysOf(value as Catalogue, `${prefix}${key}.`),
  );
}

describe('the catalogue', () => {
  it('holds the spec’s messages word for word', () => {
    expect(en.auth.userNotFound).toBe('No account in Stopover corresponding to the given email.');
    expect(en.auth.weakPassword).toBe('Password(s) should be at least six characters.');
    expect(formatMessage('card.numberLength', { count: 15 })).toBe('Card number must be 16 digits. 15/16');
    expect(formatMessage('card.cvvLength', { count: 2 })).toBe('Security code must be 3 digits. 2/3');
    expect(formatMessage('payouts.noAccount')).toBe('invalid user or account');
  });

  it('types its codes: a code that does not exist does not compile', () => {
    // @ts-expect-error -- not a code of the catalogue
    const wrong: MessageCode = 'auth.noSuchMessage';
    expect(isMessageCode(wrong)).toBe(false);
    expect(isMessageCode(msg('auth.wrongPassword'))).toBe(true);
    // A plural key is one code.
    expect(isMessageCode('auth.rateLimitedWait')).toBe(true);
    expect(isMessageCode('auth.rateLimitedWait_one')).toBe(false);
  });

  it('has only English keys in the other languages, each with the same parameters', () => {
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      const english = new Set(keysOf(en));
      for (const key of keysOf(catalogue)) {
        expect(english.has(key), `${language}: ${key}`).toBe(true);
        const paramsOf = (c: Catalogue) =>
          [
            ...String(
              key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], c),
            ).matchAll(/\{\{(\w+)\}\}/g),
          ]
            .map((m) => m[1])
            .sort();
        expect(paramsOf(catalogue), `${language}: ${key}`).toEqual(paramsOf(en));
      }
    }
    expect(keysOf(fr).length).toBeGreaterThanOrEqual(5);
  });

  it('is complete in every language: each English key is translated', () => {
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      // By code: a language has the plural forms it uses (Chinese only _other).
      const code = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
      const own = new Set(keysOf(catalogue).map(code));
      expect(
        [...new Set(keysOf(en).map(code))].filter((key) => !own.has(key)),
        `${language} lacks these keys`,
      ).toEqual([]);
    }
  });

  it('writes the emails in each language', () => {
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      if (language === 'en') continue;
      expect(translate(language as keyof typeof CATALOGUES, 'emails.resetPassword.subject')).toBe(
        catalogue.emails?.resetPassword?.subject,
      );
      expect(catalogue.emails?.resetPassword?.subject).not.toBe(en.emails.resetPassword.subject);
    }
  });
});

describe('formatMessage', () => {
  it('puts the parameters in', () => {
    expect(formatMessage('http.noRoute', { method: 'GET', path: '/v1/x' })).toBe('No route GET /v1/x');
  });

  it('leaves a missing parameter visible rather than inventing one', () => {
    expect(formatMessage('http.noRoute', { method: 'GET' })).toBe('No route GET {{path}}');
  });

  it('chooses the plural form by count, as i18next does', () => {
    expect(formatMessage('auth.rateLimitedWait', { count: 1 })).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
    expect(formatMessage('auth.rateLimitedWait', { count: 15 })).toBe(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
  });

  it('renders a parameter that is itself a message, in the same language', () => {
    const params = { file: 'x.png', problem: { code: msg('validation.notANumber') } };
    expect(formatMessage('images.inFile', params)).toBe('x.png: Must be a number');
    expect(translate('fr', 'images.inFile', params)).toBe('x.png : Doit être un nombre');
  });

  it('falls back to English, key by key', () => {
    // A catalogue that has one key of the area and not the other.
    const partial = { auth: { wrongPassword: 'Le mot de passe est incorrect.' } } as Catalogue;
    expect(formatMessage('auth.wrongPassword', {}, partial, 'fr')).toBe('Le mot de passe est incorrect.');
    expect(formatMessage('card.cvvLength', { count: 2 }, partial, 'fr')).toBe(
      'Security code must be 3 digits. 2/3',
    );
    expect(formatMessage('auth.userNotFound', {}, {} as Catalogue, 'de')).toBe(en.auth.userNotFound);
  });

  it('answers in each language the server speaks', () => {
    expect(translate('fr', 'auth.rateLimitedWait', { count: 3 })).toBe(
      'Trop de tentatives. Veuillez patienter 3 minutes puis réessayer.',
    );
    for (const language of ['fr', 'es', 'de', 'zh'] as const) {
      const text = translate(language, 'card.cvvLength', { count: 2 });
      expect(text, language).not.toBe(translate('en', 'card.cvvLength', { count: 2 }));
      expect(text, language).toContain('2/3');
    }
  });
});

describe('pickLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fr', 'fr'],
    ['fr-CH, fr;q=0.9, en;q=0.8', 'fr'],
    ['it, de;q=0.5', 'de'],
    ['en;q=0.5, zh-Hant-TW', 'zh'],
    ['es;q=0, de;q=0.1', 'de'],
    ['pt-BR, *;q=0.5', 'en'],
    ['FR', 'fr'],
    ['nonsense;;q=x', 'en'],
  ])('%s → %s', (header, language) => {
    expect(pickLanguage(header)).toBe(language);
  });
});

describe('zod issues as codes', () => {
  it('keeps a schema’s code and takes parameters from the issue', () => {
    const schema = z.string().min(6, msg('auth.weakPassword'));
    const issue = schema.safeParse('abc').error!.issues[0]!;
    expect(issue.message).toBe('auth.weakPassword');
    expect(issueMessage(issue)).toEqual({ code: 'auth.weakPassword', params: { minimum: 6 } });
  });

  it('gives checks without a message a generic code with their bound', () => {
    const schema = z.object({ limit: z.number().int().max(200), name: z.string() });
    const issues = schema.safeParse({ limit: 500 }, { error: zodErrorMap }).error!.issues;
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['limit', 'validation.atMost'],
      ['name', 'validation.required'],
    ]);
    expect(issueText(issues[0]!)).toBe('Must be at most 200');
  });

  it('reads a refinement’s parameters', () => {
    const schema = z
      .string()
      .refine(() => false, { message: msg('card.numberLength'), params: { count: 4 } });
    expect(issueText(schema.safeParse('4242').error!.issues[0]!)).toBe('Card number must be 16 digits. 4/16');
  });
});
