import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { MessageParams } from '../../domain/messages/format';
import { useTranslation, type TextKey } from '../lib/i18n';

/**
 * A text with elements inside it: each `<name>words</name>` of the text becomes `components[name]`
 * holding those words, so translators move the link or the emphasis with the words around it.
 */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: TextKey;
  values?: MessageParams;
  components: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let rest = 0;
  for (const match of text.matchAll(/<(\w+)>(.*?)<\/\1>/g)) {
    const [whole, name = '', words] = match;
    parts.push(text.slice(rest, match.index));
    const element = components[name];
    parts.push(element ? cloneElement(element, { key: parts.length }, words) : words);
    rest = match.index + whole.length;
  }
  parts.push(text.slice(rest));
  return <Fragment>{parts}</Fragment>;
}
