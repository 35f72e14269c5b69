import { NativeSelect } from '@mantine/core';
import { useTranslation } from '../lib/i18n';
import type { Language } from '../../domain/messages/format';
import { AVAILABLE_LANGUAGES, LANGUAGE_NAMES, setLanguage } from '../lib/i18n';

/** Chooses the language of the whole app; each name is written in its own language. */
export function LanguageSelect() {
  const { t, language } = useTranslation();
  return (
    <NativeSelect
      label={t('layout.language.label')}
      value={language}
      onChange={(event) => void setLanguage(event.currentTarget.value as Language)}
      data={AVAILABLE_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
      size="xs"
      w={140}
    />
  );
}
