import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { track } from '../../../lib/analytics';
import { useViewer } from '../../../lib/session';
import {
  calendarStart,
  daysBetween,
  formatDisplayDate,
  isIsoDate,
  todayInAuckland,
  type IsoDate,
} from '../../../../domain/dates';
import { CalendarLegend, SiteNights, TilesSkeleton } from '../../../components/calendar/booking-calendar';
import { windowEnd } from '../../../components/calendar/calendar-model';
import { useAvailability } from '../api/get-availability';
import { useSelection } from '../lib/selection-store';
import {
  reconcile,
  selectionEvent,
  tileView,
  toggleNight,
  type CalendarNight,
  type CalendarSite,
} from '../lib/selection';

const StartDatePicker = lazy(() => import('./start-date-picker'));

/**
 * The location page's calendar: 28 nights per site from a start date the guest picks; prices per
 * motorhome. Selecting an available night adds it to the guest's selection at this location (kept in
 * the browser), selecting it again removes it; each change is an analytics event. The selection
 * follows the calendar: nights that are no longer available drop out and changed prices are taken up.
 * The tiles themselves are the shared calendar's (src/web/components/calendar).
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

  const toggle = (site: CalendarSite, night: CalendarNight) => {
    const { selection: next, change, night: changed } = toggleNight(selection, site, night);
    if (!change || !changed) return;
    setSelection(next);
    track(
      change === 'added' ? 'add_to_cart' : 'remove_from_cart',
      viewer,
      selectionEvent(locationId, changed),
    );
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
      <CalendarLegend />

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
          <SiteNights
            key={site.siteId}
            site={site}
            view={(night) => tileView(selection, site.siteId, night)}
            onToggle={(night) => toggle(site, night)}
          />
        ))
      )}
    </Stack>
  );
}
