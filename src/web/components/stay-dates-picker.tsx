import '@mantine/dates/styles.css';
import { useEffect, useRef } from 'react';
import { Group } from '@mantine/core';
import { DateInput, type DateInputProps } from '@mantine/dates';
import type { IsoDate } from '../../domain/dates';
import { useTranslation } from '../lib/i18n';
import { fieldBounds, parseTypedDate, withArrival } from '../lib/stay-dates';
import type { StayDateField, StayDatesProps } from './stay-dates-props';
import classes from './stay-dates.module.css';

type PickerProps = Omit<StayDatesProps, 'deferred'> & {
  legend: string;
  today: IsoDate;
  /** The field the visitor reached for before this arrived. */
  focusField: StayDateField | null;
};

/**
 * Loaded on demand by StayDates. Each field takes a typed date (DD/MM/YYYY) or a click in the
 * calendar under it; dates outside what can be searched (before today, beyond bookings' horizon,
 * a departure not after the arrival or more than 62 nights on) are not offered.
 */
export default function StayDatesPicker({
  value,
  onChange,
  problem,
  legend,
  hideLegend,
  size,
  today,
  focusField,
}: PickerProps) {
  const { t } = useTranslation();
  const arrivalInput = useRef<HTMLInputElement>(null);
  const departureInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    (focusField === 'arrival'
      ? arrivalInput
      : focusField === 'departure'
        ? departureInput
        : null
    )?.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the calendar has arrived
  }, []);
  const bounds = fieldBounds(value, today);

  const common: Partial<DateInputProps> = {
    size,
    className: classes.field,
    valueFormat: 'DD/MM/YYYY',
    dateParser: parseTypedDate,
    placeholder: t('common.stayDates.format'),
    clearable: true,
    firstDayOfWeek: 0,
    // Mantine paints weekends red, which is too faint on white to read well.
    weekendDays: [],
    popoverProps: { withinPortal: true },
    ariaLabels: {
      previousMonth: t('common.stayDates.previousMonth'),
      nextMonth: t('common.stayDates.nextMonth'),
      previousYear: t('common.stayDates.previousYear'),
      nextYear: t('common.stayDates.nextYear'),
      previousDecade: t('common.stayDates.previousDecade'),
      nextDecade: t('common.stayDates.nextDecade'),
      monthLevelControl: t('common.stayDates.chooseMonth'),
      yearLevelControl: t('common.stayDates.chooseYear'),
    },
  };
  const errorOf = (field: StayDateField) =>
    problem?.field === field ? t(problem.code, problem.params) : undefined;

  return (
    <fieldset className={classes.fieldset}>
      <legend className={hideLegend ? 'visually-hidden' : classes.legend}>{legend}</legend>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <DateInput
          {...common}
          ref={arrivalInput}
          label={t('common.stayDates.arrival')}
          value={value.arrival}
          minDate={bounds.arrival.min}
          maxDate={bounds.arrival.max}
          onChange={(date) => onChange(withArrival(value, date))}
          error={errorOf('arrival')}
          clearButtonProps={{ 'aria-label': t('common.stayDates.clearArrival') }}
          data-stay-date="arrival"
        />
        <DateInput
          {...common}
          ref={departureInput}
          label={t('common.stayDates.departure')}
          value={value.departure}
          minDate={bounds.departure.min}
          maxDate={bounds.departure.max}
          // Opens on the arrival's month when no departure is chosen yet.
          defaultDate={value.arrival ?? undefined}
          onChange={(date) => onChange({ ...value, departure: date })}
          error={errorOf('departure')}
          clearButtonProps={{ 'aria-label': t('common.stayDates.clearDeparture') }}
          data-stay-date="departure"
        />
      </Group>
    </fieldset>
  );
}
