// What the stay-dates fields take, shared by the light stand-in (stay-dates.tsx) and the calendar it
// loads on demand (stay-dates-picker.tsx), so that neither imports the other's module for its types.

import type { MantineSize } from '@mantine/core';
import type { StayDatesProblem } from '../../domain/stay-search';
import type { StayDatesValue } from '../lib/stay-dates';

export type StayDateField = 'arrival' | 'departure';

export type StayDatesProps = {
  value: StayDatesValue;
  onChange: (value: StayDatesValue) => void;
  /** A problem with the dates as given (from the URL), shown under its field. */
  problem?: StayDatesProblem | null;
  /** What the pair is; shown above the fields unless `hideLegend`. */
  legend?: string;
  hideLegend?: boolean;
  size?: MantineSize;
  /** Load the calendar only when the visitor reaches for a field (the home page). */
  deferred?: boolean;
};
