import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { AddressForm, Stack, type AddressFormProps, type ServiceAddress } from '@nirmal/design-system';

const savedAddress: ServiceAddress = {
  house_number: 'Flat 402, Tower B',
  address_name: 'Prestige Lakeside, Whitefield',
  city: 'Bengaluru',
  state: 'Karnataka',
  postal_code: '560066',
  latitude: 12.9698,
  longitude: 77.75,
};

const meta = {
  component: AddressForm,
  args: { onSubmit: fn(), onUseCurrentLocation: fn() },
  parameters: {
    docs: {
      description: {
        component: `Where the technician should come: house or flat number, street and area, city, state (a native
select of India's states and union territories) and a 6-digit pincode that cannot start with 0. Every field is
required, and the state must be one the pincode can be in (from India Post's sorting districts: the tax
invoice names the state an order is supplied to). Errors show on submit, the first wrong field takes focus, and messages then update as the customer
types. "Use current location" calls back; while the caller locates, it shows "Fetching Current Location....", and passing new \`initialValues\` refills the form with what was found.

**Do**
- Prefill \`initialValues\` with the saved address, so most customers only confirm.
- Show the spec's geolocation messages through \`locationError\` when locating fails.
- Keep \`latitude\` and \`longitude\` from the map in \`initialValues\`: \`onSubmit\` returns them.

**Don't**
- Ask for the location on page load: only when the customer presses the button.
- Validate the pincode against service areas here: show that answer from the server as a separate message.`,
      },
    },
  },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const form = canvas.getByRole('button', { name: 'Save address' }).closest('form');
    await expect(form).toHaveAttribute('data-nirmal-id', 'AddressForm');
    await userEvent.type(canvas.getByRole('textbox', { name: /House \/ flat number/ }), 'H.No 12-3-45');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Street, area and landmark/ }),
      'Banjara Hills, Road No 2',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /City/ }), 'Hyderabad');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /State/ }), 'Telangana');
    await userEvent.type(canvas.getByRole('textbox', { name: /Pincode/ }), '500 034');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      house_number: 'H.No 12-3-45',
      address_name: 'Banjara Hills, Road No 2',
      city: 'Hyderabad',
      state: 'Telangana',
      postal_code: '500034',
      latitude: null,
      longitude: null,
    });
  },
};

export const ValidationMessages: Story = {
  name: 'Validation messages',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const house = canvas.getByRole('textbox', { name: /House \/ flat number/ });
    await expect(house).toHaveFocus();
    await expect(house).toHaveAttribute('aria-invalid', 'true');
    await expect(house).toHaveAccessibleDescription('Enter your house or flat number');
    await expect(canvas.getByText('Enter your street and area')).toBeVisible();
    await expect(canvas.getByText('Enter your city')).toBeVisible();
    await expect(canvas.getByText('Select your state')).toBeVisible();
    await expect(canvas.getByText('Enter your 6-digit pincode')).toBeVisible();

    // The message goes as soon as the field is fixed.
    await userEvent.type(house, '7');
    await expect(house).not.toHaveAttribute('aria-invalid');
  },
};

export const InvalidPincode: Story = {
  name: 'Invalid pincode',
  args: { initialValues: { ...savedAddress, postal_code: '060066' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    const pincode = canvas.getByRole('textbox', { name: /Pincode/ });
    await expect(pincode).toHaveFocus();
    await expect(pincode).toHaveAccessibleDescription('Enter a valid 6-digit pincode');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(pincode);
    await userEvent.type(pincode, '560066');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(savedAddress);
  },
};

export const StateNotThePincodes: Story = {
  name: "State not the pincode's",
  args: { initialValues: { ...savedAddress, city: 'Mumbai', postal_code: '400053' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    const state = canvas.getByRole('combobox', { name: /State/ });
    await expect(state).toHaveFocus();
    await expect(state).toHaveAccessibleDescription(
      'Pincode 400053 is in Maharashtra or Goa. Choose that state, or check the pincode.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(state, 'Maharashtra');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ state: 'Maharashtra', postal_code: '400053' }),
    );
  },
};

export const Prefilled: Story = {
  args: { initialValues: savedAddress },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /City/ })).toHaveValue('Bengaluru');
    await expect(canvas.getByRole('combobox', { name: /State/ })).toHaveValue('Karnataka');
    await expect(canvas.getByRole('textbox', { name: /Pincode/ })).toHaveValue('560066');
  },
};

export const Locating: Story = {
  args: { locating: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Fetching Current Location....');
    const button = canvas.getByRole('button', { name: 'Use current location' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onUseCurrentLocation).not.toHaveBeenCalled();
  },
};

export const LocationFailed: Story = {
  name: 'Location failed',
  args: { locationError: 'User denied the request for Geolocation.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('User denied the request for Geolocation.');
  },
};

function LocatingAddressForm(args: AddressFormProps) {
  const [found, setFound] = useState<ServiceAddress | undefined>(undefined);
  return (
    <AddressForm
      {...args}
      initialValues={found}
      onUseCurrentLocation={() => {
        args.onUseCurrentLocation?.();
        setFound(savedAddress);
      }}
    />
  );
}

export const FillsFromCurrentLocation: Story = {
  name: 'Fills from current location',
  render: (args) => <LocatingAddressForm {...args} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use current location' }));
    await expect(args.onUseCurrentLocation).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: /House \/ flat number/ })).toHaveValue(
      'Flat 402, Tower B',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(savedAddress);
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={8}>
      <AddressForm {...args} />
      <AddressForm {...args} initialValues={savedAddress} submitting />
      <AddressForm {...args} locating onUseCurrentLocation={args.onUseCurrentLocation} />
    </Stack>
  ),
};
