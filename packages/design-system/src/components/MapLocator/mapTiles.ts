// Pure slippy-map arithmetic (Web Mercator, as OpenStreetMap and most tile servers use): where a
// coordinate falls in pixels at a zoom, which tiles cover a view, and how a pin moves by pixels.
// No DOM, so it is unit-tested in Node.

/** A point on Earth in decimal degrees. */
export type LatLng = { latitude: number; longitude: number };

/** A position in pixels of the whole world map at one zoom (0,0 is the north-west corner). */
export type WorldPoint = { x: number; y: number };

/** One tile to draw: its address, its URL and where its top-left corner sits in the view. */
export type PlacedTile = {
  key: string;
  z: number;
  x: number;
  y: number;
  url: string;
  left: number;
  top: number;
};

/** Web Mercator stops short of the poles. */
export const maxLatitude = 85.05112878;

/** Side of a tile in pixels for standard slippy-map servers. */
export const defaultTileSize = 256;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** Keeps a latitude inside the map and brings a longitude back into -180…180. */
export function normalizeLatLng({ latitude, longitude }: LatLng): LatLng {
  const wrapped = ((((longitude + 180) % 360) + 360) % 360) - 180;
  return {
    latitude: clamp(latitude, -maxLatitude, maxLatitude),
    longitude: wrapped === -180 && longitude > 0 ? 180 : wrapped,
  };
}

/** Rounds to 6 decimals (about 10 cm), so moving the pin does not report floating-point noise. */
export function roundLatLng({ latitude, longitude }: LatLng): LatLng {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return { latitude: round(latitude), longitude: round(longitude) };
}

/** Width and height of the world map in pixels at `zoom`. */
export const worldSize = (zoom: number, tileSize = defaultTileSize) => tileSize * 2 ** zoom;

/** Where a coordinate falls on the world map at `zoom`. */
export function project(
  { latitude, longitude }: LatLng,
  zoom: number,
  tileSize = defaultTileSize,
): WorldPoint {
  const size = worldSize(zoom, tileSize);
  const sin = Math.sin((clamp(latitude, -maxLatitude, maxLatitude) * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** The coordinate at a point of the world map at `zoom` (the inverse of `project`). */
export function unproject({ x, y }: WorldPoint, zoom: number, tileSize = defaultTileSize): LatLng {
  const size = worldSize(zoom, tileSize);
  const n = Math.PI - (2 * Math.PI * y) / size;
  return normalizeLatLng({
    latitude: (180 / Math.PI) * Math.atan(Math.sinh(n)),
    longitude: (x / size) * 360 - 180,
  });
}

/** The coordinate `dx` pixels east and `dy` pixels south of `from` at `zoom`. */
export function moveByPixels(
  from: LatLng,
  dx: number,
  dy: number,
  zoom: number,
  tileSize = defaultTileSize,
): LatLng {
  const point = project(from, zoom, tileSize);
  const size = worldSize(zoom, tileSize);
  return unproject({ x: point.x + dx, y: clamp(point.y + dy, 0, size) }, zoom, tileSize);
}

/** Fills `{z}`, `{x}` and `{y}` (and `{s}` with a subdomain) in a tile URL template. */
export function tileUrl(template: string, z: number, x: number, y: number, subdomains = 'abc'): string {
  const subdomain = subdomains ? (subdomains[Math.abs(x + y) % subdomains.length] ?? '') : '';
  return template
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{s}', subdomain);
}

/**
 * The tiles that cover a `width` × `height` view centred on `center` at `zoom`, each placed in view
 * pixels. Columns wrap around the antimeridian; rows beyond the poles are left out.
 */
export function tilesForView(
  template: string,
  center: LatLng,
  zoom: number,
  width: number,
  height: number,
  tileSize = defaultTileSize,
): PlacedTile[] {
  const z = Math.round(zoom);
  const count = 2 ** z;
  const middle = project(center, z, tileSize);
  const left = middle.x - width / 2;
  const top = middle.y - height / 2;
  const tiles: PlacedTile[] = [];
  const firstRow = Math.max(0, Math.floor(top / tileSize));
  const lastRow = Math.min(count - 1, Math.floor((top + height - 1) / tileSize));
  const firstColumn = Math.floor(left / tileSize);
  const lastColumn = Math.floor((left + width - 1) / tileSize);
  for (let row = firstRow; row <= lastRow; row += 1) {
    for (let column = firstColumn; column <= lastColumn; column += 1) {
      const x = ((column % count) + count) % count;
      tiles.push({
        key: `${z}/${column}/${row}`,
        z,
        x,
        y: row,
        url: tileUrl(template, z, x, row),
        left: column * tileSize - left,
        top: row * tileSize - top,
      });
    }
  }
  return tiles;
}

/** Where `point` sits in a `width` × `height` view centred on `center`, in view pixels. */
export function toViewPixels(
  point: LatLng,
  center: LatLng,
  zoom: number,
  width: number,
  height: number,
  tileSize = defaultTileSize,
) {
  const p = project(point, zoom, tileSize);
  const c = project(center, zoom, tileSize);
  const size = worldSize(zoom, tileSize);
  // Take the shorter way round the world, so a pin near the antimeridian stays in view.
  let dx = p.x - c.x;
  if (dx > size / 2) dx -= size;
  if (dx < -size / 2) dx += size;
  return { x: width / 2 + dx, y: height / 2 + (p.y - c.y) };
}
