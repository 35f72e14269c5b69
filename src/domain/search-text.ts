// Searching by name, town or region ignores case and macrons (issue 24): 'Taupo' finds 'Taupō' and
// 'Taupō' finds 'Taupo', while answers show names as they are written.

/** Lower case without diacritics, so 'whangarei' finds 'Whangārei' (the place search's gazetteer). */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * What the database's text searches fold, as the arguments of SQL's `translate(text, from, to)`:
 * te reo Māori's vowels with a macron become the plain vowel (case is the `ilike`'s), and a
 * combining macron (a decomposed 'ō') is dropped, having no letter in `to`. `translate` is
 * immutable, so the trigram indexes of names and towns are built on the folded text.
 */
export const MACRON_FOLD = { from: 'āēīōūĀĒĪŌŪ\u0304', to: 'aeiouAEIOU' } as const;
