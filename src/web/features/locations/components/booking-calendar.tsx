import { lazy, Suspense, useState } from 'react';
import { Alert, Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { NIGHT_STATES, type NightState } from '../../../../domain/availability';
import { calendarStart, formatDisplayDate, todayInAuckland, type IsoDate } from '../../../../domain/dates';
import { formatCents } from '../../../../domain/money';
import type { Availability } from '../../../../domain/schemas/locations';
import { useAvailability } from '../api/get-availability';
import { dayMonth, shortWeekday, stateLabel, tileAccessibleName, windowEnd } from './calendar-model';
import classes from './booking-calendar.module.css';

const StartDatePicker = lazy(() => import('./start-date-picker'));

type Night = Availability['sites'][number]['nights'][number];

/**
 * One night of one site. Read-only today; booking will make available tiles toggle buttons
 * (a `selectable` prop on BookingCalendar, passed down with the selection and a toggle handler).
 */
function CalendarTile({ night }: { night: Night }) {
  const { t } = useTranslation();
  return (
    <li
      className={classes.tile}
      data-state={night.state}
      data-date={night.date}
      aria-label={tileAccessibleName(night)}
    >
      <span className={classes.weekday}>{shortWeekday(night.date)}</span>
      <span className={classes.date}>{dayMonth(night.date)}</span>
      {night.state === 'available' ? (
        <>
          <span className={classes.price}>{formatCents(night.price)}</span>
          <span className={classes.unit}>{t('stays.calendar.perMotorhome')}</span>
        </>
      ) : (
        <span className={classes.stateLabel}>{stateLabel(night.state)}</span>
      )}
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
      {NIGHT_STATES.map((state: NightState) => (
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

/** 28 nights per site from a start date the guest picks; prices per motorhome. */
export function BookingCalendar({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const [today] = useState(() => todayInAuckland());
  const [picked, setPicked] = useState<IsoDate>(today);
  const start = calendarStart(picked, today);
  const end = windowEnd(start);
  const availability = useAvailability(locationId, start, end);

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
                <CalendarTile key={night.date} night={night} />
              ))}
            </ol>
          </Box>
        ))
      )}
    </Stack>
  );
}
