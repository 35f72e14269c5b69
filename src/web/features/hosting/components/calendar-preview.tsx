import { useMemo, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { formatDisplayDate, todayInAuckland } from '../../../../domain/dates';
import type { NoticePeriod } from '../../../../domain/constants';
import { calendarsByNight, type BlockingCalendar } from '../../../../domain/calendar-sync';
import {
  CalendarLegend,
  SiteNights,
  type CalendarNight,
  type TileNote,
} from '../../../components/calendar/booking-calendar';
import { previewAvailability, previewEnd, type SiteDraft } from '../lib/sites';

const NO_CALENDARS: readonly BlockingCalendar[] = [];

/** The site with synced calendars' nights as 0-space Date Range rules after its own. */
function withClosures(site: SiteDraft, calendars: readonly BlockingCalendar[]): SiteDraft {
  const closures = calendars.flatMap((c) => c.blocked);
  if (!closures.length) return site;
  return {
    ...site,
    availabilityRules: [
      ...site.availabilityRules,
      ...closures.map((dates) => ({ type: 'Date Range' as const, dates, spaces: 0 })),
    ],
  };
}

/**
 * The 28 nights of a site from today as a guest's calendar will show them once the property is saved:
 * the domain's computeAvailability over the site as it stands in the form (its price, spaces and
 * rules, the property's notice period, no bookings), drawn by the location page's own calendar
 * tiles, read-only. A rule the host adds shows on its nights at once. A night a synced calendar
 * blocks says "Blocked by <calendar>" where a guest's says "Unavailable" (decision 047).
 */
export function CalendarPreview({
  site,
  noticePeriod,
  calendars = NO_CALENDARS,
}: {
  site: SiteDraft;
  noticePeriod: NoticePeriod;
  /** The site's synced calendars (decision 047): closed after the host's own rules, as the server does. */
  calendars?: readonly BlockingCalendar[];
}) {
  const { t } = useTranslation();
  const [today] = useState(() => todayInAuckland());
  const nights = useMemo(
    () => previewAvailability(withClosures(site, calendars), today, noticePeriod),
    [site, calendars, today, noticePeriod],
  );
  const byNight = useMemo(() => calendarsByNight(calendars), [calendars]);
  const language = currentLanguage();
  const noteOf = (night: CalendarNight): TileNote | null => {
    const names = byNight.get(night.date);
    if (!names || night.state !== 'unavailable') return null;
    const list = new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
    return {
      label: t('calendarSyncUi.tileBlockedBy', { names: list }),
      spoken: t('calendarSyncUi.spokenBlockedBy', { names: list }),
    };
  };
  const siteName = site.name.trim() || t('siteEditor.unnamed');
  return (
    <Stack gap="sm" data-testid="calendar-preview">
      <Title order={4}>{t('siteEditor.preview.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('siteEditor.preview.showing', {
          from: formatDisplayDate(today),
          to: formatDisplayDate(previewEnd(today)),
        })}
      </Text>
      {nights ? (
        <>
          <CalendarLegend withSelected={false} />
          <SiteNights
            site={{ ...nights, siteName }}
            noteOf={byNight.size ? noteOf : undefined}
            headingOrder={5}
            markSite={false}
            landmark={false}
            fitColumn
          />
        </>
      ) : (
        <Text size="sm">{t('siteEditor.preview.incomplete')}</Text>
      )}
    </Stack>
  );
}
