import { Trans, useLingui } from '@lingui/react/macro';
import { NavigationControl, type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { APPROXIMATE_RADIUS_KM, type GeoPoint } from '@/entities/vehicle';
import { createBaseMap } from '@/shared/ui/base-map';
import { circleAround } from '../model/circle-around';
import * as css from './vehicle-details.css';

export interface LocationMapProps {
  point: GeoPoint;
  /** Exact: a pin on the place. Approximate: a circle around the rounded point, never a pin. */
  exact: boolean;
}

// Theme colours as values: maplibre paints on a canvas and reads no CSS variables.
const BRAND = '#1f5136';
const AREA_FILL = 'rgba(31, 81, 54, 0.18)';
/** The circle is never drawn smaller than this, so the area shows when zoomed out. */
const MIN_RADIUS_PX = 18;
/** Metres per pixel at zoom 0 on the equator (512-pixel tiles). */
const METRES_PER_PIXEL_Z0 = 78_271.517;

/**
 * The circle's radius in pixels by zoom: true to APPROXIMATE_RADIUS_KM when zoomed in, never
 * under MIN_RADIUS_PX (maplibre's `circle` layer is sized in pixels).
 */
function radiusByZoom(lat: number): unknown[] {
  const pxAtZoom0 = (APPROXIMATE_RADIUS_KM * 1000) / (METRES_PER_PIXEL_Z0 * Math.cos((lat * Math.PI) / 180));
  const zoomAtMin = Math.log2(MIN_RADIUS_PX / pxAtZoom0);
  return ['interpolate', ['exponential', 2], ['zoom'], 0, MIN_RADIUS_PX, zoomAtMin, MIN_RADIUS_PX, 20, pxAtZoom0 * 2 ** 20];
}

/** Where the vehicle is, on the offline base map (000 §6): loaded only when its section nears the screen. */
export default function LocationMap({ point, exact }: LocationMapProps) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let map: MapLibreMap;
    try {
      map = createBaseMap({
        container: element,
        center: [point.lng, point.lat],
        // Far enough out for a coast or a border to place the town (the base map has no streets or names).
        zoom: exact ? 10 : 7,
        minZoom: 4,
        maxZoom: exact ? 14 : 12,
        // The page scrolls under a finger or a wheel; the buttons zoom.
        scrollZoom: false,
        dragRotate: false,
        touchZoomRotate: false,
        touchPitch: false,
        pitchWithRotate: false,
        keyboard: false,
        locale: { 'Map.Title': exact ? t`Map of the vehicle’s location` : t`Map of the area where the vehicle is`, 'NavigationControl.ZoomIn': t`Zoom in`, 'NavigationControl.ZoomOut': t`Zoom out` },
      });
    } catch {
      // No WebGL: the town and the sentence under the map still say where.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setFailed(true);
      return undefined;
    }
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.on('load', () => {
      if (exact) {
        map.addSource('vehicle', { type: 'geojson', data: { type: 'Point', coordinates: [point.lng, point.lat] } });
        map.addLayer({ id: 'vehicle', type: 'circle', source: 'vehicle', paint: { 'circle-radius': 8, 'circle-color': BRAND, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 3 } });
        return;
      }
      map.addSource('area', { type: 'geojson', data: { type: 'Polygon', coordinates: [circleAround(point, APPROXIMATE_RADIUS_KM)] } });
      map.addSource('centre', { type: 'geojson', data: { type: 'Point', coordinates: [point.lng, point.lat] } });
      // The area: a circle in pixels while zoomed out, the 1 km polygon itself when zoomed in.
      map.addLayer({
        id: 'area-marker',
        type: 'circle',
        source: 'centre',
        paint: { 'circle-radius': radiusByZoom(point.lat) as never, 'circle-color': AREA_FILL, 'circle-stroke-color': BRAND, 'circle-stroke-width': 2 },
      });
      map.addLayer({ id: 'area-line', type: 'line', source: 'area', minzoom: 12, paint: { 'line-color': BRAND, 'line-width': 2 } });
    });
    return () => map.remove();
    // The point's numbers, not its object: the page makes a new one on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [point.lat, point.lng, exact, t]);

  return (
    <div className={css.map} data-testid="vehicle-location-map" data-exact={exact}>
      <div ref={container} className={css.mapCanvas} />
      {failed && (
        <p className={css.mapFallback}>
          <Trans>The map cannot be shown in this browser.</Trans>
        </p>
      )}
    </div>
  );
}
