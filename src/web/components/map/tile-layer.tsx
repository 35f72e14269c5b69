import { useState } from 'react';
import { TileLayer } from 'react-leaflet';
import { useTranslation } from '../../lib/i18n';
import { FALLBACK_CLIENT_CONFIG, useConfig } from '../../lib/queries/get-config';
import classes from './map.module.css';

/**
 * The configured base map. Tiles may fail (offline, blocked tile server): markers and circles are
 * drawn regardless, and a small note says why the background is blank.
 */
export function ConfiguredTileLayer() {
  const { t } = useTranslation();
  const config = useConfig();
  const [failed, setFailed] = useState(false);
  const tiles = config.data ?? (config.isError ? FALLBACK_CLIENT_CONFIG : null);
  if (!tiles) return null;
  return (
    <>
      <TileLayer
        key={tiles.tileUrl}
        url={tiles.tileUrl}
        attribution={tiles.tileAttribution}
        eventHandlers={{ tileerror: () => setFailed(true) }}
      />
      {failed && (
        <div className={classes.tileNotice} role="status">
          {t('stays.search.tileError')}
        </div>
      )}
    </>
  );
}
