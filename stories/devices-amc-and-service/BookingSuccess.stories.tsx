import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { BookingSuccess, Button, Stack, type BookingSuccessProps } from '@nirmal/design-system';
import { serviceProductName } from './serviceFixtures';

const meta = {
  component: BookingSuccess,
  args: {
    serviceRequestID: 'SR-2026-0042817',
    serviceDate: '2026-03-30',
    serviceSlot: '9:00 AM – 10:00 AM',
    onTrackStatus: fn(),
    onBackToDevices: fn(),
    focusOnMount: false,
  },
  parameters: {
    docs: {
      description: {
        component: `The "booking success" step: the visit is booked. It says so, shows the request ID the
customer quotes to the call centre, the day and the slot, and offers "Track status" (/statusTracking) and "Back to
my devices" (/amc/my-devices) through callbacks. The confirmation is announced politely ("Service booked. Request
ID SR-2026-0042817, 30 Mar 2026, 9:00 AM – 10:00 AM."), and by default the heading takes focus, since the confirm
button that led here is gone. \`isRescheduleFlow\` changes the heading to "Visit rescheduled".

**Do**
- Show it only once the server has returned the \`serviceRequestID\`.
- Keep "Track status" as the main action: it is what most customers want next.
- Leave \`focusOnMount\` on in the flow; turn it off only where the page moves focus itself.

**Don't**
- Redirect away automatically: customers note the request ID first.
- Announce again with a Toast: this step already does.`,
      },
    },
  },
} satisfies Meta<typeof BookingSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('region', { name: 'Service booked' });
    await expect(region).toHaveAttribute('data-nirmal-id', 'BookingSuccess');
    await expect(canvas.getByText('SR-2026-0042817')).toBeVisible();
    await expect(canvas.getByText('30 Mar 2026')).toHaveAttribute('datetime', '2026-03-30');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Service booked. Request ID SR-2026-0042817, 30 Mar 2026, 9:00 AM – 10:00 AM.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Track status' }));
    await expect(args.onTrackStatus).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to my devices' }));
    await expect(args.onBackToDevices).toHaveBeenCalledTimes(1);
  },
};

export const WithDetails: Story = {
  name: 'With details',
  args: { serviceType: 'REPAIR', productName: serviceProductName },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(serviceProductName)).toBeVisible();
    await expect(canvas.getByText('Repair')).toBeVisible();
  },
};

export const Rescheduled: Story = {
  args: { isRescheduleFlow: true, onTrackStatus: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Visit rescheduled' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Visit rescheduled\. Request ID/);
    await expect(canvas.queryByRole('button', { name: 'Track status' })).not.toBeInTheDocument();
  },
};

function ConfirmThenSucceed(args: BookingSuccessProps) {
  const [booked, setBooked] = useState(false);
  return booked ? (
    <BookingSuccess {...args} />
  ) : (
    <Button onClick={() => setBooked(true)}>Confirm booking</Button>
  );
}

export const FocusMovesToTheHeading: Story = {
  name: 'Focus moves to the heading',
  args: { focusOnMount: true },
  render: (args) => <ConfirmThenSucceed {...args} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Service booked' })).toHaveFocus());
    // The next Tab reaches the main action.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Track status' })).toHaveFocus();
  },
};

export const PageHeading: Story = {
  name: 'Page heading',
  args: { headingLevel: 'h1', title: 'Thank you!', message: 'Your technician is booked.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    await expect(canvas.getByText('Your technician is booked.')).toBeVisible();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={8}>
      <BookingSuccess {...args} />
      <BookingSuccess {...args} isRescheduleFlow serviceType="REPAIR" productName={serviceProductName} />
    </Stack>
  ),
};
