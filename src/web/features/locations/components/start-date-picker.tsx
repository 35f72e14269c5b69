import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from '../../../lib/i18n';
import type { IsoDate } from '../../../../domain/dates';

type StartDatePickerProps = { value: IsoDate; onChange: (date: IsoDate) => void };

/** Loaded on demand: @mantine/dates and dayjs stay out of every other page's download. */
export default function StartDatePicker({ value, onChange }: StartDatePickerProps) {
  const { t } = useTranslation();
  return (
    <DatePickerInput
      label={t('stays.calendar.startDate')}
      value={value}
      onChange={(date) => {
        if (date) onChange(date);
      }}
      valueFormat="DD/MM/YYYY"
      firstDayOfWeek={0}
      // Mantine paints weekends red, which is too faint on white to read well.
      weekendDays={[]}
      w={200}
      popoverProps={{ withinPortal: true }}
      ariaLabels={{
        previousMonth: t('stays.calendar.previousMonth'),
        nextMonth: t('stays.calendar.nextMonth'),
        previousYear: t('stays.calendar.previousYear'),
        nextYear: t('stays.calendar.nextYear'),
        previousDecade: t('stays.calendar.previousDecade'),
        nextDecade: t('stays.calendar.nextDecade'),
        monthLevelControl: t('stays.calendar.chooseMonth'),
        yearLevelControl: t('stays.calendar.chooseYear'),
      }}
    />
  );
}
