// Rendering messages by code (decision 015): the types of codes and catalogues, rendering a code
// with its parameters in a catalogue, and choosing a language from Accept-Language. Imports no
// catalogue, so the web's first render can render its own texts without carrying every message of
// the server (index.ts adds the English defaults).

import type { en } from './en';

/** The languages of the product (spec section 9); English is the source and the fallback. */
export const LANGUAGES = ['en', 'fr', 'es', 'de', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Whether a stored or sent value is one of the product's languages. */
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

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
  const form = pluralRulesOf(language).select(count);
  return lookup(catalogue, `${code}_${form}`) ?? lookup(catalogue, `${code}_other`);
}

// Built once a language: building Intl.PluralRules on every counted text cost a page of twenty
// result cards 13 ms of a phone's main thread (decision 029).
const pluralRules = new Map<string, Intl.PluralRules>();
function pluralRulesOf(language: string): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules;
}

/**
 * The text of `code` in `catalogue` (English when the catalogue lacks it), with `{{name}}` replaced by
 * its parameter. A parameter that is a message is rendered in the same catalogue first.
 */
export function renderMessage(
  code: MessageCode,
  params: MessageParams,
  catalogue: Catalogue,
  language: string,
  /** Where a text the catalogue lacks comes from: the domain's English, or the web's. */
  fallback: object,
): string {
  const own = template(catalogue, code, language, params.count);
  const text = own ?? template(fallback, code, DEFAULT_LANGUAGE, params.count) ?? code;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object'
      ? renderMessage(value.code, value.params ?? {}, catalogue, language, fallback)
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
