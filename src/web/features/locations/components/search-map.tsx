import 'leaflet/dist/leaflet.css';
import '../../../components/map/map.css';
import { useEffect, useRef } from 'react';
import { MapContainer, Marker, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { DivIcon } from 'leaflet';
import type { LocationSummary } from '../../../../domain/schemas/locations';
import { formatCents } from '../../../lib/money';
import { stayNights, type StayDates } from '../../../../domain/stay-search';
import type { LatLng } from '../../../lib/geo';
import { paths } from '../../../lib/paths';
import { markerIconFor } from './marker-icon';
import { ConfiguredTileLayer } from '../../../components/map/tile-layer';

/** radiusKm: from the centre to a corner of the visible map, once the map has been drawn. */
export type MapView = { centre: LatLng; zoom: number; radiusKm?: number };

const MOVE_DEBOUNCE_MS = 300;

/** Follows `view` when it changes from outside (a place search), without fighting the user's own panning. */
function FollowView({ view }: { view: MapView }) {
  const map = useMap();
  const { latitude, longitude } = view.centre;
  const { zoom } = view;
  useEffect(() => {
    const current = map.getCenter();
    const same =
      Math.abs(current.lat - latitude) < 1e-6 &&
      Math.abs(current.lng - longitude) < 1e-6 &&
      map.getZoom() === zoom;
    if (!same) map.setView([latitude, longitude], zoom);
  }, [map, latitude, longitude, zoom]);
  return null;
}

function ReportMoves({ onViewChange }: { onViewChange: (view: MapView) => void }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const map = useMapEvents({
    moveend: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(report, MOVE_DEBOUNCE_MS);
    },
  });
  // Searches cover what the map shows: the circle through its corners.
  function report() {
    const c = map.getCenter();
    const radiusKm = map.distance(c, map.getBounds().getNorthEast()) / 1000;
    onViewChange({ centre: { latitude: c.lat, longitude: c.lng }, zoom: map.getZoom(), radiusKm });
  }
  useEffect(() => {
    report();
    return () => clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the map is first drawn
  }, []);
  return null;
}

type MapLocation = LocationSummary & { stayTotal?: number };

function LocationMarker({
  location,
  icon,
  stay,
}: {
  location: MapLocation;
  icon: DivIcon;
  stay: StayDates | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = paths.location.href(location.id, stay);
  return (
    <Marker
      position={[location.latitude, location.longitude]}
      icon={icon}
      keyboard
      riseOnHover
      eventHandlers={{
        click: () => navigate(href),
        // Leaflet makes the marker a focusable role=button but does not act on Enter or Space itself.
        keydown: (event) => {
          const key = (event.originalEvent as KeyboardEvent).key;
          if (key !== 'Enter' && key !== ' ') return;
          event.originalEvent.preventDefault();
          navigate(href);
        },
      }}
    >
      <Tooltip direction="top" className="stopover-tooltip" opacity={1}>
        {location.image && <img src={location.image} alt="" />}
        <div className="stopover-tooltip-body">
          <div>
            <strong>{location.name}</strong>
          </div>
          {location.type !== 'property' && <div>{t(`adminLocations.types.${location.type}`)}</div>}
          {stay && location.stayTotal !== undefined ? (
            <span className="stopover-tooltip-price">
              {t('common.locationCard.stayTotal', {
                total: formatCents(location.stayTotal),
                count: stayNights(stay),
              })}
            </span>
          ) : (
            location.price !== null && (
              <span className="stopover-tooltip-price">
                {t('common.locationCard.fromPerNight', { price: formatCents(location.price) })}
              </span>
            )
          )}
        </div>
      </Tooltip>
    </Marker>
  );
}

type SearchMapProps = {
  view: MapView;
  locations: MapLocation[];
  /** From a search by dates: markers show the stay's total and open the calendar at its arrival. */
  stay?: StayDates | null;
  onViewChange: (view: MapView) => void;
};

/** Fills its frame, which sets the height (the search page's CSS, by screen width). */
export default function SearchMap({ view, locations, stay = null, onViewChange }: SearchMapProps) {
  return (
    <MapContainer
      center={[view.centre.latitude, view.centre.longitude]}
      zoom={view.zoom}
      style={{ height: '100%', width: '100%' }}
      worldCopyJump
    >
      <ConfiguredTileLayer />
      <FollowView view={view} />
      <ReportMoves onViewChange={onViewChange} />
      {locations.map((location) => (
        <LocationMarker key={location.id} location={location} icon={markerIconFor(location)} stay={stay} />
      ))}
    </MapContainer>
  );
}
