// Messages by code (decision 015): the codes of the English catalogue, rendering a code with its
// parameters in a catalogue, and choosing a language from Accept-Language. Pure: the server renders
// its answers with it; the web will load the same catalogues into i18next. Only English is imported
// here, so that other languages' bundles load only where they are needed (see catalogues.ts).

import { en } from './en';
import {
  DEFAULT_LANGUAGE,
  renderMessage,
  type Catalogue,
  type MessageCode,
  type MessageParams,
} from './format';

export { en };
export * from './format';

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
export const formatMessage = (
  code: MessageCode,
  params: MessageParams = {},
  catalogue: Catalogue = en,
  language: string = DEFAULT_LANGUAGE,
): string => renderMessage(code, params, catalogue, language, en);
