import { Loading } from '../../../components/page-loader';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Box, Button, Container, Group, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { SEARCH_DEFAULT_LIMIT } from '../../../../domain/constants';
import { formatDisplayDate, todayInAuckland } from '../../../../domain/dates';
import type { Place } from '../../../../domain/schemas/locations';
import { LocationGrid } from '../../../components/location-grid';
import { PlaceSearch } from '../../../components/place-search';
import { StayDates } from '../../../components/stay-dates';
import { usePageTitle } from '../../../components/use-page-title';
import { formatCentre, formatTagIds, parseCentre, parseTagIds } from '../../../lib/geo';
import { usePlaces } from '../../../lib/queries/get-places';
import { useStoreReferralCode } from '../../../lib/referral';
import { useSearchLocations } from '../../../lib/queries/search-locations';
import { stayFromParams, withStayParams, type StayDatesValue } from '../../../lib/stay-dates';
import type { MapView } from '../components/search-map';
import { viewFromParams } from '../lib/search-view';
import { TagFilter } from '../components/tag-filter';
import { RuleFilters, ruleFiltersFromParams, withRuleFilterParams } from '../components/rule-filters';
import classes from '../components/locations.module.css';

const SearchMap = lazy(() => import('../components/search-map'));

/** The cards a phone shows first: their photos load at once (the rest as they scroll into view). */
const FIRST_SCREEN_PHOTOS = 2;

// The phone layout (list and map as tabs) and the wide one (map above list) are chosen by CSS, so
// the server can draw the page (decision 026); this query only decides whether to start the map.
const WIDE_QUERY = '(min-width: 48em)';

function MapFallback() {
  const { t } = useTranslation();
  return <Loading h="100%" bg="gray.1" label={t('common.loadingMap')} />;
}

