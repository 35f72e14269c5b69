import 'leaflet/dist/leaflet.css';
import './map.css';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import L from 'leaflet';
import { Button, Group, Text } from '@mantine/core';
import { MapContainer, Marker } from 'react-leaflet';
import { ConfiguredTileLayer } from './tile-layer';
import { escapeHtml, MARKER_ANCHOR, MARKER_SIZE, PIN_SVG } from './marker';
import classes from './map.module.css';

export type Pin = { latitude: number; longitude: number };

/** What the map says, in the caller's words (a property's gate, a campsite's entrance). */
export type PinMapTexts = {
  /** The pin's accessible name. */
  pin: string;
  hint: string;
  /** The pin's position, read out as it moves. */
  coordinates: (latitude: string, longitude: string) => string;
  move: string;
  north: string;
  south: string;
  east: string;
  west: string;
};

/** Spec section 9: the editor map zooms from 3 to 18. */
const MIN_ZOOM = 3;
const MAX_ZOOM = 18;
/** How far one arrow key or button moves the pin, in screen pixels (so it suits every zoom). */
const STEP_PX = 8;
const BIG_STEP_PX = 48;

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/**
 * A map with one pin to drag to a place's gate or entrance (the property editor's, a non-product
 * listing's; lazy: Leaflet loads only with the form). Keyboard users focus the pin and move it with
 * the arrow keys, or use the four buttons under the map; the pin's coordinates are read out as they
 * change.
 */
export default function PinMap({
  pin,
  onMove,
  centreKey,
  zoom,
  texts,
}: {
  pin: Pin;
  onMove: (pin: Pin) => void;
  /** Changes when the pin was put somewhere new (an address picked): the map moves there. */
  centreKey: number;
  /** The zoom the map opens at, and goes back to on each new address. */
  zoom: number;
  texts: PinMapTexts;
}) {
  const [map, setMap] = useState<L.Map | null>(null);
  const label = texts.pin;
  // One icon object: a new one would rebuild the pin's element and take the keyboard focus away.
  const icon = useMemo(
    () =>
      L.divIcon({
        className: 'stopover-marker stopover-pin',
        html: `${PIN_SVG}<span class="visually-hidden">${escapeHtml(label)}</span>`,
        iconSize: MARKER_SIZE,
        iconAnchor: MARKER_ANCHOR,
      }),
    [label],
  );

  // A newly picked address: show it, at the zoom a gate can be found at.
  const firstCentre = useRef(centreKey);
  useEffect(() => {
    if (!map || centreKey === firstCentre.current) return;
    firstCentre.current = centreKey;
    map.setView([pin.latitude, pin.longitude], zoom);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a new address moves the pin
  }, [map, centreKey]);

  const step = (dx: number, dy: number, big: boolean) => {
    if (!map) return;
    const size = big ? BIG_STEP_PX : STEP_PX;
    const point = map.project([pin.latitude, pin.longitude], map.getZoom()).add([dx * size, dy * size]);
    const next = map.unproject(point, map.getZoom());
    onMove({ latitude: next.lat, longitude: next.lng });
    map.panInside(next, { padding: [MARKER_SIZE[0], MARKER_SIZE[1]] });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const arrow = ARROWS[event.key];
    if (!arrow || !(event.target as HTMLElement).closest('.stopover-pin')) return;
    // The pin moves; the map and the page stay where they are.
    event.preventDefault();
    event.stopPropagation();
    step(arrow[0], arrow[1], event.shiftKey);
  };

  return (
    <div>
      <div className={classes.pinMap} onKeyDown={onKeyDown}>
        <MapContainer
          ref={setMap}
          center={[pin.latitude, pin.longitude]}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          scrollWheelZoom={false}
          style={{ height: '100%', width: '100%' }}
        >
          <ConfiguredTileLayer />
          <Marker
            position={[pin.latitude, pin.longitude]}
            icon={icon}
            draggable
            keyboard
            autoPan
            eventHandlers={{
              dragend: (event) => {
                const { lat, lng } = (event.target as L.Marker).getLatLng();
                onMove({ latitude: lat, longitude: lng });
              },
            }}
          />
        </MapContainer>
      </div>
      <Text size="sm" c="dimmed" mt={6}>
        {texts.hint}
      </Text>
      <Group justify="space-between" align="center" gap="xs" mt={6} wrap="wrap">
        <Text size="sm" role="status" data-testid="pin-coordinates">
          {texts.coordinates(pin.latitude.toFixed(5), pin.longitude.toFixed(5))}
        </Text>
        <Group gap={4} role="group" aria-label={texts.move} wrap="nowrap">
          <PinButton label={texts.west} symbol="←" onClick={(big) => step(-1, 0, big)} />
          <PinButton label={texts.north} symbol="↑" onClick={(big) => step(0, -1, big)} />
          <PinButton label={texts.south} symbol="↓" onClick={(big) => step(0, 1, big)} />
          <PinButton label={texts.east} symbol="→" onClick={(big) => step(1, 0, big)} />
        </Group>
      </Group>
    </div>
  );
}

function PinButton({
  label,
  symbol,
  onClick,
}: {
  label: string;
  symbol: string;
  onClick: (big: boolean) => void;
}) {
  return (
    <Button
      variant="default"
      size="xs"
      px={10}
      aria-label={label}
      title={label}
      onClick={(event) => onClick(event.shiftKey)}
    >
      <span aria-hidden>{symbol}</span>
    </Button>
  );
}
