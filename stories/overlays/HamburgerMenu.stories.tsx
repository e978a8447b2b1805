import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import {
  HamburgerMenu,
  IconButton,
  MenuIcon,
  WaterDropIcon,
  type HamburgerMenuSection,
} from '@nirmal/design-system';
import { purifierImage } from '../fixtures.ts';

const sections: HamburgerMenuSection[] = [
  {
    title: 'Shop',
    items: [
      {
        label: 'Water purifiers',
        icon: <WaterDropIcon />,
        children: [
          { label: 'RO purifiers', href: '/c/ro-water-purifiers' },
          { label: 'UV purifiers', href: '/c/uv-water-purifiers' },
        ],
      },
      { label: 'Air purifiers', href: '/c/air-purifiers', icon: purifierImage },
      { label: 'Vacuum cleaners', href: '/c/vacuum-cleaners' },
    ],
  },
  {
    title: 'Service',
    items: [
      { label: 'Customer service and AMC', href: '/customer-service-and-amc' },
      { label: 'Track a service request', href: '/statusTracking' },
      { label: 'Book a free home demo', href: '/bookafreehomedemo' },
    ],
  },
];

const profileItems = [
  { label: 'My devices', href: '/amc/my-devices' },
  { label: 'My orders', href: '/subscription/order/history' },
];

const meta = {
  component: HamburgerMenu,
  args: {
    sections,
    trigger: <IconButton label="Open menu" icon={<MenuIcon />} />,
    onOpenChange: fn(),
    onNavigate: fn(),
    onSignIn: fn(),
  },
  argTypes: { trigger: { control: false }, sections: { control: false }, title: { control: 'text' } },
  parameters: {
    docs: {
      // On the docs page each example opens in a frame of its own, not over the page.
      story: { inline: false, height: '640px' },
      description: {
        component: `The site menu in a drawer from the left, fed by the header content: a profile area (a greeting and
account links when signed in, otherwise "Sign in"), then titled sections of links. An item with \`children\`
becomes an expandable group (a disclosure button with \`aria-expanded\`). Following a link closes the menu.

**Do**
- Map the header content's nav, featured and profile entries to \`sections\` and \`profileItems\`; an icon may be an image URL.
- Mark the page being shown with \`current: true\`; its group starts expanded.
- Pass \`helpline\` (customer care's number as it is read out): the menu ends with it as a \`tel:\` link.

**Don't**
- Nest groups more than one level deep: a phone screen has no room for it.
- Open the login modal while the menu is open: \`onSignIn\` runs after the menu closes.
- Leave a signed-in customer without a way out on a phone: pass \`onSignOut\`.`,
      },
    },
  },
} satisfies Meta<typeof HamburgerMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toContainElement(nav);

    const group = screen.getByRole('button', { name: 'Water purifiers' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('link', { name: 'RO purifiers' })).not.toBeInTheDocument();
    await userEvent.click(group);
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    const link = screen.getByRole('link', { name: 'RO purifiers' });
    await expect(link).toHaveAttribute('href', '/c/ro-water-purifiers');

    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ label: 'RO purifiers' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const SignedOut: Story = {
  name: 'Signed out',
  args: { defaultOpen: true },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const SignedIn: Story = {
  name: 'Signed in',
  args: { defaultOpen: true, userName: 'Asha Rao', profileItems },
  play: async () => {
    await expect(await screen.findByText('Hello, Asha Rao')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'My devices' })).toHaveAttribute('href', '/amc/my-devices');
    await expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  },
};

export const Helpline: Story = {
  args: { defaultOpen: true, helpline: '1800 123 4567' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    // On a phone the header has no room for the number: the menu ends with it, one tap to call.
    const help = await screen.findByRole('region', { name: 'Need help?' });
    await expect(within(help).getByRole('link', { name: 'Call 1800 123 4567' })).toHaveAttribute(
      'href',
      'tel:18001234567',
    );
  },
};

export const SignOut: Story = {
  name: 'Sign out',
  args: { defaultOpen: true, userName: 'Asha Rao', profileItems, onSignOut: fn() },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const CurrentPageInGroup: Story = {
  name: 'Current page in group',
  args: {
    defaultOpen: true,
    sections: [
      {
        title: 'Shop',
        items: [
          {
            label: 'Water purifiers',
            children: [
              { label: 'RO purifiers', href: '/c/ro-water-purifiers', current: true },
              { label: 'UV purifiers', href: '/c/uv-water-purifiers' },
            ],
          },
        ],
      },
    ],
  },
  play: async ({ userEvent }) => {
    const group = await screen.findByRole('button', { name: 'Water purifiers' });
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.getByRole('link', { name: 'RO purifiers' })).toHaveAttribute('aria-current', 'page');
    // Keyboard: the disclosure toggles with Enter.
    group.focus();
    await userEvent.keyboard('{Enter}');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  args: { defaultOpen: true, userName: 'Asha Rao', profileItems },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
