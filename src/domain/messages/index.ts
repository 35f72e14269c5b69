// Messages by code (decision 015): the codes of the English catalogue, rendering a code with its
// parameters in a catalogue, and choosing a language from Accept-Language. Pure: the server renders
// its answers with it; the web will load the same catalogues into i18next. Only English is imported
// here, so that other languages' bundles load only where they are needed (see catalogues.ts).

import { en } from './en';

export { en };

/** The languages of the product (spec section 9); English is the source and the fallback. */
export const LANGUAGES = ['en', 'fr', 'es', 'de', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

type StripPlural<K extends string> = K extends `${infer Base}_one`
  ? Base
  : K extends `${infer Base}_other`
    ? Base
    : K;
/** Every leaf key of a nested catalogue, dotted (plural forms under one key). */
export type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${StripPlural<K>}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every message code: a dotted path of the English catalogue (plural forms under one code). */
export type MessageCode = Leaves<typeof en>;

type DeepPartialText<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartialText<T[K]> };
/** A language's catalogue: any subset of the English keys, translated. */
export type Catalogue = DeepPartialText<typeof en>;

/** A message as data: its code and parameters. A parameter may itself be a message. */
export type Message = { code: MessageCode; params?: MessageParams };
export type MessageParam = string | number | Message;
export type MessageParams = { [name: string]: MessageParam };

/** Names a code where a string is expected (a zod schema's message), checked by the compiler. */
export const msg = <C extends MessageCode>(code: C): C => code;

function lookup(catalogue: object, path: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The template of `code`, with i18next's plural suffix chosen by `count` when the key has forms. */
function template(catalogue: object, code: string, language: string, count: unknown): string | undefined {
  const plain = lookup(catalogue, code);
  if (plain !== undefined) return plain;
  if (typeof count !== 'number') return lookup(catalogue, `${code}_other`);
  const form = new Intl.PluralRules(language).select(count);
  return lookup(catalogue, `${code}_${form}`) ?? lookup(catalogue, `${code}_other`);
}

const ALL_CODES: ReadonlySet<string> = (() => {
  const codes = new Set<string>();
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') codes.add(prefix + key.replace(/_(zero|one|two|few|many|other)$/, ''));
      else walk(value as object, `${prefix}${key}.`);
    }
  };
  walk(en, '');
  return codes;
})();

/** Whether a string is a code of the catalogue (a zod message that is a code, not prose). */
export const isMessageCode = (value: unknown): value is MessageCode =>
  typeof value === 'string' && ALL_CODES.has(value);

/**
 * The text of `code` in `catalogue` (English when the catalogue lacks it), with `{{name}}` replaced by
 * its parameter. A parameter that is a message is rendered in the same catalogue first.
 */
export function formatMessage(
  code: MessageCode,
  params: MessageParams = {},
  catalogue: Catalogue = en,
  language: string = DEFAULT_LANGUAGE,
  /** Where a text the catalogue lacks comes from: the domain's English, or the web's. */
  fallback: object = en,
): string {
  const own = template(catalogue, code, language, params.count);
  const text = own ?? template(fallback, code, DEFAULT_LANGUAGE, params.count) ?? code;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object'
      ? formatMessage(value.code, value.params, catalogue, language, fallback)
      : String(value);
  });
}

/**
 * The language to answer in from an Accept-Language header: the most preferred language we speak
 * (by its primary subtag: fr-CH is fr), else English.
 */
export function pickLanguage(acceptLanguage: string | undefined | null): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = options.map((o) => o.trim()).find((o) => o.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { primary: tag.trim().split('-')[0]!.toLowerCase(), quality, index };
    })
    .filter((entry) => entry.primary && Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { primary } of ranked) {
    if ((LANGUAGES as readonly string[]).includes(primary)) return primary as Language;
  }
  return DEFAULT_LANGUAGE;
}
