import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CustomerLookup, Stack } from '@nirmal/design-system';

const meta = {
  component: CustomerLookup,
  args: { method: 'get', onLookup: fn((_query, event) => event.preventDefault()) },
  parameters: {
    docs: {
      description: {
        component: `How a call-centre agent or CRO finds a customer: one field for either the customer's mobile
number or one of their device ids, with a hint that says so, and the server's answer under it when nobody
was found or the customer is outside the staff member's hub.

It is a real \`<form role="search">\` whose field is \`q\`: with \`method="get"\` it puts the look-up in the page's
address before JavaScript arrives. \`onLookup\` gets the trimmed text and the submit event; call
\`event.preventDefault()\` to take the submission over.`,
      },
    },
  },
} satisfies Meta<typeof CustomerLookup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByRole('search', { name: 'Find a customer' });
    await expect(search).toHaveAttribute('data-nirmal-id', 'CustomerLookup');
    const field = canvas.getByRole('textbox', { name: /Mobile number or device id/ });
    await expect(field).toHaveAccessibleDescription(/10-digit mobile number.*AST-100102/);
    await expect(field).toHaveAttribute('name', 'q');
    await userEvent.type(field, '  90000 00001 ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onLookup).toHaveBeenCalledWith('90000 00001', expect.anything());
  },
};

export const NotFound: Story = {
  name: 'Nobody found',
  args: { defaultValue: '9000000999', error: 'No customer has this mobile number.' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox');
    await expect(field).toHaveValue('9000000999');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/No customer has this mobile number\./);
  },
};

export const OutsideTheHub: Story = {
  name: 'Outside the hub',
  args: { defaultValue: '9000000001', error: 'This customer is outside your hub (BLR-05).' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Pending: Story = {
  args: { defaultValue: 'AST-100102', pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Find customer' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={5}>
      {/* Landmarks on one page need names of their own. */}
      <CustomerLookup {...args} searchLabel="Empty" />
      <CustomerLookup
        {...args}
        searchLabel="Nothing found"
        defaultValue="AST-999999"
        error="No device has this id."
      />
      <CustomerLookup {...args} searchLabel="Looking up" defaultValue="AST-100102" pending />
    </Stack>
  ),
};
