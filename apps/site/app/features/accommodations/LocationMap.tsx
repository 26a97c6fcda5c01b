import leafletCss from 'leaflet/dist/leaflet.css?url';
import type { CircleMarker as LeafletCircleMarker } from 'leaflet';
import { useCallback } from 'react';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import * as styles from './map.css.ts';
import { mapTileUrl } from './map-tiles.ts';

export interface LocationMapProps {
  latitude: number;
  longitude: number;
  /** The place's name, for the marker and the map's label. */
  name: string;
}

/**
 * The interactive map of an accommodation's location. Loaded lazily (leaflet is about 45 KB
 * gzip and needs a browser); if the tiles cannot load, the marker and controls still work and
 * the page around it is unaffected. A circle marker needs no image files.
 */
export default function LocationMap({ latitude, longitude, name }: LocationMapProps) {
  const center: [number, number] = [latitude, longitude];
  const label = `Map showing the location of ${name}`;
  // The name's label is given to leaflet with its text, not filled in by a later React commit as
  // react-leaflet's <Tooltip> does: growing around its text after it was placed moved the
  // label's arrow, a layout shift (docs/decisions.md#no-layout-shift). A text node, never HTML.
  // Bound as the marker mounts (MapContainer draws its children a commit after the map), before
  // leaflet adds it to the map, where a permanent label opens.
  const labelMarker = useCallback(
    (layer: LeafletCircleMarker | null) => {
      if (!layer) return;
      const text = document.createElement('span');
      text.textContent = name;
      layer.bindTooltip(text, { permanent: true, direction: 'top', offset: [0, -10] });
      return () => {
        layer.unbindTooltip();
      };
    },
    [name],
  );
  return (
    <>
      {/* Linked here, not bundled: leaflet's CSS reaches the browser only with the map. */}
      <link rel="stylesheet" href={leafletCss} precedence="default" />
      <MapContainer
        center={center}
        zoom={10}
        scrollWheelZoom={false}
        style={{ height: '100%', width: '100%' }}
        // MapContainer passes no ARIA props to its element. Leaflet makes the element a Tab stop
        // (arrow keys pan, + and - zoom): a named region says what it is.
        ref={(map) => {
          const element = map?.getContainer();
          element?.setAttribute('role', 'region');
          element?.setAttribute('aria-label', label);
        }}
      >
        <TileLayer
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
          url={mapTileUrl}
        />
        <CircleMarker
          ref={labelMarker}
          center={center}
          radius={10}
          pathOptions={{ className: styles.marker, fillOpacity: 0.9, weight: 2 }}
        />
      </MapContainer>
    </>
  );
}
