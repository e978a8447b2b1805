import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ServiceRequestCard, Stack, serviceRequestStatuses } from '@nirmal/design-system';

const address = {
  house_number: 'Flat 402, Tower B',
  address_name: 'Prestige Lakeside, Whitefield',
  city: 'Bengaluru',
  state: 'Karnataka',
  postal_code: '560066',
};

const meta = {
  component: ServiceRequestCard,
  args: {
    serviceRequestID: 'SR-2026-0042817',
    serviceType: 'INSTALLATION',
    status: 'SCHEDULED',
    serviceDate: '2026-03-30',
    serviceSlot: '10:00 AM – 11:00 AM',
    address,
    isCancellable: true,
    onReschedule: fn(),
    onCancel: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: `One booked service visit in the pending request list or on the status-tracking page: the request ID,
the kind of visit, its status in words ("Installation Scheduled"), the day (30 Mar 2026), the time slot
and the address on one line. Reschedule and cancel show only while the request \`isCancellable\`; each button is
described by the card's heading and request ID, so "Reschedule" is never ambiguous in a list.

**Do**
- Confirm a cancel in a Dialog with a \`danger\` button before calling the server.
- Pass \`pendingAction\` while the call runs, so the button shows it is busy.
- Use \`deviceName\` as the heading when a customer has more than one device.

**Don't**
- Show reschedule or cancel when the server says the request cannot change.
- Rely on the status colour: the status is always written out.`,
      },
    },
  },
} satisfies Meta<typeof ServiceRequestCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const card = canvas.getByRole('article', { name: 'Installation' });
    await expect(card).toHaveAttribute('data-nirmal-id', 'ServiceRequestCard');
    await expect(canvas.getByText('Installation Scheduled')).toBeVisible();
    await expect(canvas.getByText('SR-2026-0042817')).toBeVisible();
    await expect(canvas.getByText('30 Mar 2026')).toHaveAttribute('datetime', '2026-03-30');
    await expect(canvas.getByText('10:00 AM – 11:00 AM')).toBeVisible();
    await expect(
      canvas.getByText('Flat 402, Tower B, Prestige Lakeside, Whitefield, Bengaluru, Karnataka 560066'),
    ).toBeVisible();

    const reschedule = canvas.getByRole('button', { name: 'Reschedule' });
    await expect(reschedule).toHaveAccessibleDescription('Installation SR-2026-0042817');
    await userEvent.click(reschedule);
    await expect(args.onReschedule).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel request' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const NotCancellable: Story = {
  name: 'Not cancellable',
  args: { isCancellable: false, status: 'IN_PROGRESS', serviceType: 'REPAIR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Repair In Progress')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Cancelling: Story = {
  args: { pendingAction: 'cancel' },
  play: async ({ canvas, userEvent, args }) => {
    const cancel = canvas.getByRole('button', { name: 'Cancel request' });
    await expect(cancel).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Reschedule' })).toBeDisabled();
    await userEvent.click(cancel);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const WithDeviceAndCustomStatus: Story = {
  name: 'With device and custom status',
  args: {
    deviceName: 'Nirmal Aqua RO+UV',
    serviceType: 'PERIODIC_SERVICE',
    status: 'RESCHEDULED',
    statusLabel: 'Technician on the way',
    address: 'Plot 18, Sector 21, Gurugram, Haryana 122016',
    headingLevel: 'h2',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nirmal Aqua RO+UV' })).toBeVisible();
    await expect(canvas.getByText('Technician on the way')).toBeVisible();
    await expect(canvas.getByText('Plot 18, Sector 21, Gurugram, Haryana 122016')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reschedule' })).toBeVisible();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={4}>
      {serviceRequestStatuses.map((status) => (
        <ServiceRequestCard
          {...args}
          key={status}
          status={status}
          isCancellable={status === 'SCHEDULED' || status === 'RESCHEDULED'}
        />
      ))}
    </Stack>
  ),
};
