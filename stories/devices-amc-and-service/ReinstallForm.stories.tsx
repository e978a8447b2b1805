import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { ReinstallForm, Stack, type ReinstallFormProps, type ServiceAddress } from '@nirmal/design-system';
import { serviceAddress, serviceProductName } from './serviceFixtures';
import { checkBusy, checkGoesBack, checkHeldBack } from './stepChecks';

const meta = {
  component: ReinstallForm,
  args: { onContinue: fn(), onAddressChange: fn(), onBack: fn(), onUseCurrentLocation: fn() },
  parameters: {
    docs: {
      description: {
        component: `The "re-install form" step: where the device goes after it is moved. The AddressForm
(house number, street and area, city, state, 6-digit pincode; every field checked on Continue, the first wrong one
focused) under the step's heading, "Use current location" when the caller can locate, and Back. \`onContinue\`
gets the trimmed address with \`latitude\` and \`longitude\` passed through from \`address\`.

**Do**
- Prefill \`address\` with what the map locator found, so the customer only completes it.
- Show the spec's geolocation messages through \`locationError\`.
- Pass \`productName\` so the heading line says which device moves.

**Don't**
- Prefill the old installation address: this step exists because the address changes.
- Check whether the new pincode is served here: show the server's answer through \`error\`.`,
      },
    },
  },
} satisfies Meta<typeof ReinstallForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('region', { name: 'Where should we re-install it?' });
    await expect(region).toHaveAttribute('data-nirmal-id', 'ReinstallForm');
    await userEvent.type(canvas.getByRole('textbox', { name: /House \/ flat number/ }), 'Villa 9');
    await userEvent.type(canvas.getByRole('textbox', { name: /Street, area and landmark/ }), 'Palm Meadows');
    await userEvent.type(canvas.getByRole('textbox', { name: /City/ }), 'Bengaluru');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /State/ }), 'Karnataka');
    await userEvent.type(canvas.getByRole('textbox', { name: /Pincode/ }), '560066');
    // Every change is told as typed, so a caller keeps it while the customer is on the map.
    await expect(args.onAddressChange).toHaveBeenLastCalledWith({
      house_number: 'Villa 9',
      address_name: 'Palm Meadows',
      city: 'Bengaluru',
      state: 'Karnataka',
      postal_code: '560066',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledWith({
      house_number: 'Villa 9',
      address_name: 'Palm Meadows',
      city: 'Bengaluru',
      state: 'Karnataka',
      postal_code: '560066',
      latitude: null,
      longitude: null,
    });
    await checkGoesBack({ canvas, userEvent }, args.onBack);
  },
};

export const Validation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await checkHeldBack({ canvas, userEvent }, args.onContinue);
    const house = canvas.getByRole('textbox', { name: /House \/ flat number/ });
    await expect(house).toHaveFocus();
    await expect(house).toHaveAccessibleDescription('Enter your house or flat number');
    await expect(canvas.getByText('Enter your 6-digit pincode')).toBeVisible();
  },
};

export const FromTheMap: Story = {
  name: 'From the map',
  args: { address: serviceAddress, productName: serviceProductName },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByText(
        `Enter the new address for your ${serviceProductName}. The technician will install it there.`,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /City/ })).toHaveValue('Bengaluru');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledWith(serviceAddress);
  },
};

export const Locating: Story = {
  args: { locating: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Fetching Current Location....');
    const locate = canvas.getByRole('button', { name: 'Use current location' });
    await userEvent.click(locate);
    await expect(args.onUseCurrentLocation).not.toHaveBeenCalled();
  },
};

export const LocationDenied: Story = {
  name: 'Location denied',
  args: { locationError: 'User denied the request for Geolocation.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('User denied the request for Geolocation.');
  },
};

export const NotServed: Story = {
  name: 'Not served',
  args: {
    address: serviceAddress,
    error: 'We do not serve this pincode yet. Please choose another address.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We do not serve this pincode yet.');
  },
};

export const Continuing: Story = {
  args: { address: serviceAddress, continuing: true },
  play: async ({ canvas, userEvent, args }) => {
    await checkBusy({ canvas, userEvent }, 'Continue', args.onContinue);
  },
};

function LocatingReinstallForm(args: ReinstallFormProps) {
  const [found, setFound] = useState<ServiceAddress | undefined>(undefined);
  return (
    <ReinstallForm
      {...args}
      address={found}
      onUseCurrentLocation={() => {
        args.onUseCurrentLocation?.();
        setFound(serviceAddress);
      }}
    />
  );
}

export const FillsFromCurrentLocation: Story = {
  name: 'Fills from current location',
  render: (args) => <LocatingReinstallForm {...args} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use current location' }));
    await expect(args.onUseCurrentLocation).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: /Pincode/ })).toHaveValue('560066');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledWith(serviceAddress);
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={8}>
      <ReinstallForm {...args} title="Empty" />
      <ReinstallForm {...args} title="Prefilled, sending" address={serviceAddress} continuing />
      <ReinstallForm {...args} title="Locating" locating />
    </Stack>
  ),
};
