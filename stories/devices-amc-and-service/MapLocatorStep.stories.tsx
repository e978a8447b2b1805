import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import {
  MapLocatorStep,
  Stack,
  type GeolocationStatus,
  type LatLng,
  type MapLocatorStepProps,
} from '@nirmal/design-system';
import { localTileTemplate, serviceLocation } from './serviceFixtures';
import { checkBusy, checkGoesBack, checkStepError } from './stepChecks';

const meta = {
  component: MapLocatorStep,
  args: {
    defaultValue: serviceLocation,
    tileUrlTemplate: localTileTemplate,
    onChange: fn(),
    onConfirm: fn(),
    onBack: fn(),
    onUseCurrentLocation: fn(),
    onRetry: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: `The "map locator" step: the MapLocator (a pin dragged, placed by a tap or moved with
the arrow keys; the coordinates always in text; typed coordinates when the map cannot load) under the step's
heading, "Use current location" with the browser's answer through the GeolocationPrompt ("Fetching Current
Location....", denied, unavailable, timed out, blocked…, with "Try again"), and "Confirm location", which calls
\`onConfirm({ latitude, longitude })\` with the pin's place.

**Do**
- Ask the browser only when the customer presses "Use current location", then pass the answer as \`value\` and
  \`geolocationStatus\`.
- Start the pin at the detected city or the saved address (\`defaultValue\`).
- Show an unserved location through \`error\`, keeping the pin where it is.

**Don't**
- Block Confirm while geolocation fails: the pin can always be placed by hand.
- Load tiles from a server whose terms you have not checked.`,
      },
    },
  },
} satisfies Meta<typeof MapLocatorStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('region', { name: 'Pin your location' });
    await expect(region).toHaveAttribute('data-nirmal-id', 'MapLocatorStep');
    const pin = canvas.getByRole('slider', { name: 'Location pin' });
    pin.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm location' }));
    // The pin's new place is what is confirmed.
    const confirmed = (args.onConfirm as unknown as { mock: { calls: [LatLng][] } }).mock.calls[0]![0];
    await expect(confirmed.latitude).toBeGreaterThan(serviceLocation.latitude);
    await expect(confirmed.longitude).toBe(serviceLocation.longitude);
    await checkGoesBack({ canvas, userEvent }, args.onBack);
  },
};

export const UseCurrentLocation: Story = {
  name: 'Use current location',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use current location' }));
    await expect(args.onUseCurrentLocation).toHaveBeenCalledTimes(1);
  },
};

export const Fetching: Story = {
  args: { geolocationStatus: 'fetching' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fetching Current Location....')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Use current location' })).not.toBeInTheDocument();
    // The pin can still be placed by hand meanwhile.
    await expect(canvas.getByRole('button', { name: 'Confirm location' })).toBeEnabled();
  },
};

export const Denied: Story = {
  args: { geolocationStatus: 'denied' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('User denied the request for Geolocation.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Blocked: Story = {
  args: { geolocationStatus: 'blocked' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByText(
        'Looks like your geolocation permissions are blocked. Please, provide geolocation access in your browser settings.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm location' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(serviceLocation);
  },
};

export const WithoutGeolocation: Story = {
  name: 'Without geolocation',
  args: { onUseCurrentLocation: undefined, tileUrlTemplate: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Use current location' })).not.toBeInTheDocument();
    const latitude = canvas.getByRole('spinbutton', { name: 'Latitude' });
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '12.97');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm location' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      latitude: 12.97,
      longitude: serviceLocation.longitude,
    });
  },
};

export const NotServed: Story = {
  name: 'Not served',
  args: { error: 'We do not serve this location yet.' },
  play: async ({ canvas }) => {
    await checkStepError({ canvas }, 'We do not serve this location yet.', 'Confirm location');
  },
};

export const Confirming: Story = {
  args: { confirming: true },
  play: async ({ canvas, userEvent, args }) => {
    await checkBusy({ canvas, userEvent }, 'Confirm location', args.onConfirm);
  },
};

/** Stands for a map library's view (the storefront draws Leaflet here): moves the place it is given. */
function CallersMap({ value, onMove }: { value: LatLng; onMove: (next: LatLng) => void }) {
  return (
    <div role="region" aria-label="Caller's map" style={{ display: 'grid', gap: '0.5rem' }}>
      <p>
        Map centred on {value.latitude.toFixed(4)}, {value.longitude.toFixed(4)}
      </p>
      <button type="button" onClick={() => onMove({ ...value, latitude: value.latitude + 0.001 })}>
        Pan north
      </button>
    </div>
  );
}

function WithCallersMapStep(args: MapLocatorStepProps) {
  const [location, setLocation] = useState<LatLng>(serviceLocation);
  return (
    <MapLocatorStep {...args} value={location} map={<CallersMap value={location} onMove={setLocation} />} />
  );
}

export const WithTheCallersMap: Story = {
  name: "With the caller's map",
  render: (args) => <WithCallersMapStep {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    // The caller's map takes the built-in one's place; the step around it stays.
    await expect(canvas.queryByRole('slider', { name: 'Location pin' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Pan north' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm location' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      latitude: serviceLocation.latitude + 0.001,
      longitude: serviceLocation.longitude,
    });
  },
};

const found: LatLng = { latitude: 12.9352, longitude: 77.6245 };

function LocatingMapLocatorStep(args: MapLocatorStepProps) {
  const [status, setStatus] = useState<GeolocationStatus>('idle');
  const [location, setLocation] = useState<LatLng>(serviceLocation);
  return (
    <MapLocatorStep
      {...args}
      value={location}
      onChange={(next) => {
        setLocation(next);
        args.onChange?.(next);
      }}
      geolocationStatus={status}
      onUseCurrentLocation={() => {
        args.onUseCurrentLocation?.();
        setStatus('fetching');
        setTimeout(() => {
          setLocation(found);
          setStatus('idle');
        }, 50);
      }}
    />
  );
}

export const CurrentLocationMovesThePin: Story = {
  name: 'Current location moves the pin',
  render: (args) => <LocatingMapLocatorStep {...args} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use current location' }));
    await expect(canvas.getByText('Fetching Current Location....')).toBeVisible();
    await expect(await canvas.findByText('Latitude 12.93520')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm location' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(found);
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={8}>
      <MapLocatorStep {...args} title="Ready" />
      <MapLocatorStep {...args} title="Locating" geolocationStatus="fetching" />
      <MapLocatorStep {...args} title="Timed out" geolocationStatus="timeout" tileUrlTemplate={undefined} />
    </Stack>
  ),
};
