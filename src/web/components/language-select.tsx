import { useId } from 'react';
import { Input } from '@mantine/core';
import type { Language } from '../../domain/messages/format';
import { AVAILABLE_LANGUAGES, LANGUAGE_NAMES, useTranslation } from '../lib/i18n';
import { useChooseLanguage } from '../lib/language';

/** The select's arrow (Mantine's NativeSelect would bring its combobox code to the first render). */
function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 15 15" aria-hidden focusable="false" fill="none">
      <path
        d="M4.93 5.43 7.5 2.86l2.57 2.57M4.93 9.57 7.5 12.14l2.57-2.57"
        stroke="currentColor"
        strokeWidth="1.2"
      />
    </svg>
  );
}

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
  const id = useId();
  const label = t('layout.language.label');
  const select = (
    <Input
      component="select"
      id={compact ? undefined : id}
      aria-label={compact ? label : undefined}
      value={language}
      onChange={(event) => void choose(event.currentTarget.value as Language)}
      leftSection={compact ? <GlobeIcon /> : undefined}
      rightSection={<Chevron />}
      rightSectionPointerEvents="none"
      size="xs"
      w={fullWidth ? '100%' : compact ? 124 : 140}
    >
      {AVAILABLE_LANGUAGES.map((option) => (
        <option key={option} value={option} lang={option}>
          {LANGUAGE_NAMES[option]}
        </option>
      ))}
    </Input>
  );
  if (compact) return select;
  return (
    <Input.Wrapper label={label} labelElement="label" id={id} size="xs">
      {select}
    </Input.Wrapper>
  );
}
