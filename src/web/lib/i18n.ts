// The web's languages (decision 016). Texts come from the catalogue by key and are rendered by the
// domain's formatMessage, the same function the server answers with ({{params}}, _one/_other plurals,
// a message inside a message). English is the source and the fallback: its first render's part
// ships with the page, the rest loads when needed; any other language loads only when chosen. The
// choice is remembered in the browser, set on <html lang>, and sent to the API as Accept-Language.

import { useSyncExternalStore } from 'react';
import {
  DEFAULT_LANGUAGE,
  renderMessage,
  LANGUAGES,
  type Language,
  type Leaves,
  type MessageCode,
  type MessageParams,
} from '../../domain/messages/format';
import type { WebCatalogue } from '../locales/en';
import { firstRender } from '../locales/en/first-render';

/** Every key of the web's catalogue; a key that does not exist fails the type check. */
export type TextKey = Leaves<WebCatalogue>;

/** Languages whose catalogue exists, with how to load it. English is always there. */
const LOADERS: Partial<Record<Language, () => Promise<object>>> = {
  fr: () => import('../locales/fr').then((m) => m.fr),
  es: () => import('../locales/es').then((m) => m.es),
  de: () => import('../locales/de').then((m) => m.de),
  zh: () => import('../locales/zh').then((m) => m.zh),
};

export const AVAILABLE_LANGUAGES: Language[] = LANGUAGES.filter((l) => l === 'en' || l in LOADERS);

/** Each language's name in itself, as a language menu shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  de: 'Deutsch',
  zh: '中文',
};

const STORAGE_KEY = 'stopover.language';

let english: object = firstRender;
const catalogues: Partial<Record<Language, object>> = {};
let language: Language = DEFAULT_LANGUAGE;
/** Bumped whenever a text may have changed (a language chosen, a catalogue arrived). */
let version = 0;
const listeners = new Set<() => void>();

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

function lookup(catalogue: object, key: string): boolean {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part] ?? (node as Record<string, unknown>)[`${part}_other`];
  }
  return typeof node === 'string';
}

/** Whether English (as loaded so far) has `key`: a server error's code, say. */
export const hasText = (key: string): boolean => lookup(english, key);

/** The text of `key` in the current language, English where that language lacks it. */
export function translate(key: string, params?: MessageParams): string {
  // A key the first render's part lacks means the rest of English is wanted.
  if (english === firstRender && !lookup(english, key)) void loadEnglish();
  const own = language === DEFAULT_LANGUAGE ? english : (catalogues[language] ?? {});
  return renderMessage(key as MessageCode, params ?? {}, own, language, english);
}

/** For texts built outside React (notices, page titles, map markers). */
export const t = (key: TextKey, params?: MessageParams): string => translate(key, params);

/** The same, as one object for modules outside React: `i18n.t(...)`. */
export const i18n = { t };

/** The current language, and a `t` that renders in it; re-renders when either changes. */
export function useTranslation(): { t: typeof t; language: Language } {
  useSyncExternalStore(subscribe, currentVersion, currentVersion);
  return { t, language };
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentVersion = () => version;

let englishLoaded: Promise<void> | null = null;
/** The whole English catalogue, over the first render's part; once. */
export function loadEnglish(): Promise<void> {
  englishLoaded ??= import('../locales/en').then((module) => {
    english = module.en;
    changed();
  });
  return englishLoaded;
}

/** Pages whose texts are all in the first render's part of the catalogue: the home and content pages. */
const FIRST_RENDER_PAGES = /^\/(collections(\/[^/]*)?|widget\/[^/]*)?$/;

function isAvailable(value: string | null | undefined): value is Language {
  return !!value && (AVAILABLE_LANGUAGES as string[]).includes(value);
}

/** The remembered choice, else the browser's first available language, else English. */
function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isAvailable(stored)) return stored;
  } catch {
    // Storage may be blocked (private mode); the browser's languages still count.
  }
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isAvailable(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** Switches to the visitor's language; resolves once its texts are there. */
export async function initI18n(choice: Language = initialLanguage()): Promise<void> {
  const page = typeof location === 'undefined' ? '/' : location.pathname;
  // Any other page needs the whole catalogue at once; on the home page, the visitor's first
  // interaction fetches it, so it is there by the time they open another screen.
  if (!FIRST_RENDER_PAGES.test(page)) await loadEnglish();
  else if (typeof window !== 'undefined') {
    for (const event of ['pointerdown', 'keydown', 'focusin'] as const) {
      window.addEventListener(event, () => void loadEnglish(), { once: true, passive: true });
    }
  }
  await setLanguage(choice, { remember: false });
}

/** Switches the whole app to `choice`, loading its bundle first. */
export async function setLanguage(choice: Language, { remember = true } = {}): Promise<void> {
  const load = LOADERS[choice];
  if (load && !catalogues[choice]) catalogues[choice] = await load();
  language = choice;
  changed();
  if (typeof document !== 'undefined') document.documentElement.lang = choice;
  if (!remember) return;
  try {
    localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Not remembered across visits when storage is blocked; this visit still switches.
  }
}

/** The language the API should answer in, and texts are shown in. */
export const currentLanguage = (): Language => language;
