import type { LocalityPoints } from '@nirmal/domain/contract';
import type * as Leaflet from 'leaflet';

type Locality = LocalityPoints['features'][number];

/** How far beyond the visible map localities are drawn, as a share of its size: a short drag shows no empty edge. */
const MARGIN = 0.5;
/** Below this zoom a city's localities crowd together: points only, no names. */
const NAMES_FROM_ZOOM = 12;

export interface LocalityClasses {
  /** The point's element (a dot with the name beside it). */
  point: string;
  /** The point's element when its name is not shown. */
  unnamed: string;
}

/**
 * Draws the gazetteer's localities in view (and a margin around it), each a dot named beside it, and
 * redraws them as the map moves. Only those: every one is an element of the page, and all of the
 * gazetteer's at once made the map slow to start and to move. Each is a marker placed by a
 * transform, so drawing one never makes the browser measure the page (Leaflet's tooltips do).
 * Answers a function that stops following the map.
 */
export function drawLocalitiesInView(
  L: typeof Leaflet,
  map: Leaflet.Map,
  localities: readonly Locality[],
  classes: LocalityClasses,
): () => void {
  const layer = L.layerGroup().addTo(map);
  const drawn = new Map<string, { at: Leaflet.LatLng; marker: Leaflet.Marker }>();
  let named: boolean | null = null;

  const point = (locality: Locality, at: Leaflet.LatLng) => {
    // The name as text: Leaflet would read a string as HTML.
    const name = document.createElement('span');
    name.textContent = locality.properties.locality;
    const icon = L.divIcon({
      className: named ? classes.point : `${classes.point} ${classes.unnamed}`,
      html: name,
      // A point with no size: its styles place the dot on it and the name beside it.
      iconSize: [0, 0],
    });
    return L.marker(at, { icon, interactive: false, keyboard: false });
  };

  const redraw = () => {
    const area = map.getBounds().pad(MARGIN);
    const names = map.getZoom() >= NAMES_FROM_ZOOM;
    if (names !== named) {
      // Whether names show changed: every point is drawn again, with or without its name.
      layer.clearLayers();
      drawn.clear();
      named = names;
    }
    for (const [id, { at, marker }] of drawn) {
      if (area.contains(at)) continue;
      layer.removeLayer(marker);
      drawn.delete(id);
    }
    for (const locality of localities) {
      if (drawn.has(locality.id)) continue;
      const [longitude, latitude] = locality.geometry.coordinates;
      const at = L.latLng(latitude, longitude);
      if (!area.contains(at)) continue;
      drawn.set(locality.id, { at, marker: point(locality, at).addTo(layer) });
    }
  };

  redraw();
  map.on('moveend', redraw);
  return () => {
    map.off('moveend', redraw);
    layer.remove();
  };
}
