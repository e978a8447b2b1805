import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner, Stack } from '@nirmal/design-system';

const meta = {
  component: Spinner,
  parameters: {
    docs: {
      description: {
        component: `An indeterminate progress indicator in the current text colour, for a wait of unknown length inside a
small area: a search running, a pincode being checked. \`label\` says what is loading and is announced
politely ("Loading" by default); pass \`null\` when the spinner only decorates a control that already says
it is busy, such as a \`Button\` with \`loading\`.

**Do**
- Give a specific \`label\`: "Checking pincode", "Searching…".
- Pick the \`size\` from its surroundings: \`sm\` inside a control or a line of text, larger for a panel.
- Prefer \`Skeleton\` for whole pages and lists, so the layout does not jump when content arrives.

**Don't**
- Add a spinner beside a loading \`Button\`: the button shows its own.
- Leave it spinning on a failure: replace it with an error that says what to do.`,
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const WithLabel: Story = {
  name: 'With label',
  args: { label: 'Fetching Current Location....' },
  play: async ({ canvas }) =>
    expect(canvas.getByRole('status')).toHaveTextContent('Fetching Current Location....'),
};

export const Decorative: Story = {
  args: { label: null },
  play: async ({ canvas }) => expect(canvas.queryByRole('status')).not.toBeInTheDocument(),
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack direction="row" gap={4} align="center">
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </Stack>
  ),
};
