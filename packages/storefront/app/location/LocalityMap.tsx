import { LocationIcon } from '@nirmal/design-system';
import type { Basemap } from '@nirmal/domain/contract';
import type { Map as LeafletMap } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { drawLocalitiesInView } from './localities-in-view.ts';
import { CentrePin, LOCALITY_CLASSES, MapCanvas, MapFrame } from './LocalityMap.styles.ts';
import type { MapPoint } from './map-step-props.ts';

/** Close enough to show streets and the localities' names around the pin. */
const ZOOM = 14;
/** A move smaller than this (about a centimetre) is the map answering our own setView. */
const SAME_POINT = 1e-7;

/** Lets the browser paint and answer input before the next piece of work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const samePoint = (a: MapPoint, b: MapPoint) =>
  Math.abs(a.latitude - b.latitude) < SAME_POINT && Math.abs(a.longitude - b.longitude) < SAME_POINT;

export interface LocalityMapProps {
  /** The point under the pin. */
  center: MapPoint;
  /** Called when the customer has moved the map (drag, keys, zoom): the new point under the pin. */
  onMove(point: MapPoint): void;
  /** What to draw: the gazetteer's localities, over the configured tile layer if any. */
  basemap: Basemap;
  /** The map's accessible name. */
  label: string;
}

/**
 * A Leaflet map the customer moves under a fixed pin: dragged, zoomed, or with the arrow and +/-
 * keys once focused. The localities in view are drawn as labelled points (a vector basemap from our
 * own API), so it works with no tile server at all; a tile layer, when configured, lies beneath.
 */
export function LocalityMap({ center, onMove, basemap, label }: LocalityMapProps) {
  const canvasRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  // The latest values for Leaflet's handlers, without remaking the map when they change.
  const latest = useRef({ center, onMove });
  useEffect(() => {
    latest.current = { center, onMove };
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    let map: LeafletMap | null = null;
    let stopDrawing: (() => void) | undefined;
    let cancelled = false;
    // Leaflet reads `window` as it loads: it is imported here, in the browser, never on the server.
    void import('leaflet').then(async ({ default: L }) => {
      if (cancelled) return;
      const { latitude, longitude } = latest.current.center;
      map = L.map(canvas, {
        center: [latitude, longitude],
        zoom: ZOOM,
        keyboard: true,
        attributionControl: true,
      });
      map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
      mapRef.current = map;
      // The map's frame first, then what it draws, each its own task: the page keeps answering.
      await nextTask();
      if (cancelled) return;
      if (basemap.tileLayer) {
        // The credit is configuration, shown as text (Leaflet would read it as HTML).
        const credit = document.createElement('span');
        credit.textContent = basemap.tileLayer.attribution;
        L.tileLayer(basemap.tileLayer.urlTemplate, { attribution: credit.outerHTML, maxZoom: 19 }).addTo(map);
      }
      stopDrawing = drawLocalitiesInView(L, map, basemap.localities.features, LOCALITY_CLASSES);
      map.on('moveend', () => {
        const centre = map?.getCenter();
        if (!centre) return;
        const point = { latitude: centre.lat, longitude: centre.lng };
        if (!samePoint(point, latest.current.center)) latest.current.onMove(point);
      });
    });
    return () => {
      cancelled = true;
      stopDrawing?.();
      map?.remove();
      mapRef.current = null;
    };
  }, [basemap]);

  // A point from outside (the current location) moves the map to it.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const centre = map.getCenter();
    if (!samePoint({ latitude: centre.lat, longitude: centre.lng }, center)) {
      map.setView([center.latitude, center.longitude], map.getZoom());
    }
  }, [center]);

  return (
    <MapFrame>
      <MapCanvas ref={canvasRef} role="region" aria-label={label} data-map="leaflet" />
      <CentrePin aria-hidden="true">
        <LocationIcon />
      </CentrePin>
    </MapFrame>
  );
}
