import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ArrowRightIcon, Link, NavigationProvider, Stack } from '@nirmal/design-system';

const navigate = fn();

const meta = {
  component: Link,
  args: { href: '/statusTracking', children: 'Track your service', onClick: fn() },
  argTypes: {
    endIcon: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `A real \`<a href>\` for going somewhere: another page of the site or another site. Same-site
paths are handed to the app's router when a \`NavigationProvider\` wraps the app; modified clicks
(Ctrl, Cmd, middle button) still open a new tab the ordinary way.

- \`inline\` sits inside a sentence and takes the sentence's size.
- \`standalone\` stands on its own line ("View all plans") and keeps a 24 px target.
- \`external\` opens a new tab with \`rel="noopener noreferrer"\` and says so to screen readers.

**Do**
- Use a link for navigation and a Button for actions (submit, open a dialog, add to cart).
- Write labels that make sense out of context: "Track your service", not "Click here".
- Mark links to other sites \`external\` so nobody is surprised by a new tab.

**Don't**
- Don't put \`onClick\` navigation on a link without \`href\`; it breaks new tabs and the keyboard.
- Don't open same-site pages in a new tab.`,
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  decorators: [
    (Story) => (
      <NavigationProvider navigate={navigate}>
        <Story />
      </NavigationProvider>
    ),
  ],
  play: async ({ canvas, userEvent, args }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: 'Track your service' });
    await expect(link).toHaveAttribute('href', '/statusTracking');
    await expect(link).toHaveAttribute('data-nirmal-id', 'Link');
    await expect(link).not.toHaveAttribute('target');
    // A plain click on a same-site path goes through the app's router, not a page load.
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/statusTracking');
  },
};

export const Inline: Story = {
  render: (args) => (
    <p>
      Your AMC covers filter changes.{' '}
      <Link {...args} href="/amc-plans/">
        Compare AMC plans
      </Link>{' '}
      before you renew.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Compare AMC plans' });
    await expect(link).toHaveAttribute('data-variant', 'inline');
  },
};

export const Standalone: Story = {
  args: {
    variant: 'standalone',
    href: '/amc-plans/',
    children: 'View all plans',
    endIcon: <ArrowRightIcon />,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'View all plans' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-variant', 'standalone');
  },
};

export const External: Story = {
  args: {
    href: 'https://www.example.com/water-quality',
    external: true,
    variant: 'standalone',
    children: 'Read the water quality guide',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Read the water quality guide (opens in new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ExternalHindiHint: Story = {
  name: 'External Hindi hint',
  args: {
    href: 'https://www.example.com/water-quality',
    external: true,
    children: 'पानी की गुणवत्ता गाइड',
    newTabText: '(नए टैब में खुलता है)',
    lang: 'hi',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'पानी की गुणवत्ता गाइड (नए टैब में खुलता है)' })).toBeVisible();
  },
};

export const ModifiedClickOpensNormally: Story = {
  name: 'Modified click opens normally',
  decorators: [
    (Story) => (
      <NavigationProvider navigate={navigate}>
        <Story />
      </NavigationProvider>
    ),
  ],
  play: async ({ canvas, userEvent, args }) => {
    navigate.mockClear();
    // Stop the browser's own navigation after the link's handler has run (window listens last).
    const stop = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', stop);
    try {
      const link = canvas.getByRole('link', { name: 'Track your service' });
      await userEvent.keyboard('{Control>}');
      await userEvent.click(link);
      await userEvent.keyboard('{/Control}');
      await expect(args.onClick).toHaveBeenCalledTimes(1);
      // Ctrl+click is the customer asking for a new tab: the router stays out of it.
      await expect(navigate).not.toHaveBeenCalled();
      await userEvent.click(link);
      await expect(navigate).toHaveBeenCalledWith('/statusTracking');
    } finally {
      window.removeEventListener('click', stop);
    }
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={4}>
      <p>
        Inline: <Link {...args}>Track your service</Link> in a sentence.
      </p>
      <Link {...args} variant="standalone" endIcon={<ArrowRightIcon />}>
        Standalone with icon
      </Link>
      <Link {...args} variant="standalone" href="https://www.example.com" external>
        Standalone external
      </Link>
      <p>
        Inline{' '}
        <Link {...args} href="https://www.example.com" external>
          external
        </Link>{' '}
        in a sentence.
      </p>
    </Stack>
  ),
};
