import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  AnnouncementBar,
  MegaphoneIcon,
  NavigationProvider,
  Stack,
  type AnnouncementBarProps,
} from '@nirmal/design-system';

const meta = {
  component: AnnouncementBar,
  args: {
    children: 'Free installation on all water purifiers this week.',
    linkHref: '/c/water-purifiers',
    linkLabel: 'Shop now',
    onDismiss: fn(),
    onLinkClick: fn(),
  },
  argTypes: { icon: { control: false }, children: { control: 'text' } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `A full-width strip above the header for one site-wide message: an offer, a service notice, a change in delivery. It is a named region (not a live region: it is there from page load), with an optional link after the text and, with \`onDismiss\`, a close button that hides it and tells you so you can remember the choice.

**Do**
- Keep it to one short sentence and at most one link.
- Remember a dismissal (\`onDismiss\`) so the bar does not come back on the next page.
- Use \`brand\` or \`inverse\` for offers, \`warning\` for service disruptions.

**Don't**
- Don't stack several bars; rotate messages on the server instead.
- Don't use it to confirm an action ("Profile updated"); that is a Toast.`,
      },
    },
  },
} satisfies Meta<typeof AnnouncementBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const bar = canvas.getByRole('region', { name: 'Announcement' });
    await expect(bar).toHaveAttribute('data-nirmal-id', 'AnnouncementBar');
    await expect(bar).toHaveAttribute('data-tone', 'brand');
    await expect(canvas.getByText('Free installation on all water purifiers this week.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop now' })).toHaveAttribute(
      'href',
      '/c/water-purifiers',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss announcement' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region', { name: 'Announcement' })).toBeNull();
  },
};

export const NotDismissible: Story = {
  name: 'Not dismissible',
  args: { onDismiss: undefined, tone: 'inverse', icon: <MegaphoneIcon /> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ServiceNotice: Story = {
  name: 'Service notice',
  args: {
    tone: 'warning',
    children: 'Service visits in Chennai may be delayed by heavy rain.',
    linkHref: '/statusTracking',
    linkLabel: 'Track your request',
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  args: { icon: <MegaphoneIcon /> },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

const navigate = fn();

function RoutedAnnouncementBar(args: AnnouncementBarProps) {
  return (
    <NavigationProvider navigate={navigate}>
      <AnnouncementBar {...args} />
    </NavigationProvider>
  );
}

export const KeyboardAndRouter: Story = {
  name: 'Keyboard and router',
  render: (args) => <RoutedAnnouncementBar {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    navigate.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Shop now' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/c/water-purifiers');
    await expect(args.onLinkClick).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss announcement' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

const tones = ['brand', 'inverse', 'info', 'success', 'warning'] as const;

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={2}>
      {tones.map((tone) => (
        <AnnouncementBar
          {...args}
          key={tone}
          tone={tone}
          label={`Announcement, ${tone}`}
          icon={<MegaphoneIcon />}
        >
          {`A ${tone} announcement about this week's offers.`}
        </AnnouncementBar>
      ))}
    </Stack>
  ),
};
