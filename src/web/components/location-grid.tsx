import type { LocationSummary } from '../../domain/schemas/locations';
import { LOCATIONS_GRID_COLUMNS } from '../../domain/constants';
import type { StayDates } from '../../domain/stay-search';
import { Columns, type ColumnsCols } from './columns';
import { LocationCard } from './location-card';

/** Search results: up to 8 per row on wide screens, fewer as the screen narrows. */
export const SEARCH_GRID_COLS: ColumnsCols = {
  base: 1,
  xs: 2,
  sm: 3,
  md: 4,
  lg: 6,
  xl: LOCATIONS_GRID_COLUMNS,
};
/** Rows of cards inside content pages, which sit in a narrower column. */
export const CONTENT_GRID_COLS: ColumnsCols = { base: 1, xs: 2, sm: 3, md: 4 };

type LocationGridProps = {
  locations: (LocationSummary & { stayTotal?: number })[];
  label: string;
  cols?: ColumnsCols;
  /** From a search by dates: each card shows the stay's total (decision 020). */
  stay?: StayDates | null;
  /** How many of the first cards load their photo at once: those on the first screen. */
  eagerImages?: number;
};

export function LocationGrid({
  locations,
  label,
  cols = SEARCH_GRID_COLS,
  stay,
  eagerImages = 0,
}: LocationGridProps) {
  return (
    <Columns component="ul" aria-label={label} cols={cols} spacing="md">
      {locations.map((location, index) => (
        <li key={location.id}>
          <LocationCard location={location} stay={stay} eagerImage={index < eagerImages} />
        </li>
      ))}
    </Columns>
  );
}