export default function LocationsSearchRoute() {
  const { t } = useTranslation();
  usePageTitle(t('stays.search.title'));
  // A partner's widget opens this search with ?affiliate= (spec section 1).
  useStoreReferralCode();
  const [params, setParams] = useSearchParams();
  const cParam = params.get('c');
  const addressParam = params.get('address');
  const tags = parseTagIds(params.get('tags'));
  const ruleFilters = ruleFiltersFromParams(params);
  // ?arrival=&departure=: only places open every night of the stay, each with its total (decision 020).
  const [today] = useState(() => todayInAuckland());
  const dates = stayFromParams(params, today);
  const stay = dates.stay;
  // False on the server and while the app takes the page over; Leaflet starts after that, and on a
  // phone only when the Map tab is chosen.
  const wide = useMediaQuery(WIDE_QUERY);
  const [mobileTab, setMobileTab] = useState<string | null>('list');
  const showMap = wide || mobileTab === 'map';

  const [view, setView] = useState<MapView>(() => viewFromParams(cParam, addressParam));
  // A new ?c= (place search, back button) recentres the map; map moves themselves stay out of the URL.
  const placeKey = `${cParam ?? ''}|${addressParam ?? ''}`;
  const [seenPlace, setSeenPlace] = useState(placeKey);
  if (placeKey !== seenPlace) {
    setSeenPlace(placeKey);
    if (parseCentre(cParam)) setView(viewFromParams(cParam, addressParam));
  }

  // ?address=Wanaka alone (links from elsewhere) is geocoded once and given its ?c= centre.
  const addressPlaces = usePlaces(cParam ? '' : (addressParam ?? ''));
  const addressMatch = addressPlaces.data?.[0];
  useEffect(() => {
    if (!addressMatch) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('c', formatCentre({ latitude: addressMatch.latitude, longitude: addressMatch.longitude }));
        return next;
      },
      { replace: true },
    );
  }, [addressMatch, setParams]);

  const results = useSearchLocations({
    latitude: view.centre.latitude,
    longitude: view.centre.longitude,
    radius: view.radiusKm,
    tags,
    limit: SEARCH_DEFAULT_LIMIT,
    stay,
    rules: ruleFilters,
  });
  const locations = results.data ?? [];
  // The answer on screen may still be the previous search's while the next one loads.
  const shownStay = results.isPlaceholderData ? null : stay;
  const stayWords = stay
    ? { arrival: formatDisplayDate(stay.arrival), departure: formatDisplayDate(stay.departure) }
    : null;

  const goToPlace = (place: Place) => {
    const c = formatCentre({ latitude: place.latitude, longitude: place.longitude });
    // Also set the view directly: the same place searched again (after panning away) leaves the URL unchanged.
    setView(viewFromParams(c, place.name));
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('c', c);
        next.set('address', place.name);
        return next;
      },
      { replace: false },
    );
    if (!wide) setMobileTab('map');
  };

  const setTags = (ids: number[]) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (ids.length > 0) next.set('tags', formatTagIds(ids));
        else next.delete('tags');
        return next;
      },
      { replace: true },
    );
  };

  const setStayDates = (value: StayDatesValue) => {
    setParams((prev) => withStayParams(prev, value), { replace: true });
  };

  const map = (
    <Box className={classes.mapFrame} role="region" aria-label={t('stays.search.map')}>
      {showMap ? (
        <Suspense fallback={<MapFallback />}>
          <SearchMap view={view} locations={locations} stay={shownStay} onViewChange={setView} />
        </Suspense>
      ) : (
        <MapFallback />
      )}
      {results.isFetching && !results.isPending && (
        <div className={classes.updating} role="status">
          {t('stays.search.updating')}
        </div>
      )}
    </Box>
  );

  const list = (
    <Container
      size="100%"
      className={classes.searchContainer}
      py="lg"
      component="section"
      aria-labelledby="results-title"
    >
      <Title order={2} size="h4" mb="md" id="results-title">
        {results.isPending
          ? t('stays.search.looking')
          : results.isError && !results.data
            ? t('stays.search.results')
            : stayWords
              ? t('stays.search.countDated', { count: locations.length, ...stayWords })
              : t('stays.search.count', { count: locations.length })}
      </Title>
      {results.isError && (
        <Alert color="red" title={t('locations.fetchError')} mb="md">
          <Button variant="default" size="xs" onClick={() => void results.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Alert>
      )}
      {results.isPending ? (
        <Loading py="xl" label={t('stays.search.loadingStays')} />
      ) : locations.length > 0 ? (
        <LocationGrid
          locations={locations}
          label={t('stays.search.results')}
          stay={shownStay}
          eagerImages={FIRST_SCREEN_PHOTOS}
        />
      ) : (
        !results.isError && (
          <Text c="dimmed">
            {stayWords ? t('stays.search.noneDated', stayWords) : t('stays.search.none')}
          </Text>
        )
      )}
    </Container>
  );

  return (
    <>
      <Title order={1} className="visually-hidden">
        {t('stays.search.title')}
      </Title>
      <Box className={classes.toolbar} py="sm">
        <Container size="100%" className={classes.searchContainer}>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Box style={{ flex: '1 1 280px', maxWidth: 560 }}>
              <PlaceSearch onPlace={goToPlace} label={t('stays.search.searchLabel')} hideLabel size="sm" />
            </Box>
            <StayDates
              value={dates.value}
              onChange={setStayDates}
              problem={dates.problem}
              legend={t('stays.search.dates')}
              hideLegend
              size="sm"
            />
            <TagFilter selected={tags} onChange={setTags} />
            <RuleFilters
              value={ruleFilters}
              onChange={(filters) =>
                setParams((prev) => withRuleFilterParams(prev, filters), { replace: true })
              }
            />
          </Group>
        </Container>
      </Box>
      {/* On a phone, tabs; on a wide screen the tabs are hidden and both panels shown, map first. */}
      <Tabs value={mobileTab} onChange={setMobileTab} keepMounted keepMountedMode="display-none">
        <Tabs.List grow className={classes.viewTabs}>
          <Tabs.Tab value="list">{t('stays.search.listView')}</Tabs.Tab>
          <Tabs.Tab value="map">{t('stays.search.mapView')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="map" className={classes.viewPanel}>
          {map}
        </Tabs.Panel>
        <Tabs.Panel value="list" className={classes.viewPanel}>
          {list}
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
