import { tokens } from '@nirmal/design-system';
import type { Basemap } from '@nirmal/domain/contract';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { drawLocalitiesInView } from '../location/localities-in-view.ts';
import { LOCALITY_CLASSES, MapCanvas, MapFrame } from '../location/LocalityMap.styles.ts';

/** Close enough for the streets around the store and the localities' names. */
const ZOOM = 15;

export interface StoreMapProps {
  name: string;
  latitude: number;
  longitude: number;
  /** The gazetteer's localities, over the configured tile layer if any. */
  basemap: Basemap;
}

/**
 * Where a store is, on the Leaflet map of our own basemap (no tile server needed): the store as a
 * named point among the localities around it. Dragged, zoomed, or moved with the arrow and +/- keys
 * once focused; the wheel scrolls the page, not the map.
 */
export function StoreMap({ name, latitude, longitude, basemap }: StoreMapProps) {
  const canvasRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    let cancelled = false;
    let teardown: (() => void) | undefined;
    // Leaflet reads `window` as it loads: it is imported here, in the browser, never on the server.
    void import('leaflet').then(({ default: L }) => {
      if (cancelled) return;
      const map = L.map(canvas, { center: [latitude, longitude], zoom: ZOOM, scrollWheelZoom: false });
      map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
      if (basemap.tileLayer) {
        // The credit is configuration, shown as text (Leaflet would read it as HTML).
        const credit = document.createElement('span');
        credit.textContent = basemap.tileLayer.attribution;
        L.tileLayer(basemap.tileLayer.urlTemplate, { attribution: credit.outerHTML, maxZoom: 19 }).addTo(map);
      }
      const stopDrawing = drawLocalitiesInView(L, map, basemap.localities.features, LOCALITY_CLASSES);
      // The store's name as text: Leaflet would read a string as HTML.
      const label = document.createElement('strong');
      label.textContent = name;
      L.circleMarker([latitude, longitude], {
        radius: 9,
        weight: 3,
        color: tokens.color.brand,
        fillOpacity: 0.9,
        interactive: false,
      })
        .bindTooltip(label, { permanent: true, direction: 'top', offset: [0, -8], interactive: false })
        .addTo(map);
      teardown = () => {
        stopDrawing();
        map.remove();
      };
    });
    return () => {
      cancelled = true;
      teardown?.();
    };
  }, [name, latitude, longitude, basemap]);

  return (
    <MapFrame>
      <MapCanvas ref={canvasRef} role="region" aria-label={`Map of ${name}`} data-map="leaflet" />
    </MapFrame>
  );
}
