import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import {
  PincodeAvailability,
  Stack,
  type PincodeAvailabilityProps,
  type PincodeAvailabilityStatus,
} from '@nirmal/design-system';

const meta = {
  component: PincodeAvailability,
  args: { onCheck: fn(), onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `Delivery check on a product page or in the cart: the customer enters a 6-digit pincode and
presses **Check**; the page asks the pincode-availability service and sets \`status\` (\`checking\`,
then \`available\` with \`deliveryText\`, \`unavailable\` or \`error\`). The result is announced politely.

**Do**
- Start with the stored pincode as \`defaultValue\` so returning customers see their answer.
- Say when it arrives, e.g. \`deliveryText="Delivery by 24 Nov"\`.

**Don't**
- Don't block adding to the cart while the check runs.
- Don't check on every keystroke; wait for Check.`,
      },
    },
  },
} satisfies Meta<typeof PincodeAvailability>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Delivery pincode' });
    await userEvent.type(input, '56a0 03');
    await expect(input).toHaveValue('56003');
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(args.onCheck).not.toHaveBeenCalled();
    await expect(input).toHaveAccessibleDescription(/Enter a valid 6-digit pincode/);
    await userEvent.type(input, '49');
    await expect(input).toHaveValue('560034');
    await expect(input).not.toBeInvalid();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCheck).toHaveBeenCalledWith('560034');
  },
};

export const Checking: Story = {
  args: { defaultValue: '560034', status: 'checking' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Check' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking delivery…');
  },
};

export const Available: Story = {
  args: { defaultValue: '560034', status: 'available', deliveryText: 'Delivery by 24 Nov' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Delivery by 24 Nov');
  },
};

export const Unavailable: Story = {
  args: { defaultValue: '194101', status: 'unavailable' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('We do not deliver to this pincode yet');
  },
};

export const CheckFailed: Story = {
  name: 'Check failed',
  args: { defaultValue: '560034', status: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Something went wrong. Please try again.');
  },
};

export const WithInstallationAndService: Story = {
  args: {
    defaultValue: '560034',
    status: 'available',
    deliveryText: 'Delivery by 24 Nov, free',
    details: (
      <>
        <span>Installation by 25 Nov, free</span>
        <span>Service available at this pincode</span>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const answer = canvas.getByRole('status');
    await expect(answer).toHaveTextContent('Delivery by 24 Nov, free');
    await expect(answer).toHaveTextContent('Installation by 25 Nov, free');
    await expect(answer).toHaveTextContent('Service available at this pincode');
  },
};

export const RefusedByServer: Story = {
  args: { defaultValue: '056003', error: 'Enter a 6-digit pincode, like 560001.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Delivery pincode' });
    await expect(input).toHaveAccessibleDescription(/Enter a 6-digit pincode, like 560001\./);
  },
};

const submitted = fn();

function PincodeForm(args: PincodeAvailabilityProps & { onSubmit: (pincode: string) => void }) {
  const { onSubmit, ...props } = args;
  return (
    <form
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(String(new FormData(event.currentTarget).get('pincode')));
      }}
    >
      <PincodeAvailability {...props} checkType="submit" />
    </form>
  );
}

export const SubmitsItsForm: Story = {
  render: (args) => <PincodeForm {...args} onSubmit={submitted} />,
  play: async ({ canvas, userEvent, args }) => {
    submitted.mockClear();
    const input = canvas.getByRole('textbox', { name: 'Delivery pincode' });
    await userEvent.type(input, '5600');
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(submitted).not.toHaveBeenCalled();
    await userEvent.type(input, '01{Enter}');
    await expect(submitted).toHaveBeenCalledTimes(1);
    await expect(submitted).toHaveBeenCalledWith('560001');
    await expect(args.onCheck).toHaveBeenCalledTimes(1);
  },
};

function CheckingPincode(args: PincodeAvailabilityProps) {
  const [status, setStatus] = useState<PincodeAvailabilityStatus>('idle');
  return (
    <PincodeAvailability
      {...args}
      status={status}
      deliveryText="Delivery by 24 Nov"
      onChange={() => setStatus('idle')}
      onCheck={(pincode) => {
        args.onCheck?.(pincode);
        setStatus(pincode.startsWith('56') ? 'available' : 'unavailable');
      }}
    />
  );
}

export const CheckFlow: Story = {
  name: 'Check flow',
  render: (args) => <CheckingPincode {...args} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Delivery pincode' });
    await userEvent.type(input, '194101{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('We do not deliver to this pincode yet');
    await userEvent.clear(input);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.type(input, '560034');
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Delivery by 24 Nov');
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={5}>
      <PincodeAvailability {...args} />
      <PincodeAvailability {...args} defaultValue="560034" status="checking" />
      <PincodeAvailability
        {...args}
        defaultValue="560034"
        status="available"
        deliveryText="Delivery by 24 Nov"
      />
      <PincodeAvailability {...args} defaultValue="194101" status="unavailable" />
      <PincodeAvailability {...args} defaultValue="560034" status="error" />
      <PincodeAvailability {...args} defaultValue="560034" disabled />
    </Stack>
  ),
};
