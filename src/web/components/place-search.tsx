import { useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Group, Loader, Text, TextInput, type MantineSize } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../lib/i18n';
import type { Place } from '../../domain/schemas/locations';
import { getPlacesQueryOptions, usePlaces } from '../lib/queries/get-places';
import { placeLabel } from '../lib/geo';
import classes from './place-search.module.css';

export { placeLabel };

type PlaceSearchProps = {
  onPlace: (place: Place) => void;
  label?: string;
  placeholder?: string;
  size?: MantineSize;
  /** Hide the visible label when the surrounding UI already says what the box is for. */
  hideLabel?: boolean;
};

/**
 * The suggestion list of a New Zealand place box: a hand-rolled ARIA 1.2 combobox (input + listbox
 * right under it). The list never needs smart positioning, and this keeps a positioning library
 * out of the home page's first load. The caller owns the text: it spreads `inputProps` on its
 * input, calls `typed()` from its change handler and renders `list` under the input.
 * `enterPicksFirst`: Enter in the open list takes the first suggestion when none is highlighted
 * (inside another form, where Enter must not submit it).
 */
export function usePlaceCombobox({
  text,
  onChoose,
  listLabel,
  enterPicksFirst = false,
}: {
  text: string;
  onChoose: (place: Place) => void;
  listLabel: string;
  enterPicksFirst?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [debounced] = useDebouncedValue(text, 250);
  const places = usePlaces(debounced);
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
  const expanded = open && options.length > 0 && text.trim().length >= 2;

  const choose = (place: Place) => {
    setOpen(false);
    setActive(-1);
    onChoose(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded) {
      const place = options[active] ?? (enterPicksFirst ? options[0] : undefined);
      if (!place) return;
      event.preventDefault();
      choose(place);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return {
    options,
    choose,
    /** To call when the text changes: the list opens again, nothing highlighted. */
    typed: () => {
      setOpen(true);
      setActive(-1);
    },
    inputProps: {
      onKeyDown,
      onBlur: () => setOpen(false),
      onFocus: () => setOpen(true),
      autoComplete: 'off',
      role: 'combobox',
      'aria-autocomplete': 'list' as const,
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && active >= 0 ? `${listId}-${active}` : undefined,
      rightSection: places.isFetching ? <Loader size="xs" aria-hidden /> : null,
    },
    list: (
      <ul id={listId} role="listbox" aria-label={listLabel} className={classes.list} hidden={!expanded}>
        {options.map((place, index) => (
          <li
            key={placeLabel(place)}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={classes.option}
            // mousedown, not click: choosing must happen before the input's blur closes the list.
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
    ),
  };
}

/** A New Zealand place search: suggestions while typing; Enter or the button takes the best match. */
export function PlaceSearch({
  onPlace,
  label,
  placeholder,
  size = 'md',
  hideLabel = false,
}: PlaceSearchProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const inputId = useId();
  const combobox = usePlaceCombobox({
    text,
    listLabel: t('common.placeSearch.places'),
    onChoose: (place) => {
      setError(null);
      setText(placeLabel(place));
      onPlace(place);
    },
  });
  const { options, choose } = combobox;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) {
      setError(t('common.placeSearch.empty'));
      return;
    }
    const exact = options.find((place) => placeLabel(place) === text);
    if (exact) return choose(exact);
    setSearching(true);
    try {
      const found = await queryClient.fetchQuery(getPlacesQueryOptions(query));
      const first = found[0];
      if (first) choose(first);
      else setError(t('common.placeSearch.noMatch', { query }));
    } catch {
      setError(t('common.placeSearch.unavailable'));
    } finally {
      setSearching(false);
    }
  };

  return (
    <form role="search" onSubmit={onSubmit} aria-label={t('common.placeSearch.form')} noValidate>
      <Text
        component="label"
        htmlFor={inputId}
        className={hideLabel ? 'visually-hidden' : undefined}
        fw={600}
        size={size}
        display="block"
        mb={6}
      >
        {label ?? t('common.placeSearch.label')}
      </Text>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <div className={classes.field}>
          <TextInput
            id={inputId}
            size={size}
            placeholder={placeholder ?? t('common.placeSearch.placeholder')}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              combobox.typed();
              if (error) setError(null);
            }}
            error={error}
            {...combobox.inputProps}
          />
          {combobox.list}
        </div>
        <Button type="submit" size={size} loading={searching}>
          {t('common.placeSearch.submit')}
        </Button>
      </Group>
    </form>
  );
}
