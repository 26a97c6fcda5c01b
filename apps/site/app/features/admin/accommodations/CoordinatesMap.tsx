// Loaded with React.lazy: leaflet and its CSS reach the browser only when an accommodation form
// opens (never on public pages or other admin pages). The CSS is linked by the component, not
// imported, so it stays out of the site's one stylesheet (vite.config.ts: cssCodeSplit false).
import leafletCss from 'leaflet/dist/leaflet.css?url';
import { divIcon, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, TileLayer, useMapEvent } from 'react-leaflet';
import { siteConfig } from '../../../config/site.config.ts';
import * as styles from './map.css.ts';

export interface CoordinatesMapProps {
  /** The current position, or null when none is set. */
  latitude: number | null;
  longitude: number | null;
  /** Called when the marker is dragged or the map is clicked. */
  onChange: (latitude: number, longitude: number) => void;
}

/** Six decimals (about 10 cm) is all a lodge's position needs. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * What the map does besides drawing: a click on the map places the marker there; the view keeps
 * on the marker when the coordinates are typed in the fields; and the map is named for assistive
 * technology: leaflet makes its container focusable (arrow keys pan) but gives it no role or name.
 */
function MapBehaviour({
  position,
  onChange,
}: {
  position: [number, number] | null;
  onChange: CoordinatesMapProps['onChange'];
}) {
  const map = useMapEvent('click', (event) =>
    onChange(round(event.latlng.lat), round(event.latlng.lng)),
  );
  useEffect(() => {
    if (position && !map.getBounds().contains(position)) map.panTo(position);
  }, [map, position]);
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute(
      'aria-label',
      'Map of the accommodation position. Drag the marker or click the map to move it.',
    );
  }, [map]);
  return null;
}

/**
 * The accommodation's position on a map: drag the marker or click the map to set latitude and
 * longitude; typing them in the fields moves the marker. When the map tiles cannot load (offline,
 * blocked) the marker and clicks still work and the fields remain the way to enter a position.
 */
export default function CoordinatesMap({ latitude, longitude, onChange }: CoordinatesMapProps) {
  const position: [number, number] | null =
    latitude !== null && longitude !== null ? [latitude, longitude] : null;
  const marker = useRef<LeafletMarker>(null);
  // A styled element, not leaflet's PNG marker, which needs image files the bundler cannot see.
  const icon = useMemo(
    () =>
      divIcon({
        className: styles.marker,
        html: `<span class="${styles.pin}"></span>`,
        iconSize: [24, 24],
        // The pin's sharp corner (bottom left before the rotation, so bottom centre after).
        iconAnchor: [12, 28],
      }),
    [],
  );
  const handlers = useMemo(
    () => ({
      dragend: () => {
        const point = marker.current?.getLatLng();
        if (point) onChange(round(point.lat), round(point.lng));
      },
    }),
    [onChange],
  );
  return (
    <>
      {/* React 19 puts it in <head> and shows the Suspense fallback until it has loaded. An
          empty address (Vitest resolves CSS `?url` imports to '') would make href="" point the
          stylesheet at the page itself: no link then. */}
      {leafletCss ? <link rel="stylesheet" href={leafletCss} precedence="default" /> : null}
      <MapContainer
        center={position ?? siteConfig.mapCenter}
        zoom={position ? 12 : 6}
        scrollWheelZoom={false}
        className={styles.map}
      >
        <TileLayer
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
          url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
        />
        <MapBehaviour position={position} onChange={onChange} />
        {position ? (
          <Marker
            position={position}
            draggable
            icon={icon}
            title="Accommodation position: drag to move"
            eventHandlers={handlers}
            ref={marker}
          />
        ) : null}
      </MapContainer>
    </>
  );
}
