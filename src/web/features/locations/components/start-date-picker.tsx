import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import type { IsoDate } from '../../../../domain/dates';

type StartDatePickerProps = { value: IsoDate; onChange: (date: IsoDate) => void };

/** Loaded on demand: @mantine/dates and dayjs stay out of every other page's download. */
export default function StartDatePicker({ value, onChange }: StartDatePickerProps) {
  return (
    <DatePickerInput
      label="Start date"
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
        previousMonth: 'Previous month',
        nextMonth: 'Next month',
        previousYear: 'Previous year',
        nextYear: 'Next year',
        previousDecade: 'Previous decade',
        nextDecade: 'Next decade',
        monthLevelControl: 'Choose a month',
        yearLevelControl: 'Choose a year',
      }}
    />
  );
}
