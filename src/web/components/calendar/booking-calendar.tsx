// The booking calendar as a guest sees it (spec section 2, "Booking calendar"): 28 tiles a site, each
// available, selected, booked, day-booked, unavailable or gone, with the key to the states. Shared by
// the location page (where a guest selects nights: features/locations) and the property form's
// preview (read-only: features/hosting), so the host sees exactly what a guest will, and, on the
// nights a synced calendar blocks, which calendar blocks them (a guest sees only "Unavailable").

import { useId } from 'react';
import { Box, Group, Skeleton, Text, Title, VisuallyHidden, type TitleOrder } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { NIGHT_STATES, type NightState } from '../../../domain/availability';
import type { IsoDate } from '../../../domain/dates';
import { formatCents } from '../../lib/money';
import { dayMonth, shortWeekday, stateLabel, tileAccessibleName } from './calendar-model';
import classes from './booking-calendar.module.css';

/** A night as the availability call (or the domain's computeAvailability) gives it. */
export type CalendarNight = { date: IsoDate; state: NightState; price: number };
export type CalendarSite = {
  siteId: number;
  siteName: string;
  /** request: the host accepts or declines each booking (issue 26); none or instant: booked at once. */
  bookingMode?: 'instant' | 'request';
  nights: readonly CalendarNight[];
};

/** What a tile shows: the night's own state, or `selected`. */
export type TileState = NightState | 'selected';

export type TileView = {
  state: TileState;
  /** A button that selects or unselects the night. */
  selectable: boolean;
  /** Unavailable only because the night is selected on another site (spec section 5). */
  otherSite: boolean;
};

/**
 * What a tile says instead of its state's word, on the tile and to a screen reader: the host's
 * calendar names the synced calendar that blocks a night (decision 047). Guests' calendars have none.
 */
export type TileNote = { label: string; spoken: string };

/** A night as it is, for a calendar nobody selects on. */
const readOnlyView = (night: CalendarNight): TileView => ({
  state: night.state,
  selectable: false,
  otherSite: false,
});

/** What a tile shows under its date: the price (and whether it is selected), or its state. */
function TileFace({
  night,
  state,
  note,
}: {
  night: CalendarNight;
  state: TileState;
  note?: TileNote | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <span className={classes.weekday}>{shortWeekday(night.date)}</span>
      <span className={classes.date}>{dayMonth(night.date)}</span>
      {state === 'available' || state === 'selected' ? (
        <>
          <span className={classes.price}>{formatCents(night.price)}</span>
          <span className={classes.unit}>
            {state === 'selected' ? stateLabel('selected') : t('stays.calendar.perMotorhome')}
          </span>
        </>
      ) : note ? (
        <span className={`${classes.stateLabel} ${classes.note}`} title={note.label}>
          {note.label}
        </span>
      ) : (
        <span className={classes.stateLabel}>{stateLabel(state)}</span>
      )}
    </>
  );
}

/**
 * One night of one site. A night that can be selected is a toggle button (pressed when selected),
 * named by its date, site, price and state; the others are list items that say why they cannot be.
 */
function CalendarTile({
  site,
  night,
  view,
  note,
  onToggle,
}: {
  site: CalendarSite;
  night: CalendarNight;
  view: TileView;
  note?: TileNote | null;
  onToggle?: () => void;
}) {
  const name = tileAccessibleName(night, site.siteName, { otherSite: view.otherSite, spoken: note?.spoken });
  if (!view.selectable || !onToggle) {
    return (
      <li className={classes.tile} data-state={view.state} data-date={night.date} aria-label={name}>
        <TileFace night={night} state={view.state} note={note} />
      </li>
    );
  }
  return (
    <li className={classes.cell}>
      <button
        type="button"
        className={classes.tile}
        data-state={view.state}
        data-date={night.date}
        aria-pressed={view.state === 'selected'}
        onClick={onToggle}
      >
        {/* The name comes from the hidden words; the visible ones are a shorter version of them. */}
        <span aria-hidden className={classes.face}>
          <TileFace night={night} state={view.state} note={note} />
        </span>
        <VisuallyHidden>{name}</VisuallyHidden>
      </button>
    </li>
  );
}

/** The key to the tiles' states; `selected` only where nights can be selected. */
export function CalendarLegend({ withSelected = true }: { withSelected?: boolean }) {
  const { t } = useTranslation();
  const states: TileState[] = withSelected ? [...NIGHT_STATES, 'selected'] : [...NIGHT_STATES];
  return (
    <Group
      component="ul"
      gap="md"
      p={0}
      m={0}
      className={classes.legend}
      aria-label={t('stays.calendar.key')}
    >
      {states.map((state) => (
        <li key={state} className={classes.legendItem}>
          <span className={classes.swatch} data-state={state} aria-hidden />
          {stateLabel(state)}
        </li>
      ))}
    </Group>
  );
}

export function TilesSkeleton() {
  return (
    <div className={classes.grid} aria-hidden>
      {Array.from({ length: 28 }, (_, i) => (
        <Skeleton key={i} h={84} radius="sm" />
      ))}
    </div>
  );
}

/**
 * One site's nights under its name. With `view` and `onToggle` an available night is a toggle button
 * (the guest's calendar); without them every tile only shows its state (the host's preview).
 */
export function SiteNights({
  site,
  view,
  noteOf,
  onToggle,
  headingOrder = 3,
  markSite = true,
  landmark = true,
  fitColumn = false,
}: {
  site: CalendarSite;
  view?: (night: CalendarNight) => TileView;
  /** What a night's tile says instead of its state (a night a synced calendar blocks, for its host). */
  noteOf?: (night: CalendarNight) => TileNote | null;
  onToggle?: (night: CalendarNight) => void;
  headingOrder?: TitleOrder;
  /** Names the list by the site's id (data-site-id), as the location page's journeys find it. */
  markSite?: boolean;
  /** A section named by the site (the location page); not where many sites' previews may share a name. */
  landmark?: boolean;
  /** Lays the tiles out by the width of the column the calendar is in rather than the screen's. */
  fitColumn?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box
      component={landmark ? 'section' : 'div'}
      aria-labelledby={landmark ? headingId : undefined}
      className={fitColumn ? classes.fitColumn : undefined}
    >
      <Title order={headingOrder} size="h4" mb="xs" id={headingId}>
        {site.siteName}
      </Title>
      {site.bookingMode === 'request' && (
        <Text size="sm" mb="xs" data-testid="request-site">
          {t('stays.calendar.requestSite')}
        </Text>
      )}
      <ol
        className={classes.grid}
        aria-label={t('stays.calendar.nightsAt', { site: site.siteName })}
        data-site-id={markSite ? site.siteId : undefined}
      >
        {site.nights.map((night) => (
          <CalendarTile
            key={night.date}
            site={site}
            night={night}
            view={view ? view(night) : readOnlyView(night)}
            note={noteOf?.(night)}
            onToggle={onToggle ? () => onToggle(night) : undefined}
          />
        ))}
      </ol>
    </Box>
  );
}
