import { describe, expect, it } from 'vitest';
import { en } from '../locales/en';
import { fr } from '../locales/fr';
import { i18n, setLanguage } from './i18n';

/** Every leaf key of a catalogue with its text, as `a.b.c`. */
function leaves(node: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string') found.set(`${prefix}${key}`, value);
    else for (const [k, v] of leaves(value as object, `${prefix}${key}.`)) found.set(k, v);
  }
  return found;
}
const params = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/**
 * Languages whose catalogue is complete: each must hold every key English has. The others are
 * partial and fall back to English key by key (the content and languages issue completes them).
 */
const COMPLETE: Record<string, object> = {};
const PARTIAL: Record<string, object> = { fr };

describe('catalogues', () => {
  const english = leaves(en);

  it.each(Object.entries(COMPLETE))('%s has every key English has', (_, catalogue) => {
    const keys = leaves(catalogue);
    expect([...english.keys()].filter((key) => !keys.has(key))).toEqual([]);
  });

  it.each(Object.entries({ ...COMPLETE, ...PARTIAL }))(
    '%s has no key English lacks, and the same parameters',
    (_, catalogue) => {
      for (const [key, text] of leaves(catalogue)) {
        expect(english.has(key), key).toBe(true);
        expect(params(text), key).toEqual(params(english.get(key)!));
      }
    },
  );
});

describe('switching language', () => {
  it('is English at first and French once chosen, with English for what French lacks', async () => {
    expect(i18n.t('layout.footer.company')).toBe('Company');
    await setLanguage('fr', { remember: false });
    expect(i18n.t('layout.footer.company')).toBe('Entreprise');
    expect(i18n.t('http.network')).toBe(en.http.network);
    await setLanguage('en', { remember: false });
    expect(i18n.t('layout.footer.company')).toBe('Company');
  });
});
