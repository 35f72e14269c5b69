import { describe, expect, it } from 'vitest';
import { en } from '../locales/en';
import { fr } from '../locales/fr';
import { es } from '../locales/es';
import { de } from '../locales/de';
import { zh } from '../locales/zh';
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
 * Languages whose catalogue is complete: each must hold every key English has (Chinese has one plural
 * form, so its `_one` keys, never read, may be left out). Any others are partial and fall back to
 * English key by key.
 */
const COMPLETE: Record<string, object> = { fr, es, de, zh };
const PARTIAL: Record<string, object> = {};

describe('catalogues', () => {
  const english = leaves(en);

  it.each(Object.entries(COMPLETE))('%s has every key English has', (_, catalogue) => {
    const keys = leaves(catalogue);
    const missing = [...english.keys()].filter((key) => !keys.has(key));
    expect(missing.filter((key) => !(catalogue === zh && key.endsWith('_one')))).toEqual([]);
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
    const french = leaves(fr);
    const lacking = [...leaves(en)].find(
      ([key, text]) => !french.has(key) && !/_one$|_other$/.test(key) && !text.includes('{{'),
    );
    if (lacking) expect(i18n.t(lacking[0] as never)).toBe(lacking[1]);
    await setLanguage('en', { remember: false });
    expect(i18n.t('layout.footer.company')).toBe('Company');
  });
});
