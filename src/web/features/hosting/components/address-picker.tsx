import { TextInput } from '@mantine/core';
import type { Place } from '../../../../domain/schemas/locations';
import { usePlaceCombobox } from '../../../components/place-search';
import placeClasses from '../../../components/place-search.module.css';
import { useTranslation } from '../../../lib/i18n';

/**
 * The property's address box (spec section 5): suggestions from GET /v1/places, New Zealand only,
 * while typing; the address counts once one of them is picked (mouse, or arrow keys and Enter).
 * Typing again drops the pick, so the position always comes from a suggestion or the pin.
 * The place search's combobox, inside the property form rather than a form of its own.
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
  const combobox = usePlaceCombobox({
    text: value,
    onChoose: onPick,
    listLabel: t('propertyForm.address.suggestions'),
    enterPicksFirst: true,
  });

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
          combobox.typed();
        }}
        error={error}
        {...combobox.inputProps}
      />
      {combobox.list}
    </div>
  );
}
