import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MapLocator, Stack } from '@nirmal/design-system';
import { brokenTileTemplate, localTileTemplate, serviceLocation } from './serviceFixtures';

const unavailable =
  'Map could not load. You can still set the location with the arrow keys or enter it manually.';

const meta = {
  component: MapLocator,
  args: { defaultValue: serviceLocation, tileUrlTemplate: localTileTemplate, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `The "map locator" step of a service request: the customer puts a pin where the technician should
come. The pin can be dragged, the map tapped, or the pin focused and moved with the arrow keys (Shift for bigger
steps); it is read as "Latitude 12.96980, longitude 77.75000". The coordinates are always shown as text. Tiles
come from any slippy-map server through \`tileUrlTemplate\` (\`https://tile.example/{z}/{x}/{y}.png\`); with no
template, or when a tile fails, a neutral grid replaces them with the note "${unavailable}" and latitude and
longitude fields.

**Do**
- Start the pin at the detected or saved location (\`defaultValue\`), so most customers only nudge it.
- Pass the tile provider's required credit through \`attribution\`.
- Keep the AddressForm next to it: the pin refines the address, it does not replace it.

**Don't**
- Load tiles from a server whose terms you have not checked for production use.
- Hide the typed-coordinates fallback: it is the only way left when the map cannot load.`,
      },
    },
  },
} satisfies Meta<typeof MapLocator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'Service location' });
    await expect(group).toHaveAttribute('data-nirmal-id', 'MapLocator');
    const pin = canvas.getByRole('slider', { name: 'Location pin' });
    await expect(pin).toHaveAttribute('aria-valuetext', 'Latitude 12.96980, longitude 77.75000');
    await expect(canvas.getByText('Latitude 12.96980')).toBeVisible();
    await expect(canvas.queryByText(unavailable)).not.toBeInTheDocument();

    await userEvent.click(pin);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    const [moved] = callsOf(args.onChange).mock.calls[0]!;
    await expect(moved.latitude).toBeGreaterThan(serviceLocation.latitude);
    await expect(moved.longitude).toBe(serviceLocation.longitude);
    await expect(pin).toHaveAttribute(
      'aria-valuetext',
      `Latitude ${moved.latitude.toFixed(5)}, longitude 77.75000`,
    );
  },
};

// The mock's calls, typed.
const callsOf = (mock: unknown) =>
  mock as { mock: { calls: Array<[{ latitude: number; longitude: number }]> } };

export const KeyboardMoves: Story = {
  name: 'Keyboard moves',
  play: async ({ canvas, userEvent, args }) => {
    const pin = canvas.getByRole('slider', { name: 'Location pin' });
    pin.focus();
    await userEvent.keyboard('{ArrowRight}');
    const small = callsOf(args.onChange).mock.calls[0]![0].longitude - serviceLocation.longitude;
    await userEvent.keyboard('{ArrowLeft}');
    await expect(callsOf(args.onChange).mock.calls[1]![0]).toEqual(serviceLocation);
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    const big = callsOf(args.onChange).mock.calls[2]![0].longitude - serviceLocation.longitude;
    await expect(small).toBeGreaterThan(0);
    await expect(big).toBeCloseTo(small * 5, 5);
    await userEvent.keyboard('{ArrowDown}');
    await expect(callsOf(args.onChange).mock.calls[3]![0].latitude).toBeLessThan(serviceLocation.latitude);
  },
};

export const DragThePin: Story = {
  name: 'Drag the pin',
  play: async ({ canvas, userEvent, args }) => {
    const pin = canvas.getByRole('slider', { name: 'Location pin' });
    const box = pin.getBoundingClientRect();
    const start = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: pin, coords: start },
      { target: pin, coords: { clientX: start.clientX + 40, clientY: start.clientY - 30 } },
      {
        keys: '[/MouseLeft]',
        target: pin,
        coords: { clientX: start.clientX + 40, clientY: start.clientY - 30 },
      },
    ]);
    await expect(args.onChange).toHaveBeenCalled();
    const last = callsOf(args.onChange).mock.calls.at(-1)![0];
    await expect(last.longitude).toBeGreaterThan(serviceLocation.longitude);
    await expect(last.latitude).toBeGreaterThan(serviceLocation.latitude);
    await expect(pin).toHaveFocus();
  },
};

export const TapTheMap: Story = {
  name: 'Tap the map',
  play: async ({ canvas, userEvent, args }) => {
    const pin = canvas.getByRole('slider', { name: 'Location pin' });
    const map = pin.parentElement!.parentElement!;
    const box = map.getBoundingClientRect();
    // A tap left of and below the centre, where the pin starts.
    await userEvent.pointer([
      {
        keys: '[MouseLeft]',
        target: map,
        coords: { clientX: box.left + box.width / 4, clientY: box.top + (box.height * 3) / 4 },
      },
    ]);
    const moved = callsOf(args.onChange).mock.calls.at(-1)![0];
    await expect(moved.longitude).toBeLessThan(serviceLocation.longitude);
    await expect(moved.latitude).toBeLessThan(serviceLocation.latitude);
  },
};

export const WithoutTiles: Story = {
  name: 'Without tiles',
  args: { tileUrlTemplate: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(unavailable);
    const latitude = canvas.getByRole('spinbutton', { name: 'Latitude' });
    const longitude = canvas.getByRole('spinbutton', { name: 'Longitude' });
    await expect(latitude).toHaveValue(12.9698);
    await userEvent.clear(longitude);
    await userEvent.type(longitude, '77.7412');
    await expect(args.onChange).toHaveBeenLastCalledWith({ latitude: 12.9698, longitude: 77.7412 });
    await expect(canvas.getByText('Longitude 77.74120')).toBeVisible();

    // The arrow keys still move the pin, and the fields follow.
    canvas.getByRole('slider', { name: 'Location pin' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(Number((latitude as HTMLInputElement).value)).toBeGreaterThan(12.9698);
  },
};

export const TilesFailToLoad: Story = {
  name: 'Tiles fail to load',
  args: { tileUrlTemplate: brokenTileTemplate },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(unavailable));
    await expect(canvas.getByRole('spinbutton', { name: 'Latitude' })).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  args: { attribution: 'Map tiles: illustration' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Map tiles: illustration')).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Location pin' })).toBeVisible();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={7}>
      <MapLocator {...args} label="With map tiles" />
      <MapLocator {...args} label="Without a tile server" tileUrlTemplate={undefined} />
    </Stack>
  ),
};
