import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, CartIcon, EmptyState, Link, SearchIcon, Stack, WaterDropIcon } from '@nirmal/design-system';

const meta = {
  component: EmptyState,
  args: {
    title: 'No devices yet',
    description: 'Add your water purifier to book services and manage its AMC.',
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    icon: { control: false },
    action: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `Fills a place that has nothing to show: no devices, an empty cart, no search results, no past
services. It says what is empty, why it matters and offers the next step. The icon is decorative;
the title is a heading (\`headingLevel\` fits it into the page outline).

**Do**
- Write the title as a plain fact ("Your cart is empty") and the description as the way forward.
- Offer one clear action, e.g. "Browse purifiers".
- Use \`size="sm"\` inside cards and panels.

**Don't**
- Don't use it for errors; use an InlineAlert with the error text.
- Don't show it while data is still loading; use a Skeleton.`,
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No devices yet' })).toBeVisible();
    await expect(
      canvas.getByText('Add your water purifier to book services and manage its AMC.'),
    ).toBeVisible();
  },
};

export const WithAction: Story = {
  name: 'With action',
  args: {
    title: 'Your cart is empty',
    description: 'Explore water purifiers, air purifiers and vacuum cleaners.',
    icon: <CartIcon />,
    action: <Button onClick={fn()}>Browse purifiers</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Browse purifiers' });
    await userEvent.click(button);
    await expect(button).toHaveFocus();
  },
};

export const NoSearchResults: Story = {
  name: 'No search results',
  args: {
    title: 'No results for “UV filter 900”',
    description: 'Check the spelling or search for a product name such as “RO+UV”.',
    icon: <SearchIcon />,
    headingLevel: 3,
    action: (
      <Link href="/search" variant="standalone">
        Clear search
      </Link>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('No results for');
    await expect(canvas.getByRole('link', { name: 'Clear search' })).toHaveAttribute('href', '/search');
  },
};

export const SmallInCard: Story = {
  name: 'Small in card',
  args: {
    size: 'sm',
    title: 'No past services',
    description: 'Services you book will appear here.',
    icon: <WaterDropIcon />,
  },
};

export const WithoutIcon: Story = {
  name: 'Without icon',
  args: { icon: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={6}>
      <EmptyState {...args} action={<Button>Add a device</Button>} />
      <EmptyState {...args} size="sm" title="Small" headingLevel={3} />
      <EmptyState {...args} icon={null} title="No icon" headingLevel={3} />
    </Stack>
  ),
};
