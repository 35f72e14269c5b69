import { NativeSelect } from '@mantine/core';
import type { Language } from '../../domain/messages/format';
import { AVAILABLE_LANGUAGES, LANGUAGE_NAMES, useTranslation } from '../lib/i18n';
import { useChooseLanguage } from '../lib/language';

function GlobeIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden focusable="false" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}

/**
 * The language menu of the header, the phone menu and the footer: a native select (keyboard and
 * screen readers know it), showing the current language's own name, each name marked with its
 * language. Choosing one switches the whole app, is remembered in this browser and, for a
 * signed-in person, on their profile. `compact`: for the header, labelled for assistive technology
 * only, with a globe to be recognised by.
 */
export function LanguageSelect({
  compact = false,
  fullWidth = false,
}: {
  compact?: boolean;
  fullWidth?: boolean;
}) {
  const { t, language } = useTranslation();
  const choose = useChooseLanguage();
  const label = t('layout.language.label');
  return (
    <NativeSelect
      label={compact ? undefined : label}
      aria-label={compact ? label : undefined}
      value={language}
      onChange={(event) => void choose(event.currentTarget.value as Language)}
      leftSection={compact ? <GlobeIcon /> : undefined}
      size="xs"
      w={fullWidth ? '100%' : compact ? 124 : 140}
    >
      {AVAILABLE_LANGUAGES.map((option) => (
        <option key={option} value={option} lang={option}>
          {LANGUAGE_NAMES[option]}
        </option>
      ))}
    </NativeSelect>
  );
}
