import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { LocationIcon, WarningIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import { TextField } from '../TextField/index.ts';
import {
  defaultTileSize,
  maxLatitude,
  moveByPixels,
  roundLatLng,
  tilesForView,
  toViewPixels,
  type LatLng,
} from './mapTiles.ts';
import {
  MapAttribution,
  MapCoordinates,
  MapHint,
  MapInputs,
  MapLocatorRoot,
  MapNote,
  MapPin,
  MapPinAnchor,
  MapTiles,
  MapViewport,
} from './MapLocator.styles.ts';

export type MapLocatorProps = Omit<ComponentPropsWithRef<'div'>, 'onChange' | 'defaultValue' | 'children'> & {
  /** Where the pin is (controlled). @default undefined */
  value?: LatLng;
  /** Where the pin starts (uncontrolled), e.g. the detected location (the API's `city:latitude:longitude`). @default { latitude: 12.9716, longitude: 77.5946 } */
  defaultValue?: LatLng;
  /** Called with `{ latitude, longitude }` (6 decimals) whenever the pin moves. @default undefined */
  onChange?: (value: LatLng) => void;
  /**
   * Slippy-map tile URL with `{z}`, `{x}` and `{y}` (and optionally `{s}`), e.g.
   * `https://tile.example/{z}/{x}/{y}.png`. Without one, or when a tile fails, the map shows a
   * neutral grid and the coordinates can be typed.
   * @default undefined
   */
  tileUrlTemplate?: string;
  /** Tile zoom level; 16 shows streets and buildings. @default 16 */
  zoom?: number;
  /** Side of a tile in pixels, as the tile server serves them. @default 256 */
  tileSize?: number;
  /** Credit the tile provider requires, shown in the map's corner. @default undefined */
  attribution?: ReactNode;
  /** Accessible name of the whole locator. @default 'Service location' */
  label?: string;
  /** Accessible name of the pin. @default 'Location pin' */
  pinLabel?: string;
  /** How the pin is read, from the coordinates (5 decimals). @default (lat, lng) => `Latitude ${lat}, longitude ${lng}` */
  valueText?: (latitude: string, longitude: string) => string;
  /** How to move the pin, shown under the map and read with the pin. @default 'Drag the pin or tap the map. With a keyboard, focus the pin and use the arrow keys (hold Shift for bigger steps).' */
  hint?: ReactNode;
  /** Shown instead of the map when it cannot load. @default 'Map could not load. You can still set the location with the arrow keys or enter it manually.' */
  unavailableText?: ReactNode;
  /** @default 'Latitude' */
  latitudeLabel?: string;
  /** @default 'Longitude' */
  longitudeLabel?: string;
};

const defaultLocation: LatLng = { latitude: 12.9716, longitude: 77.5946 };
const defaultValueText = (latitude: string, longitude: string) =>
  `Latitude ${latitude}, longitude ${longitude}`;
const fixed = (value: number) => value.toFixed(5);
/** Pixels the pin moves per arrow key press, and with Shift. */
const keyStep = 10;
const bigKeyStep = 50;
/** How close to the edge the pin may get before the map recentres on it. */
const edgeMargin = 24;
const minLatitude = -maxLatitude;

/**
 * A map with a pin the customer moves to where the technician should come: drag it, tap the map,
 * or focus the pin and use the arrow keys. The coordinates are always shown as text. When no tile
 * URL is given or tiles fail to load, a neutral grid replaces the map and latitude and longitude
 * can be typed. Presentational: the caller chooses the tile server and stores the location.
 */
export function MapLocator({
  value: valueProp,
  defaultValue = defaultLocation,
  onChange,
  tileUrlTemplate,
  zoom = 16,
  tileSize = defaultTileSize,
  attribution,
  label = 'Service location',
  pinLabel = 'Location pin',
  valueText = defaultValueText,
  hint = 'Drag the pin or tap the map. With a keyboard, focus the pin and use the arrow keys (hold Shift for bigger steps).',
  unavailableText = 'Map could not load. You can still set the location with the arrow keys or enter it manually.',
  latitudeLabel = 'Latitude',
  longitudeLabel = 'Longitude',
  ...rest
}: MapLocatorProps) {
  const [value, setValue] = useControllableState<LatLng>(valueProp, defaultValue, onChange);
  const id = useId();
  const hintId = `${id}-hint`;
  const viewportRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; x: number; y: number; from: { x: number; y: number } } | null>(
    null,
  );
  const [dragging, setDragging] = useState(false);
  const [size, setSize] = useState({ width: 360, height: 270 });
  const [center, setCenter] = useState<LatLng>(value);

  // A failed tile switches to the grid until the template changes.
  const [failedTemplate, setFailedTemplate] = useState<string | null>(null);
  const failed = !tileUrlTemplate || failedTemplate === tileUrlTemplate;

  // The typed coordinates follow the pin unless they already say the same number.
  const [latitudeText, setLatitudeText] = useState(fixed(value.latitude));
  const [longitudeText, setLongitudeText] = useState(fixed(value.longitude));
  const [shown, setShown] = useState(value);
  if (shown.latitude !== value.latitude || shown.longitude !== value.longitude) {
    setShown(value);
    if (Number(latitudeText) !== value.latitude) setLatitudeText(fixed(value.latitude));
    if (Number(longitudeText) !== value.longitude) setLongitudeText(fixed(value.longitude));
  }

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return undefined;
    const measure = () => {
      const { width, height } = viewport.getBoundingClientRect();
      if (width > 0 && height > 0) setSize({ width, height });
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    return () => observer.disconnect();
  }, []);

  const pin = toViewPixels(value, center, zoom, size.width, size.height, tileSize);
  // When the pin leaves the view (typed coordinates, keys, a new value), the map follows it.
  if (
    !dragging &&
    (center.latitude !== value.latitude || center.longitude !== value.longitude) &&
    (pin.x < edgeMargin ||
      pin.x > size.width - edgeMargin ||
      pin.y < edgeMargin ||
      pin.y > size.height - edgeMargin)
  ) {
    setCenter(value);
  }

  const moveTo = (next: LatLng) => {
    const rounded = roundLatLng(next);
    if (rounded.latitude !== value.latitude || rounded.longitude !== value.longitude) setValue(rounded);
  };
  /** The coordinate at a point of the view, kept inside it. */
  const atViewPoint = (x: number, y: number) =>
    moveByPixels(
      center,
      Math.min(Math.max(x, 0), size.width) - size.width / 2,
      Math.min(Math.max(y, 0), size.height) - size.height / 2,
      zoom,
      tileSize,
    );

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? bigKeyStep : keyStep;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(moveByPixels(value, move[0], move[1], zoom, tileSize));
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.focus();
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic pointers cannot be captured; moves still reach the pin.
    }
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, from: pin };
    setDragging(true);
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    moveTo(
      atViewPoint(current.from.x + event.clientX - current.x, current.from.y + event.clientY - current.y),
    );
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
  };

  const handleMapClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget && !(event.target instanceof HTMLImageElement)) return;
    const box = event.currentTarget.getBoundingClientRect();
    moveTo(atViewPoint(event.clientX - box.left, event.clientY - box.top));
  };

  const typeCoordinate = (which: keyof LatLng, text: string) => {
    if (which === 'latitude') setLatitudeText(text);
    else setLongitudeText(text);
    const number = Number(text);
    const limit = which === 'latitude' ? maxLatitude : 180;
    if (text.trim() === '' || !Number.isFinite(number) || Math.abs(number) > limit) return;
    moveTo({ ...value, [which]: number });
  };

  const tiles =
    failed || !tileUrlTemplate
      ? []
      : tilesForView(tileUrlTemplate, center, zoom, size.width, size.height, tileSize);
  const latitude = fixed(value.latitude);
  const longitude = fixed(value.longitude);

  return (
    <MapLocatorRoot role="group" aria-label={label} {...rest} {...identity('MapLocator')}>
      {/* Pointer users click the map; keyboard users move the focusable pin instead. */}
      <MapViewport ref={viewportRef} data-failed={failed || undefined} onClick={handleMapClick}>
        {!failed && (
          <MapTiles>
            {tiles.map((tile) => (
              <img
                key={tile.key}
                src={tile.url}
                alt=""
                width={tileSize}
                height={tileSize}
                draggable={false}
                style={{ transform: `translate(${tile.left}px, ${tile.top}px)` }}
                onError={() => setFailedTemplate(tileUrlTemplate ?? null)}
              />
            ))}
          </MapTiles>
        )}
        <MapPinAnchor style={{ transform: `translate(${pin.x}px, ${pin.y}px)` }}>
          <MapPin
            role="slider"
            tabIndex={0}
            aria-label={pinLabel}
            aria-roledescription="map pin"
            aria-valuenow={value.latitude}
            aria-valuemin={minLatitude}
            aria-valuemax={maxLatitude}
            aria-valuetext={valueText(latitude, longitude)}
            aria-describedby={hintId}
            data-dragging={dragging || undefined}
            onKeyDown={handleKeyDown}
            onPointerDown={handlePointerDown}
            onPointerMove={handlePointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
          >
            <LocationIcon />
          </MapPin>
        </MapPinAnchor>
        {!failed && attribution && <MapAttribution>{attribution}</MapAttribution>}
      </MapViewport>
      {failed && (
        <MapNote role="status">
          <WarningIcon />
          <span>{unavailableText}</span>
        </MapNote>
      )}
      <MapHint id={hintId}>{hint}</MapHint>
      <MapCoordinates>
        <span>
          {latitudeLabel} {latitude}
        </span>
        <span>
          {longitudeLabel} {longitude}
        </span>
      </MapCoordinates>
      {failed && (
        <MapInputs>
          <TextField
            label={latitudeLabel}
            type="number"
            inputMode="decimal"
            step="any"
            min={minLatitude}
            max={maxLatitude}
            value={latitudeText}
            onChange={(event) => typeCoordinate('latitude', event.target.value)}
          />
          <TextField
            label={longitudeLabel}
            type="number"
            inputMode="decimal"
            step="any"
            min={-180}
            max={180}
            value={longitudeText}
            onChange={(event) => typeCoordinate('longitude', event.target.value)}
          />
        </MapInputs>
      )}
    </MapLocatorRoot>
  );
}
