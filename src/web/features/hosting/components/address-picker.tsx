import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Place } from '../../../../domain/schemas/locations';
import { placeLabel } from '../../../components/place-search';
import placeClasses from '../../../components/place-search.module.css';
import { useTranslation } from '../../../lib/i18n';
import { usePlaces } from '../../../lib/queries/get-places';

/**
 * The property's address box (spec section 5): suggestions from GET /v1/places, New Zealand only,
 * while typing; the address counts once one of them is picked (mouse, or arrow keys and Enter).
 * Typing again drops the pick, so the position always comes from a suggestion or the pin.
 * An ARIA 1.2 combobox like the place search's, inside the property form rather than a form of its own.
 */
export function AddressPicker({
  value,
  onText,
  onPick,
  error,
}: {
  value: string;
  /** The host typed: the previous pick no longer holds. */
  onText: (text: string) => void;
  onPick: (place: Place) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [debounced] = useDebouncedValue(value, 250);
  const places = usePlaces(open ? debounced : '');
  const listId = useId();

  const options = useMemo(() => {
    const seen = new Set<string>();
    return (places.data ?? []).filter((place) => {
      const label = placeLabel(place);
      if (seen.has(label)) return false;
      seen.add(label);
      return true;
    });
  }, [places.data]);
  const expanded = open && options.length > 0 && value.trim().length >= 2;

  const choose = (place: Place) => {
    setOpen(false);
    setActive(-1);
    onPick(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded) {
      // Enter in the open list picks (the highlighted suggestion, else the first): it does not submit.
      event.preventDefault();
      const place = options[active] ?? options[0];
      if (place) choose(place);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={placeClasses.field}>
      <TextInput
        label={t('propertyForm.address.label')}
        description={t('propertyForm.address.hint')}
        placeholder={t('propertyForm.address.placeholder')}
        name="address"
        withAsterisk
        value={value}
        onChange={(event) => {
          onText(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        error={error}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        rightSection={places.isFetching ? <Loader size="xs" aria-hidden /> : null}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('propertyForm.address.suggestions')}
        className={placeClasses.list}
        hidden={!expanded}
      >
        {options.map((place, index) => (
          <li
            key={placeLabel(place)}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={placeClasses.option}
            // mousedown, not click: picking must happen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(place);
            }}
            onMouseEnter={() => setActive(index)}
          >
            {placeLabel(place)}
          </li>
        ))}
      </ul>
    </div>
  );
}
