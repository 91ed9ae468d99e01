import { Trans, useLingui } from '@lingui/react/macro';
import { NavigationControl, type GeoJSONSource, type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { createBaseMap } from '@/shared/ui/base-map';
import * as css from './vehicle-editor.css';

export interface LocationPinMapProps {
  point: { lat: number; lng: number };
  /** The owner clicked or tapped the map: the pin's new place. */
  onMove: (point: { lat: number; lng: number }) => void;
}

// Theme colours as values: maplibre paints on a canvas and reads no CSS variables.
const BRAND = '#1f5136';
/** About a metre: more would only be noise in the stored point. */
const DECIMALS = 5;
const rounded = (value: number) => Number(value.toFixed(DECIMALS));

/**
 * The owner's exact pick-up place on the offline base map (000 §6: the owner sees the exact
 * location): a pin, moved by a click or a tap. Loaded with the location step, never with the page.
 */
export default function LocationPinMap({ point, onMove }: LocationPinMapProps) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const move = useRef(onMove);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    move.current = onMove;
  }, [onMove]);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let created: MapLibreMap;
    try {
      created = createBaseMap({
        container: element,
        center: [point.lng, point.lat],
        // The base map has coasts and borders, no streets: close enough to place the pin by the town.
        zoom: 11,
        minZoom: 4,
        maxZoom: 16,
        dragRotate: false,
        touchPitch: false,
        pitchWithRotate: false,
        // The page scrolls under a wheel; the buttons zoom.
        scrollZoom: false,
        locale: { 'Map.Title': t`Map of your vehicle’s pick-up place`, 'NavigationControl.ZoomIn': t`Zoom in`, 'NavigationControl.ZoomOut': t`Zoom out` },
      });
    } catch {
      // No WebGL: the town still places the vehicle; the sentence under the map says so.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setFailed(true);
      return undefined;
    }
    map.current = created;
    created.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    created.on('load', () => {
      created.addSource('pin', { type: 'geojson', data: { type: 'Point', coordinates: [point.lng, point.lat] } });
      created.addLayer({ id: 'pin', type: 'circle', source: 'pin', paint: { 'circle-radius': 9, 'circle-color': BRAND, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 3 } });
    });
    created.on('click', (event) => move.current({ lat: rounded(event.lngLat.lat), lng: rounded(event.lngLat.lng) }));
    return () => {
      map.current = null;
      created.remove();
    };
    // Made once: a new point moves the pin (below), it does not rebuild the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t]);

  // A new town (or a click) moves the pin; a new town also moves the view to it.
  useEffect(() => {
    const current = map.current;
    const source = current?.getSource<GeoJSONSource>('pin');
    if (!current || !source) return;
    source.setData({ type: 'Point', coordinates: [point.lng, point.lat] });
    if (!current.getBounds().contains([point.lng, point.lat])) current.jumpTo({ center: [point.lng, point.lat] });
  }, [point.lat, point.lng]);

  return (
    <div className={css.pinMap} data-testid="location-pin-map">
      <div ref={container} className={css.pinMapCanvas} />
      {failed && (
        <p className={css.pinMapFallback}>
          <Trans>The map cannot be shown in this browser.</Trans>
        </p>
      )}
    </div>
  );
}
