import { useMemo, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { formatDisplayDate, todayInAuckland, type IsoDate } from '../../../../domain/dates';
import type { NoticePeriod } from '../../../../domain/constants';
import { CalendarLegend, SiteNights } from '../../../components/calendar/booking-calendar';
import { previewAvailability, previewEnd, type SiteDraft } from '../lib/sites';

const NO_CLOSURES: readonly { from: IsoDate; to: IsoDate }[] = [];

/** The site with synced calendars' nights as 0-space Date Range rules after its own. */
function withClosures(site: SiteDraft, closures: readonly { from: IsoDate; to: IsoDate }[]): SiteDraft {
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
 * tiles, read-only. A rule the host adds shows on its nights at once.
 */
export function CalendarPreview({
  site,
  noticePeriod,
  closures = NO_CLOSURES,
}: {
  site: SiteDraft;
  noticePeriod: NoticePeriod;
  /** Nights synced calendars block (decision 047): closed after the host's own rules, as the server does. */
  closures?: readonly { from: IsoDate; to: IsoDate }[];
}) {
  const { t } = useTranslation();
  const [today] = useState(() => todayInAuckland());
  const nights = useMemo(
    () => previewAvailability(withClosures(site, closures), today, noticePeriod),
    [site, closures, today, noticePeriod],
  );
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
