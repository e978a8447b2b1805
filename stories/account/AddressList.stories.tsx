import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AddressList } from '@nirmal/design-system';
import { homeAddress, officeAddress, parentsAddress } from './accountFixtures.ts';

const meta = {
  component: AddressList,
  // Given with the default in the middle, to show it is listed first anyway.
  args: {
    addresses: [parentsAddress, homeAddress, officeAddress],
    onEdit: fn(),
    onRemove: fn(),
    onMakeDefault: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: `A customer's saved addresses on their account: each row names the receiver, the address on one line and the receiver's number (+91 98765 43210); the default address is listed first and marked "Default". With \`onEdit\`, \`onRemove\` and \`onMakeDefault\` each row carries Edit, Delete and (but the default) Make default, named for their address; \`makingDefaultId\` shows the one being made the default as working.

**Do**
- Open AddressForm in a dialog from \`onEdit\`, and confirm a deletion before calling the server.
- Name the buttons by what tells addresses apart (\`editAddressLabel\` and the others: "Edit Flat 12, Bengaluru"), since two addresses often share a receiver.
- Pass the address as one line: the component does not format it.

**Don't**
- Don't use it to choose where an order goes: checkout chooses with a RadioGroup.
- Don't format the phone numbers yourself; pass them as stored.`,
      },
    },
  },
} satisfies Meta<typeof AddressList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list', { name: 'Saved addresses' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    // The default comes first, marked, with nothing to make default.
    const first = rows[0] as HTMLElement;
    await expect(first).toHaveTextContent(`Priya SharmaDefault${homeAddress.address}+91 98765 43210`);
    await expect(within(first).queryByRole('button', { name: /Make default/ })).toBeNull();
    await userEvent.click(within(first).getByRole('button', { name: "Edit Priya Sharma's address" }));
    await expect(args.onEdit).toHaveBeenCalledWith(homeAddress);
    await userEvent.click(canvas.getByRole('button', { name: "Delete Kamala Devi's address" }));
    await expect(args.onRemove).toHaveBeenCalledWith(parentsAddress);
    await userEvent.click(canvas.getByRole('button', { name: "Make default, Kamala Devi's address" }));
    await expect(args.onMakeDefault).toHaveBeenCalledWith(parentsAddress);
    await expect(rows[1]).toHaveTextContent('+91 70123 45678');
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    // The actions sit under the address, which keeps the row's width.
    const first = canvas.getAllByRole('listitem')[0] as HTMLElement;
    const address = within(first).getByText(homeAddress.address);
    const edit = within(first).getByRole('button', { name: "Edit Priya Sharma's address" });
    await expect(edit.getBoundingClientRect().top).toBeGreaterThan(address.getBoundingClientRect().bottom);
  },
};

export const MakingDefault: Story = {
  name: 'Making one the default',
  args: { makingDefaultId: parentsAddress.id },
  play: async ({ canvas, userEvent, args }) => {
    const working = canvas.getByRole('button', { name: "Make default, Kamala Devi's address" });
    await expect(working).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(working);
    await expect(args.onMakeDefault).not.toHaveBeenCalled();
  },
};

export const NamedByAddress: Story = {
  name: 'Named by address',
  args: {
    addresses: [homeAddress, officeAddress],
    editAddressLabel: (address) => `Edit ${address.address.split(',')[0]}`,
    removeAddressLabel: (address) => `Delete ${address.address.split(',')[0]}`,
    makeDefaultAddressLabel: (address) => `Make default, ${address.address.split(',')[0]}`,
  },
  play: async ({ canvas }) => {
    // Two addresses of one receiver are told apart by their buttons' names.
    await expect(canvas.getByRole('button', { name: 'Edit Flat 402' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Level 9' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Make default, Level 9' })).toBeVisible();
  },
};

export const ReadOnly: Story = {
  name: 'Read only',
  args: { onEdit: undefined, onRemove: undefined, onMakeDefault: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: {
    addresses: [],
    emptyText: 'No address added. Add one to have orders and service visits come to it.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText(/No address added/)).toBeVisible();
  },
};
