import 'leaflet/dist/leaflet.css';
import '../../../components/map/map.css';
import { Circle, MapContainer } from 'react-leaflet';
import { LOCATION_MAP_CIRCLE_METRES } from '../../../../domain/constants';
import { ConfiguredTileLayer } from '../../../components/map/tile-layer';

const LOCATION_MAP_ZOOM = 12;

/** The area a stay is in. A circle rather than a pin: the exact spot is shared once booked. */
export default function LocationMap({ latitude, longitude }: { latitude: number; longitude: number }) {
  return (
    <MapContainer
      center={[latitude, longitude]}
      zoom={LOCATION_MAP_ZOOM}
      scrollWheelZoom={false}
      style={{ height: 360, width: '100%', borderRadius: 12 }}
    >
      <ConfiguredTileLayer />
      <Circle
        center={[latitude, longitude]}
        radius={LOCATION_MAP_CIRCLE_METRES}
        pathOptions={{ color: '#247a41', fillColor: '#35935a', fillOpacity: 0.2, weight: 2 }}
      />
    </MapContainer>
  );
}
