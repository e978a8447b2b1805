import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack, WizardProgress } from '@nirmal/design-system';

const bookingSteps = [
  { id: 'service', label: 'Book a service' },
  { id: 'repair', label: 'Select repair' },
  { id: 'slot', label: 'Book a slot' },
  { id: 'summary', label: 'Request summary' },
  { id: 'done', label: 'Booking success' },
];

const meta = {
  component: WizardProgress,
  args: { steps: bookingSteps, currentIndex: 1 },
  parameters: {
    docs: {
      description: {
        component: `Shows where the customer is in a multi-step flow such as booking a service (service-request
flow) or buying an AMC plan. It is a \`nav\` landmark with an ordered list; the current step carries
\`aria-current="step"\` and completed steps are announced as completed. On the 360 px layout it collapses to a
bar and "Step 2 of 5" with the current step's name; from md up every step's name shows.

**Do**
- Pass only the steps this customer will go through (a repair skips the re-install form).
- Keep step names short: two or three words.
- Put it at the top of each step's page, above the step's heading.

**Don't**
- Use it for navigation between unrelated pages: it is not a tab bar.
- Show more than about six steps; group them instead.`,
      },
    },
  },
} satisfies Meta<typeof WizardProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Progress' });
    await expect(nav).toHaveAttribute('data-nirmal-id', 'WizardProgress');
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).not.toHaveAttribute('aria-current');
    await expect(items[0]).toHaveTextContent('Book a service, completed');
    await expect(items[2]).not.toHaveTextContent('completed');
  },
};

export const FirstStep: Story = {
  name: 'First step',
  args: { currentIndex: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.queryByText(/completed/)).not.toBeInTheDocument();
  },
};

export const LastStep: Story = {
  name: 'Last step',
  args: { currentIndex: 4 },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[4]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getAllByText(/completed/)).toHaveLength(4);
  },
};

export const Mobile: Story = {
  args: { currentIndex: 2 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 3 of 5')).toBeVisible();
    await expect(canvas.getAllByText('Book a slot')[0]).toBeVisible();
  },
};

export const Desktop: Story = {
  args: { currentIndex: 2 },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 3 of 5')).not.toBeVisible();
    await expect(canvas.getByText('Request summary')).toBeVisible();
  },
};

export const CustomTexts: Story = {
  name: 'Custom texts',
  args: {
    label: 'Plan purchase progress',
    steps: [
      { id: 'plan', label: 'Choose a plan' },
      { id: 'duration', label: 'Select duration' },
      { id: 'pay', label: 'Pay' },
    ],
    currentIndex: 1,
    stepOfText: (step, total) => `${step} / ${total}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Plan purchase progress' })).toBeInTheDocument();
    await expect(canvas.getByText('2 / 3')).toBeInTheDocument();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={6}>
      {bookingSteps.map((step, index) => (
        <WizardProgress {...args} key={step.id} currentIndex={index} label={`Progress at ${step.id}`} />
      ))}
    </Stack>
  ),
};
