import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar, Stack } from '@nirmal/design-system';

const meta = {
  component: ProgressBar,
  args: { label: 'Uploading invoice', value: 40 },
  argTypes: {
    label: { control: 'text' },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  parameters: {
    docs: {
      description: {
        component: `How far a task has got. With a \`value\` it is determinate: \`role="progressbar"\` with
\`aria-valuenow\`, \`aria-valuemin\`, \`aria-valuemax\` and a readable \`aria-valuetext\` (a percent
unless \`valueText\` says otherwise, e.g. "Step 2 of 3"). Without \`value\` it is indeterminate: it
moves for people who allow motion and stays still under reduced motion.

**Do**
- Name what is progressing in \`label\` ("Uploading invoice").
- Prefer a determinate bar whenever the amount is known.
- Use \`tone="success"\` only once the task is complete.

**Don't**
- Don't use it for a value that is not progress (air quality, ratings); use a dedicated component.
- Don't show a bar for waits under a second; use a Spinner or nothing.`,
      },
    },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading invoice' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
    await expect(canvas.getByText('40%')).toBeVisible();
  },
};

export const Steps: Story = {
  args: {
    label: 'Booking your service',
    value: 2,
    min: 0,
    max: 3,
    valueText: (value: number, _min: number, max: number) => `Step ${value} of ${max}`,
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Booking your service' });
    await expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 3');
    await expect(bar).toHaveAttribute('aria-valuemax', '3');
  },
};

export const Indeterminate: Story = {
  args: { label: 'Fetching Current Location...', value: undefined },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Fetching Current Location...' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).not.toHaveAttribute('aria-valuetext');
    await expect(bar).toHaveAttribute('data-indeterminate');
  },
};

export const Complete: Story = {
  args: { label: 'Upload complete', value: 100, tone: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '100%');
  },
};

export const HiddenLabelSmall: Story = {
  name: 'Hidden label small',
  args: { label: 'AMC term used', value: 75, hideLabel: true, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'AMC term used' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={5}>
      <ProgressBar {...args} label="Empty" value={0} />
      <ProgressBar {...args} label="Partway" value={40} />
      <ProgressBar {...args} label="Complete" value={100} tone="success" />
      <ProgressBar {...args} label="Small" value={60} size="sm" />
      <ProgressBar {...args} label="Without value text" value={60} showValue={false} />
      <ProgressBar {...args} label="Indeterminate" value={undefined} />
    </Stack>
  ),
};
