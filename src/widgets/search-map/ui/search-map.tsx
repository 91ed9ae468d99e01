import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { LngLatBounds, Marker, NavigationControl, Popup, type Map as MapLibreMap, type MapLibreEvent } from 'maplibre-gl';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { Link } from '@/shared/ui/link';
import { createBaseMap } from '@/shared/ui/base-map';
import { BASE_MAP_AREA, MARKETPLACE_AREA, boundsAround, normalizeBounds, sameBounds, type MapBounds } from '../model/bounds';
import { priceMarkers, type MapVehicle, type PriceMarkerModel } from '../model/markers';
import * as css from './search-map.css';

/** A search after the user stops moving, not on every frame of a drag. */
export const MOVE_DEBOUNCE_MS = 400;
const FIT_PADDING = 40;

export interface SearchMapProps {
  vehicles: readonly MapVehicle[];
  /** The box to show (the `mapBounds` filter); without it the map fits the vehicles. */
  bounds?: MapBounds;
  /** The box the user moved to, when "Search when I move the map" is on. */
  onBoundsChange: (bounds: MapBounds) => void;
  /** Vehicle links open in a new tab, as cards in search results do on large screens. */
  openInNewTab?: boolean;
  className?: string;
}

const toLngLatBounds = (bounds: MapBounds) => new LngLatBounds([bounds.west, bounds.south], [bounds.east, bounds.north]);

function boundsOf(map: MapLibreMap): MapBounds {
  const box = map.getBounds();
  return normalizeBounds({ north: box.getNorth(), east: box.getEast(), south: box.getSouth(), west: box.getWest() });
}

