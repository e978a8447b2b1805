import { type ComponentPropsWithRef, type ReactNode } from 'react';
import { identity } from '../../internal/identity.ts';
import { WizardStepFrame, type WizardStepHeadingLevel } from '../WizardStep/WizardStep.tsx';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import {
  GeolocationPrompt,
  type GeolocationPromptProps,
  type GeolocationStatus,
} from '../GeolocationPrompt/index.ts';
import { MapLocator, type LatLng, type MapLocatorProps } from '../MapLocator/index.ts';

/** Texts of the geolocation prompt (our messages), to change its wording. */
export type MapLocatorStepGeolocationTexts = Omit<
  GeolocationPromptProps,
  'status' | 'onUseCurrentLocation' | 'onRetry' | 'ref'
>;

/** Texts and map settings of the locator, to change its labels or zoom. */
export type MapLocatorStepMapProps = Omit<
  MapLocatorProps,
  'value' | 'defaultValue' | 'onChange' | 'tileUrlTemplate' | 'attribution' | 'ref'
>;

export type MapLocatorStepProps = Omit<
  ComponentPropsWithRef<'section'>,
  'title' | 'onChange' | 'defaultValue' | 'onSubmit'
> & {
  /** Where the pin is (controlled), e.g. the location the browser found. @default undefined */
  value?: LatLng;
  /** Where the pin starts (uncontrolled), e.g. the detected city's location. @default MapLocator's default (Bengaluru) */
  defaultValue?: LatLng;
  /** Called with `{ latitude, longitude }` whenever the pin moves. @default undefined */
  onChange?: (value: LatLng) => void;
  /** Called with the pin's place by "Confirm location". @default undefined */
  onConfirm?: (location: LatLng) => void;
  /** Called by Back; without it there is no Back button. @default undefined */
  onBack?: () => void;
  /** Slippy-map tile URL with `{z}`, `{x}` and `{y}` (see MapLocator). @default undefined */
  tileUrlTemplate?: string;
  /** Credit the tile provider requires. @default undefined */
  attribution?: ReactNode;
  /** Called by "Use current location"; without it the geolocation prompt is not shown. @default undefined */
  onUseCurrentLocation?: () => void;
  /** Called by "Try again" after a geolocation failure. @default undefined */
  onRetry?: () => void;
  /** Where asking the browser for the location stands (see GeolocationPrompt). @default 'idle' */
  geolocationStatus?: GeolocationStatus;
  /** Confirming is running: spinner, presses ignored. @default false */
  confirming?: boolean;
  /** Why the location could not be used, e.g. the area is not served. @default undefined */
  error?: ReactNode;
  /** Heading level, to fit the page outline. @default 'h2' */
  headingLevel?: WizardStepHeadingLevel;
  /** @default 'Pin your location' */
  title?: ReactNode;
  /** @default 'Move the pin to your door so the technician can find you easily.' */
  description?: ReactNode;
  /** @default 'Confirm location' */
  confirmLabel?: ReactNode;
  /** @default 'Back' */
  backLabel?: ReactNode;
  /** Wording of the geolocation prompt. @default undefined */
  geolocationTexts?: MapLocatorStepGeolocationTexts;
  /** Labels and settings of the map (zoom, pin label, hint…). @default undefined */
  mapProps?: MapLocatorStepMapProps;
  /**
   * A map drawn by the caller (e.g. a map library's view) in place of the built-in MapLocator. The
   * caller then keeps the pin's place: pass it as `value`, so "Confirm location" sends it.
   * @default undefined
   */
  map?: ReactNode;
};

const fallbackLocation: LatLng = { latitude: 12.9716, longitude: 77.5946 };

/**
 * The "map locator" step: the MapLocator (a pin moved by drag, tap or arrow keys, the coordinates
 * in text) under the step's heading, "Use current location" with the browser's answer
 * (GeolocationPrompt: fetching, denied, blocked…), and "Confirm location" with the pin's place.
 * A map library's view can take the MapLocator's place (`map`); the step stays presentational.
 */
export function MapLocatorStep({
  value: valueProp,
  defaultValue = fallbackLocation,
  onChange,
  onConfirm,
  onBack,
  tileUrlTemplate,
  attribution,
  onUseCurrentLocation,
  onRetry,
  geolocationStatus = 'idle',
  confirming = false,
  error,
  headingLevel = 'h2',
  title = 'Pin your location',
  description = 'Move the pin to your door so the technician can find you easily.',
  confirmLabel = 'Confirm location',
  backLabel = 'Back',
  geolocationTexts,
  mapProps,
  map,
  ...rest
}: MapLocatorStepProps) {
  const [value, setValue] = useControllableState<LatLng>(valueProp, defaultValue, onChange);
  return (
    <WizardStepFrame
      {...{ title, description, headingLevel, onBack, backLabel, error }}
      continueLabel={confirmLabel}
      onContinue={() => {
        if (!confirming) onConfirm?.(value);
      }}
      continuing={confirming}
      data-geolocation={geolocationStatus}
      {...rest}
      {...identity('MapLocatorStep')}
    >
      {onUseCurrentLocation && (
        <GeolocationPrompt
          {...geolocationTexts}
          status={geolocationStatus}
          onUseCurrentLocation={onUseCurrentLocation}
          onRetry={onRetry}
        />
      )}
      {map ?? (
        <MapLocator
          {...mapProps}
          value={value}
          onChange={setValue}
          tileUrlTemplate={tileUrlTemplate}
          attribution={attribution}
        />
      )}
    </WizardStepFrame>
  );
}
