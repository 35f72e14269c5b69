// Every language's catalogue, for the server, which answers in any of them. The web loads one
// language's bundle at a time instead of this module.

import { en } from './en';
import { fr } from './fr';
import { es } from './es';
import { de } from './de';
import { zh } from './zh';
import { formatMessage, type Catalogue, type Language, type MessageCode, type MessageParams } from './index';

export const CATALOGUES: Record<Language, Catalogue> = { en, fr, es, de, zh };

/** `code` in `language`, falling back to English key by key. */
export const translate = (language: Language, code: MessageCode, params?: MessageParams): string =>
  formatMessage(code, params, CATALOGUES[language], language);
