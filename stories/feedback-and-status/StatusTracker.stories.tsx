import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusTracker, Stack } from '@nirmal/design-system';

const installation = [
  { id: 'received', label: 'Request received', date: '2026-03-28' },
  {
    id: 'scheduled',
    label: 'Installation Scheduled',
    date: '2026-03-31',
    description: 'Technician Ravi K. · 10 AM to 12 PM',
  },
  { id: 'onTheWay', label: 'Technician on the way' },
  { id: 'installed', label: 'Installed' },
];

const meta = {
  component: StatusTracker,
  args: { steps: installation, currentIndex: 1 },
  parameters: {
    docs: {
      description: {
        component: `Where a service request stands (status tracking, spec: "Installation Scheduled"). An ordered
list of steps: done ones show a tick, the current one is marked with \`aria-current="step"\`, the
upcoming ones are muted. Each step reads its status ("Completed", "Current step", "Upcoming") to
screen readers. Dates are wire dates (\`YYYY-MM-DD\`) shown as 31 Mar 2026. It is vertical at
360 px and horizontal from the md breakpoint up.

**Do**
- Keep step labels short and in the service's own words ("Installation Scheduled").
- Put details (technician, slot) in the current step's \`description\`.
- Pass \`currentIndex = steps.length\` once everything is done.

**Don't**
- Don't use it for a form wizard the customer navigates; it is read-only status.
- Don't show more than about five steps; group minor ones.`,
      },
    },
  },
} satisfies Meta<typeof StatusTracker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Service status' });
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveAttribute('data-status', 'done');
    await expect(items[0]).toHaveTextContent('Request received, Completed');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[1]).toHaveTextContent('Installation Scheduled, Current step');
    await expect(items[1]).toHaveTextContent('31 Mar 2026');
    await expect(items[2]).not.toHaveAttribute('aria-current');
    await expect(items[3]).toHaveTextContent('Installed, Upcoming');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('list')).flexDirection).toBe('column');
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('list')).flexDirection).toBe('row');
  },
};

export const JustStarted: Story = {
  name: 'Just started',
  args: { currentIndex: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
  },
};

export const AllDone: Story = {
  name: 'All done',
  args: { currentIndex: installation.length },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    for (const item of items) await expect(item).toHaveAttribute('data-status', 'done');
    await expect(canvas.queryByText(/Current step/)).not.toBeInTheDocument();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={6}>
      <StatusTracker {...args} label="Started" currentIndex={0} />
      <StatusTracker {...args} label="In progress" currentIndex={2} />
      <StatusTracker {...args} label="Done" currentIndex={args.steps.length} />
    </Stack>
  ),
};