/** The search results on a map of the marketplace's countries, drawn offline from bundled shapes. */
export default function SearchMap({ vehicles, bounds, onBoundsChange, openInNewTab = false, className }: SearchMapProps) {
  const { t } = useLingui();
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [failed, setFailed] = useState(false);
  const [searchOnMove, setSearchOnMove] = useState(true);
  const [pendingBounds, setPendingBounds] = useState<MapBounds | null>(null);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [markerElements, setMarkerElements] = useState<ReadonlyMap<string, HTMLElement>>(new Map());
  const [popupContent] = useState(() => document.createElement('div'));

  const markers = useMemo(() => priceMarkers(vehicles), [vehicles]);
  const selected = markers.find((marker) => marker.key === selectedKey);

  // Latest values for the map's event handlers, which are bound once.
  const latest = useRef({ onBoundsChange, searchOnMove, markers });
  useEffect(() => {
    latest.current = { onBoundsChange, searchOnMove, markers };
  });
  const lastReported = useRef<MapBounds | undefined>(bounds);
  const userMoved = useRef(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const start = bounds ?? boundsAround(latest.current.markers.map(({ lngLat: [lng, lat] }) => ({ lng, lat }))) ?? MARKETPLACE_AREA;
    let created: MapLibreMap;
    try {
      created = createBaseMap({
        container,
        bounds: toLngLatBounds(start),
        fitBoundsOptions: { padding: FIT_PADDING, maxZoom: 11 },
        maxBounds: toLngLatBounds(BASE_MAP_AREA),
        maxZoom: 14,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        locale: {
          'Map.Title': t`Map of the search results`,
          'NavigationControl.ZoomIn': t`Zoom in`,
          'NavigationControl.ZoomOut': t`Zoom out`,
          'Popup.Close': t`Close`,
        },
      });
    } catch {
      // No WebGL (old browser, blocked GPU): the list still works, the map says why it is missing.
      // Only the map's constructor knows, so the state is set here, once.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setFailed(true);
      return;
    }
    created.touchZoomRotate.disableRotation();
    created.keyboard.disableRotation();
    created.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
    // The map is created once; later `bounds` and vehicles are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Only the user's own moves search: programmatic moves (fitting the results) have no original event.
  useEffect(() => {
    if (!map) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMoveEnd = (event: MapLibreEvent<MouseEvent | TouchEvent | WheelEvent | KeyboardEvent | undefined>) => {
      if (!event.originalEvent) return;
      userMoved.current = true;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const next = boundsOf(map);
        if (!latest.current.searchOnMove) {
          setPendingBounds(next);
          return;
        }
        lastReported.current = next;
        latest.current.onBoundsChange(next);
      }, MOVE_DEBOUNCE_MS);
    };
    map.on('moveend', onMoveEnd);
    return () => {
      clearTimeout(timer);
      map.off('moveend', onMoveEnd);
    };
  }, [map]);

  // A box from outside (the URL, a cleared filter) moves the map, unless it is the one just reported.
  useEffect(() => {
    if (!map || !bounds || sameBounds(bounds, lastReported.current)) return;
    lastReported.current = bounds;
    map.fitBounds(toLngLatBounds(bounds), { padding: 0, animate: false });
  }, [map, bounds]);

  // Without a box, the first results decide what the map shows; after the user moves, the map stays.
  useEffect(() => {
    if (!map || bounds || userMoved.current) return;
    const around = boundsAround(markers.map(({ lngLat: [lng, lat] }) => ({ lng, lat })));
    if (around) map.fitBounds(toLngLatBounds(around), { padding: FIT_PADDING, maxZoom: 11, animate: false });
  }, [map, bounds, markers]);

  // One maplibre marker per vehicle; React renders the button into the marker's element.
  const mapMarkers = useRef(new Map<string, Marker>());
  useEffect(() => {
    if (!map) return;
    const current = mapMarkers.current;
    const wanted = new Set(markers.map((marker) => marker.key));
    for (const [key, marker] of current) {
      if (!wanted.has(key)) {
        marker.remove();
        current.delete(key);
      }
    }
    for (const model of markers) {
      const existing = current.get(model.key);
      if (existing) {
        existing.setLngLat(model.lngLat);
        continue;
      }
      const element = document.createElement('div');
      current.set(model.key, new Marker({ element, anchor: 'bottom' }).setLngLat(model.lngLat).addTo(map));
    }
    setMarkerElements(new Map([...current].map(([key, marker]) => [key, marker.getElement()])));
  }, [map, markers]);
  useEffect(() => {
    const current = mapMarkers.current;
    return () => {
      current.forEach((marker) => marker.remove());
      current.clear();
    };
  }, []);

  // The popup of the selected vehicle, with the link to its page.
  useEffect(() => {
    if (!map || !selected) return;
    const popup = new Popup({ offset: 28, maxWidth: '16rem', closeOnClick: true, focusAfterOpen: true })
      .setLngLat(selected.lngLat)
      .setDOMContent(popupContent)
      .addTo(map);
    const onClose = () => setSelectedKey((key) => (key === selected.key ? null : key));
    popup.on('close', onClose);
    return () => {
      popup.off('close', onClose);
      popup.remove();
    };
  }, [map, selected, popupContent]);

  const searchHere = () => {
    if (!pendingBounds) return;
    lastReported.current = pendingBounds;
    onBoundsChange(pendingBounds);
    setPendingBounds(null);
  };

  return (
    <div className={className ? `${css.root} ${className}` : css.root}>
      <div ref={containerRef} className={css.canvas} />
      {failed ? (
        <p className={css.fallback}>
          <Trans>The map cannot be shown in this browser. The list shows every result.</Trans>
        </p>
      ) : (
        <div className={css.toolbar}>
          <div className={css.toolbarPanel}>
            <Checkbox
              label={t`Search when I move the map`}
              checked={searchOnMove}
              onCheckedChange={(checked) => {
                setSearchOnMove(checked);
                if (checked) searchHere();
              }}
            />
          </div>
          {!searchOnMove && pendingBounds && (
            <Button size="sm" onClick={searchHere}>
              <Trans>Search this area</Trans>
            </Button>
          )}
        </div>
      )}
      {markers.map((marker) => {
        const element = markerElements.get(marker.key);
        return element ? createPortal(<PriceMarker marker={marker} open={marker.key === selectedKey} onOpen={setSelectedKey} />, element, marker.key) : null;
      })}
      {selected &&
        createPortal(
          <div className={css.popup}>
            <span className={css.popupPrice}>{selected.priceLabel}</span>
            <Link to={selected.href} {...(openInNewTab ? { target: '_blank', rel: 'noopener' } : {})}>
              <Trans>View vehicle</Trans>
            </Link>
          </div>,
          popupContent,
        )}
    </div>
  );
}

function PriceMarker({ marker, open, onOpen }: { marker: PriceMarkerModel; open: boolean; onOpen: (key: string) => void }) {
  const { t } = useLingui();
  const price = marker.priceLabel;
  return (
    <button
      type="button"
      className={css.priceMarker}
      aria-label={t`${price}, show vehicle`}
      aria-expanded={open}
      onClick={() => onOpen(marker.key)}
    >
      {price}
    </button>
  );
}
