import { lazy, Suspense, useState } from 'react';
import { Group, TextInput } from '@mantine/core';
import { formatDisplayDate, todayInAuckland } from '../../domain/dates';
import { useTranslation } from '../lib/i18n';
import { useHydrated } from '../lib/use-hydrated';
import type { StayDateField, StayDatesProps } from './stay-dates-props';
import classes from './stay-dates.module.css';

// The calendar (@mantine/dates, dayjs and a positioning library) is loaded on demand, as the
// booking calendar's date picker is (decision 004): on the home page only when the visitor reaches
// for a date field, so that it stays out of the first render's budget.
const loadPicker = () => import('./stay-dates-picker');
const StayDatesPicker = lazy(loadPicker);

/** Arrival and departure fields: typed as DD/MM/YYYY or picked from a calendar. */
export function StayDates({ deferred = false, ...props }: StayDatesProps) {
  const { t } = useTranslation();
  // A page drawn on the server shows the stand-in first and gets the calendar once the app has
  // taken it over (decision 026).
  const hydrated = useHydrated();
  const [reachedFor, setReachedFor] = useState(false);
  const wanted = reachedFor || (!deferred && hydrated);
  // The field reached for before the calendar arrived: it gets the focus once it has.
  const [focusField, setFocusField] = useState<StayDateField | null>(null);
  const [today] = useState(() => todayInAuckland());
  const legend = props.legend ?? t('common.stayDates.legend');
  const reachFor = (field: StayDateField) => {
    setFocusField(field);
    setReachedFor(true);
  };

  // Until the calendar is there, read-only fields that look and read the same stand in for it.
  const standIn = (
    <fieldset className={classes.fieldset} onPointerEnter={() => void loadPicker()}>
      <legend className={props.hideLegend ? 'visually-hidden' : classes.legend}>{legend}</legend>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        {(['arrival', 'departure'] as const).map((field) => {
          const date = props.value[field];
          return (
            <TextInput
              key={field}
              className={classes.field}
              size={props.size}
              label={t(`common.stayDates.${field}`)}
              placeholder={t('common.stayDates.format')}
              value={date ? formatDisplayDate(date) : ''}
              error={props.problem?.field === field ? t(props.problem.code, props.problem.params) : undefined}
              readOnly
              onFocus={() => reachFor(field)}
              onPointerDown={() => reachFor(field)}
              data-stay-date={field}
            />
          );
        })}
      </Group>
    </fieldset>
  );

  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <StayDatesPicker {...props} legend={legend} today={today} focusField={focusField} />
    </Suspense>
  );
}
