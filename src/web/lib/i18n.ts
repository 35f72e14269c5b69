// The web's languages (decision 016): i18next with the English catalogue bundled as the source and
// fallback; any other language's bundle is loaded only when chosen, so the home page's first render
// carries English alone. The chosen language is remembered in the browser, set on <html lang>, and
// sent to the API as Accept-Language so server messages come back in it.

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../domain/messages';
import type { WebCatalogue } from '../locales/en';
import { firstRender } from '../locales/en/first-render';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: WebCatalogue };
  }
}

/** Languages whose catalogue exists, with how to load it. English is always there. */
const LOADERS: Partial<Record<Language, () => Promise<object>>> = {
  fr: () => import('../locales/fr').then((m) => m.fr),
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

export const i18n = i18next.createInstance();
// English is bundled, so it is ready at import, before any screen or API call needs a text: the
// first render's part of it (locales/en/first-render.ts), the rest once needed (see loadEnglish).
void i18n.use(initReactI18next).init({
  resources: { en: { translation: firstRender } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  // A key English lacks so far means the rest of the catalogue is wanted: load it (see below).
  saveMissing: true,
  missingKeyHandler: () => void loadEnglish(),
  // Screens re-render when a bundle arrives (the rest of English, or a chosen language).
  react: { bindI18nStore: 'added' },
});

let englishLoaded: Promise<void> | null = null;
/** The whole English catalogue, over the first render's part; once. */
export function loadEnglish(): Promise<void> {
  englishLoaded ??= import('../locales/en').then(({ en }) => {
    i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', en, true, true);
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

async function loadLanguage(language: Language): Promise<void> {
  const load = LOADERS[language];
  if (!load || i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await load(), true, true);
}

/** Switches to the visitor's language; resolves once its texts are there. */
export async function initI18n(language: Language = initialLanguage()): Promise<void> {
  const page = typeof location === 'undefined' ? '/' : location.pathname;
  // Any other page needs the whole catalogue at once; on the home page, the visitor's first
  // interaction fetches it, so it is there by the time they open another screen.
  if (!FIRST_RENDER_PAGES.test(page)) await loadEnglish();
  else if (typeof window !== 'undefined') {
    for (const event of ['pointerdown', 'keydown', 'focusin'] as const) {
      window.addEventListener(event, () => void loadEnglish(), { once: true, passive: true });
    }
  }
  await setLanguage(language, { remember: false });
}

/** Switches the whole app to `language`, loading its bundle first. */
export async function setLanguage(language: Language, { remember = true } = {}): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (!remember) return;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered across visits when storage is blocked; this visit still switches.
  }
}

/** The language the API should answer in. */
export const currentLanguage = (): string => i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
