import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Box, Button, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { track } from '../../../lib/analytics';
import { useViewer } from '../../../lib/session';
import { NIGHT_STATES } from '../../../../domain/availability';
import {
  calendarStart,
  daysBetween,
  formatDisplayDate,
  isIsoDate,
  todayInAuckland,
  type IsoDate,
} from '../../../../domain/dates';
import { formatCents } from '../../../../domain/money';
import type { Availability } from '../../../../domain/schemas/locations';
import { useAvailability } from '../api/get-availability';
import { useSelection } from '../lib/selection-store';
import {
  reconcile,
  selectionEvent,
  tileView,
  toggleNight,
  type CalendarSite,
  type TileState,
  type TileView,
} from '../lib/selection';
import { dayMonth, shortWeekday, stateLabel, tileAccessibleName, windowEnd } from './calendar-model';
import classes from './booking-calendar.module.css';

const StartDatePicker = lazy(() => import('./start-date-picker'));

type Site = Availability['sites'][number];
type Night = Site['nights'][number];

/** What a tile shows under its date: the price (and whether it is selected), or its state. */
function TileFace({ night, state }: { night: Night; state: TileState }) {
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
  onToggle,
}: {
  site: Site;
  night: Night;
  view: TileView;
  onToggle: () => void;
}) {
  const name = tileAccessibleName(night, site.siteName, { otherSite: view.otherSite });
  if (!view.selectable) {
    return (
      <li className={classes.tile} data-state={view.state} data-date={night.date} aria-label={name}>
        <TileFace night={night} state={view.state} />
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
          <TileFace night={night} state={view.state} />
        </span>
        <VisuallyHidden>{name}</VisuallyHidden>
      </button>
    </li>
  );
}

function Legend() {
  const { t } = useTranslation();
  return (
    <Group
      component="ul"
      gap="md"
      p={0}
      m={0}
      className={classes.legend}
      aria-label={t('stays.calendar.key')}
    >
      {[...NIGHT_STATES, 'selected' as const].map((state: TileState) => (
        <li key={state} className={classes.legendItem}>
          <span className={classes.swatch} data-state={state} aria-hidden />
          {stateLabel(state)}
        </li>
      ))}
    </Group>
  );
}

function TilesSkeleton() {
  return (
    <div className={classes.grid} aria-hidden>
      {Array.from({ length: 28 }, (_, i) => (
        <Skeleton key={i} h={84} radius="sm" />
      ))}
    </div>
  );
}

/**
 * 28 nights per site from a start date the guest picks; prices per motorhome. Selecting an available
 * night adds it to the guest's selection at this location (kept in the browser), selecting it again
 * removes it; each change is an analytics event. The selection follows the calendar: nights that are
 * no longer available drop out and changed prices are taken up.
 */
export function BookingCalendar({
  locationId,
  initialDate,
}: {
  locationId: number;
  /** Where the calendar starts (the arrival of a search by dates); today when missing or past. */
  initialDate?: IsoDate | null;
}) {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const [today] = useState(() => todayInAuckland());
  const [picked, setPicked] = useState<IsoDate>(() =>
    initialDate && isIsoDate(initialDate) && daysBetween(today, initialDate) > 0 ? initialDate : today,
  );
  const start = calendarStart(picked, today);
  const end = windowEnd(start);
  const availability = useAvailability(locationId, start, end);
  const [selection, setSelection] = useSelection(locationId);

  // Placeholder data (the previous window's nights while the next loads) must not decide anything.
  const fresh = availability.isSuccess && !availability.isPlaceholderData ? availability.data : null;
  useEffect(() => {
    if (fresh) setSelection(reconcile(selection, fresh, today));
  }, [fresh, selection, setSelection, today]);

  const toggle = (site: CalendarSite, night: Night) => {
    const { selection: next, change, night: changed } = toggleNight(selection, site, night);
    if (!change || !changed) return;
    setSelection(next);
    track(change === 'added' ? 'add_to_cart' : 'remove_from_cart', viewer, selectionEvent(locationId, changed));
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <Suspense fallback={<Skeleton h={60} w={200} radius="sm" aria-hidden />}>
          <StartDatePicker value={picked} onChange={setPicked} />
        </Suspense>
        {picked !== today && (
          <Button variant="default" onClick={() => setPicked(today)}>
            {t('stays.calendar.backToToday')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('stays.calendar.showing', { from: formatDisplayDate(start), to: formatDisplayDate(end) })}
        {availability.isFetching && !availability.isPending ? t('stays.calendar.updating') : ''}
      </Text>
      <Legend />

      {availability.isPending ? (
        <TilesSkeleton />
      ) : availability.isError ? (
        <Alert color="red" title={t('stays.calendar.error')}>
          <Group gap="sm">
            <Text size="sm">{availability.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void availability.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </Group>
        </Alert>
      ) : availability.data.sites.length === 0 ? (
        <Text>{t('stays.calendar.noSites')}</Text>
      ) : (
        availability.data.sites.map((site) => (
          <Box key={site.siteId} component="section" aria-labelledby={`site-${site.siteId}`}>
            <Title order={3} size="h4" mb="xs" id={`site-${site.siteId}`}>
              {site.siteName}
            </Title>
            <ol
              className={classes.grid}
              aria-label={t('stays.calendar.nightsAt', { site: site.siteName })}
              data-site-id={site.siteId}
            >
              {site.nights.map((night) => (
                <CalendarTile
                  key={night.date}
                  site={site}
                  night={night}
                  view={tileView(selection, site.siteId, night)}
                  onToggle={() => toggle(site, night)}
                />
              ))}
            </ol>
          </Box>
        ))
      )}
    </Stack>
  );
}
