import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PaymentLinkCard, paymentLinkStatuses, Stack } from '@nirmal/design-system';

const meta = {
  component: PaymentLinkCard,
  args: {
    description: 'Base plan for 1 year for Nirmal Aqua UV 7L',
    amount: 1999,
    status: 'created',
    customerName: 'Asha Verma',
    mobileMasked: '90••••0001',
    shortUrl: 'https://nirmal.example/pay/plink_x7Yk2Qm9',
    expiresAt: '2026-11-28T05:02:00.000Z',
    paidAt: null,
    onCopyLink: fn(async () => undefined),
    onResend: fn((event) => event.preventDefault()),
    onCancel: fn((event) => event.preventDefault()),
  },
  argTypes: { status: { control: 'select', options: paymentLinkStatuses } },
  parameters: {
    docs: {
      description: {
        component: `A payment link a call-centre agent or CRO sent to a customer by SMS: what it pays for, the amount
the server priced, where it stands (Awaiting payment, Paid, Expired, Cancelled), when it expires or was paid
(India time), and the short URL the SMS carries.

Copy link hands the URL to \`onCopyLink\` and says "Link copied" once that resolves. Resend SMS and Cancel link
show only while the link awaits payment; they are submit buttons (\`name="intent"\`, values \`resend-link\` and
\`cancel-link\`), so inside a form that names the link they post before JavaScript arrives.`,
      },
    },
  },
} satisfies Meta<typeof PaymentLinkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const card = canvas.getByRole('article', { name: 'Base plan for 1 year for Nirmal Aqua UV 7L' });
    await expect(card).toHaveAttribute('data-nirmal-id', 'PaymentLinkCard');
    await expect(card).toHaveTextContent('Awaiting payment');
    await expect(card).toHaveTextContent('₹1,999');
    await expect(card).toHaveTextContent('CustomerAsha Verma, 90••••0001');
    // India time: 05:02 UTC is 10:32 am.
    await expect(card).toHaveTextContent('Expires28 Nov 2026, 10:32 am');
    await expect(card).toHaveTextContent('https://nirmal.example/pay/plink_x7Yk2Qm9');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopyLink).toHaveBeenCalledWith('https://nirmal.example/pay/plink_x7Yk2Qm9');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Link copied');
    const resend = canvas.getByRole('button', { name: 'Resend SMS' });
    await expect(resend).toHaveAttribute('value', 'resend-link');
    await userEvent.click(resend);
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel link' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Paid: Story = {
  args: { status: 'paid', paidAt: '2026-11-27T05:20:00.000Z' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveTextContent('Paid');
    await expect(card).toHaveTextContent('Paid on27 Nov 2026, 10:50 am');
    await expect(card).not.toHaveTextContent('Expires');
    // Nothing left to send or stop.
    await expect(canvas.queryByRole('button', { name: 'Resend SMS' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancel link' })).toBeNull();
  },
};

export const Expired: Story = {
  args: { status: 'expired', expiresAt: '2026-11-26T05:02:00.000Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('Expires26 Nov 2026, 10:32 am');
    await expect(canvas.queryByRole('button', { name: 'Resend SMS' })).toBeNull();
  },
};

export const Cancelled: Story = {
  args: { status: 'cancelled' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveTextContent('Cancelled');
    await expect(card).not.toHaveTextContent('Expires');
  },
};

export const Resending: Story = {
  args: { pendingAction: 'resend' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Resend SMS' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServiceCharge: Story = {
  name: 'Service charge, on a phone',
  args: {
    description: 'Repair visit SR-100045 for Nirmal Aqua RO+UV',
    amount: 499,
    onCopyLink: undefined,
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    // Without a copy handler the URL stays on the card to select.
    await expect(canvas.queryByRole('button', { name: 'Copy link' })).toBeNull();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack as="ul" gap={3}>
      {paymentLinkStatuses.map((status) => (
        <li key={status}>
          <PaymentLinkCard
            {...args}
            status={status}
            paidAt={status === 'paid' ? '2026-11-27T05:20:00.000Z' : null}
          />
        </li>
      ))}
    </Stack>
  ),
};
