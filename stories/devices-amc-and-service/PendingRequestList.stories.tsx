import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PendingRequestList, Stack } from '@nirmal/design-system';
import { pendingRequests, serviceProductName } from './serviceFixtures';

const meta = {
  component: PendingRequestList,
  args: {
    requests: pendingRequests,
    productName: serviceProductName,
    onBookNew: fn(),
    onReschedule: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: `The first step of the service-request flow: the device's open requests, each a
ServiceRequestCard with Reschedule and Cancel while the request \`isCancellable\`, and "Book a new service". While
the requests load, placeholder cards show and the region is \`aria-busy\` with "Loading service requests" for screen
readers; with none open, an EmptyState offers the booking instead; when loading fails, an error with "Try again".
The callbacks get the request's \`serviceRequestID\`; \`pendingAction\` puts one card's button in its busy state.

**Do**
- Pass \`productName\` so customers with several devices know whose requests these are.
- Confirm a cancel in a Dialog before calling the server, then pass \`pendingAction\` while it runs.
- Keep "Book a new service" available while requests are open: a second problem is common.

**Don't**
- Show closed requests here: history belongs on the status-tracking page.
- Replace the loading placeholders with a page spinner: the layout should not jump when cards arrive.`,
      },
    },
  },
} satisfies Meta<typeof PendingRequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('region', { name: 'Your service requests' });
    await expect(region).toHaveAttribute('data-nirmal-id', 'PendingRequestList');
    await expect(canvas.getByText(`Open requests for ${serviceProductName}`)).toBeVisible();
    const items = within(region).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    // The cards' headings sit one level below the list's.
    await expect(canvas.getByRole('heading', { level: 3, name: 'Repair' })).toBeVisible();
    await expect(canvas.getByText('Repair Scheduled')).toBeVisible();

    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Reschedule' }));
    await expect(args.onReschedule).toHaveBeenCalledWith('SR-2026-0042817');
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Cancel request' }));
    await expect(args.onCancel).toHaveBeenCalledWith('SR-2026-0042817');
    // The request in progress cannot change.
    await expect(within(items[1]!).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Book a new service' }));
    await expect(args.onBookNew).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { requests: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No open service requests' })).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    const book = canvas.getAllByRole('button', { name: 'Book a new service' });
    // One booking button only: in the empty state, not also in the header.
    await expect(book).toHaveLength(1);
    await userEvent.click(book[0]!);
    await expect(args.onBookNew).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Your service requests' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading service requests');
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(region.querySelectorAll('[data-nirmal-id="Skeleton"]')).toHaveLength(6);
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { error: 'Oops! Something went wrong. Please try again later.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Oops! Something went wrong. Please try again later.',
    );
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // Booking stays possible even when the list cannot load.
    await expect(canvas.getByRole('button', { name: 'Book a new service' })).toBeVisible();
  },
};

export const Cancelling: Story = {
  args: { pendingAction: { serviceRequestID: 'SR-2026-0042817', action: 'cancel' } },
  play: async ({ canvas, userEvent, args }) => {
    const cancel = canvas.getByRole('button', { name: 'Cancel request' });
    await expect(cancel).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(cancel);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Reschedule' })).toBeDisabled();
  },
};

export const PageHeading: Story = {
  name: 'Page heading',
  args: { headingLevel: 'h1', title: 'Service requests' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Service requests' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const book = canvas.getByRole('button', { name: 'Book a new service' });
    await expect(book).toBeVisible();
    // Stacked under the heading on a phone: the button starts where the heading starts.
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(book.getBoundingClientRect().left).toBeCloseTo(heading.getBoundingClientRect().left, 0);
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={8}>
      <PendingRequestList {...args} title="With requests" />
      <PendingRequestList {...args} title="Nothing open" requests={[]} />
      <PendingRequestList {...args} title="Loading" loading />
      <PendingRequestList {...args} title="Failed" error="Something went wrong." />
    </Stack>
  ),
};
