import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import {
  Container,
  Header,
  HamburgerMenu,
  NavigationProvider,
  type HeaderProps,
} from '@nirmal/design-system';
import { featuredLinks, navLinks, profileLinks } from './shellFixtures.ts';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
/** A phone story's frame on the docs page: the header and a line of the page, not a whole phone. */
const phoneDocs = { docs: { story: { height: '200px' } } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };
/** The widths a desktop header is checked at besides Storybook's desktop (1280 px). */
const headerWidths = {
  tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  smallLaptop: {
    name: 'Small laptop (1024 px)',
    styles: { width: '1024px', height: '768px' },
    type: 'desktop',
  },
  laptop: { name: 'Laptop (1366 px)', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
  fullHd: { name: 'Full HD (1920 px)', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
} as const;
const at = (width: keyof typeof headerWidths) => ({ viewport: { value: width, isRotated: false } });

/** 27 and 52 characters: names customers have, which a header must not let push its row apart. */
const longName = 'Venkatalakshmi Subrahmanyam';
const veryLongName = 'Venkatalakshmi Subrahmanyam Ramachandran Iyer Kannan';

/** The header's links and buttons as drawn: none may cover another or leave the viewport. */
async function expectNothingOverlaps(header: HTMLElement) {
  const drawn = [...header.querySelectorAll<HTMLElement>('a, button')]
    .map((element) => ({ element, box: element.getBoundingClientRect() }))
    // The skip link is clipped to a pixel until focused; hidden rows and menus have no box.
    .filter(({ box }) => box.width > 1 && box.height > 1);
  const name = (element: HTMLElement) => element.getAttribute('aria-label') ?? element.textContent;
  const overlaps = drawn.flatMap((a, index) =>
    drawn
      .slice(index + 1)
      .filter(
        ({ box: b }) =>
          a.box.left < b.right && b.left < a.box.right && a.box.top < b.bottom && b.top < a.box.bottom,
      )
      .map((b) => `${name(a.element)} / ${name(b.element)}`),
  );
  await expect(overlaps).toEqual([]);
  const outside = drawn.filter(({ box }) => box.left < 0 || box.right > document.documentElement.clientWidth);
  await expect(outside.map(({ element }) => name(element))).toEqual([]);
}

const meta = {
  component: Header,
  args: {
    navLinks,
    featuredLinks,
    profileLinks,
    cartCount: 3,
    onMenuClick: fn(),
    onSearchClick: fn(),
    onSignInClick: fn(),
    onNavigate: fn(),
  },
  argTypes: { logo: { control: false } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Container as="main" id="main-content" padded tabIndex={-1}>
          <p>Page content</p>
        </Container>
      </>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: headerWidths },
    docs: {
      description: {
        component: `The header every page shares: a "Skip to content" link (the first thing a keyboard reaches), the logo linking home, the primary navigation from the header content (\`nav\`, with icons), search, sign-in or the customer's name, and the cart with its count ("Cart, 3 items"). Mobile first: below lg the navigation collapses into the menu button, which opens the \`HamburgerMenu\`; from lg up the nav shows inline, and from md up the content's \`featured\` and \`profile\` links sit in a strip above. It is sticky by default.

Icons from the content are URLs (the thumbnail format, else the original) and render as decorative \`<img alt="">\`: the label names the link. Links are real \`<a href>\` that go through the app's router inside a \`NavigationProvider\`.

**Do**
- Give the page's main content \`id="main-content"\` (or pass \`skipTargetId\`), e.g. \`<Container as="main" id="main-content">\`.
- Keep \`menuExpanded\` in step with the HamburgerMenu's \`open\`, and pass the same links to both.
- Pass \`userName\` (first plus last name) once the profile loads; until then the header offers "Sign in". From lg up the name shows beside the account icon and a long one is cut with an ellipsis where the row ends, never pushing into the navigation; the whole name is its tooltip and, in the account menu's button, part of its name ("Your account, Priya Sharma").
- Pass \`helpline\` (customer care's number as it is read out): from lg up it is a \`tel:\` link in the strip above; on a phone give it to the menu and the footer too.
- Give a signed-in customer the account menu: \`accountLinks\` (account, devices, orders) and \`onSignOut\`. Its button opens a list of those links and a sign-out button; Escape or a click elsewhere closes it and focus returns to the button.

**Don't**
- Don't put actions other than search, account and cart in the header row; they crowd the 360 px layout.
- Don't give content icons alternative text; the link text already says it.`,
      },
    },
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  globals: desktop,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-nirmal-id', 'Header');
    // The skip link is the first stop and points at the main content.
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(canvas.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/ecom/cart');
    await expect(canvas.getByRole('link', { name: 'Nirmal home' })).toHaveAttribute('href', '/');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearchClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignInClick).toHaveBeenCalledTimes(1);
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  globals: mobile,
  parameters: phoneDocs,
  play: async ({ canvas, userEvent, args }) => {
    // Below lg the nav collapses into the menu button.
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Featured' })).toBeNull();
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await expect(args.onMenuClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  },
};

export const SkipLinkOnAPhone: Story = {
  name: 'Skip link on a phone',
  globals: mobile,
  parameters: phoneDocs,
  // The focused skip link takes its own row instead of lying over the Menu button, which would
  // leave that a 44 × 4 px target (axe's WCAG 2.2 target-size rule fails this story then).
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
  },
};

export const SignedIn: Story = {
  name: 'Signed in',
  args: { userName: 'Priya Sharma' },
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Sign in' })).toBeNull();
    // Named as the menu's button is, so "Your account" finds it whether or not it has a menu.
    await expect(canvas.getByRole('link', { name: 'Your account, Priya Sharma' })).toHaveAttribute(
      'href',
      '/customer/account/index',
    );
    await expect(canvas.getByText('Priya Sharma')).toBeVisible();
    const profile = canvas.getByRole('navigation', { name: 'Your account' });
    await expect(within(profile).getByRole('link', { name: 'My devices' })).toBeVisible();
  },
};

export const WithAccountMenu: Story = {
  args: { userName: 'Priya Sharma', accountLinks: profileLinks, onSignOut: fn() },
  globals: desktop,
  play: async ({ canvas, userEvent, args }) => {
    const account = canvas.getByRole('button', { name: 'Your account, Priya Sharma' });
    await expect(account).toHaveTextContent('Priya Sharma');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(account);
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    const menu = within(document.getElementById(account.getAttribute('aria-controls') ?? '') as HTMLElement);
    for (const { label } of profileLinks) await expect(menu.getByRole('link', { name: label })).toBeVisible();
    // Escape closes the menu and gives focus back to its button.
    await userEvent.keyboard('{Escape}');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(account).toHaveFocus();
    await expect(menu.queryByRole('button', { name: 'Sign out' })).toBeNull();
    // The keyboard opens it again and walks through it; tabbing on past it closes it.
    await userEvent.keyboard('{Enter}');
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(menu.getByRole('link', { name: profileLinks[0]?.label })).toHaveFocus();
    for (let step = 0; step < profileLinks.length + 1; step += 1) await userEvent.tab();
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    // A click elsewhere closes it too.
    await userEvent.click(account);
    await userEvent.click(canvas.getByText('Page content'));
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(account);
    await userEvent.click(menu.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await expect(account).toHaveAttribute('aria-expanded', 'false');
  },
};

const signedInWithMenu = { accountLinks: profileLinks, onSignOut: fn(), helpline: '1800 123 4567' };

export const LongName: Story = {
  name: 'Long name',
  args: { userName: longName, ...signedInWithMenu },
  globals: at('laptop'),
  play: async ({ canvas }) => {
    await expectNothingOverlaps(canvas.getByRole('banner'));
    // The name may be cut on screen; the button's name and the name's tooltip say it all.
    const account = canvas.getByRole('button', { name: `Your account, ${longName}` });
    await expect(within(account).getByText(longName)).toHaveAttribute('title', longName);
  },
};

const veryLongNameAt = (width: keyof typeof headerWidths): Story => ({
  args: { userName: veryLongName, ...signedInWithMenu },
  globals: at(width),
  play: async ({ canvas }) => {
    await expectNothingOverlaps(canvas.getByRole('banner'));
    await expect(canvas.getByRole('button', { name: `Your account, ${veryLongName}` })).toBeVisible();
  },
});

export const VeryLongName: Story = { ...veryLongNameAt('smallLaptop'), name: 'Very long name' };
export const VeryLongNameOnATablet: Story = {
  ...veryLongNameAt('tablet'),
  name: 'Very long name on a tablet',
};
export const VeryLongNameOnALaptop: Story = {
  ...veryLongNameAt('laptop'),
  name: 'Very long name on a laptop',
};
export const VeryLongNameOnAFullHdScreen: Story = {
  ...veryLongNameAt('fullHd'),
  name: 'Very long name on a Full HD screen',
};

export const HelplineOnADesktop: Story = {
  name: 'Helpline on a desktop',
  args: { helpline: '1800 123 4567', userName: 'Priya Sharma' },
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Call 1800 123 4567' })).toHaveAttribute(
      'href',
      'tel:18001234567',
    );
    // Signed in, the navigation keeps to one row ("Service & AMC" never breaks onto a second line).
    const links = within(canvas.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    const middles = links.map(({ offsetTop, offsetHeight }) => offsetTop + offsetHeight / 2);
    await expect(new Set(middles).size).toBe(1);
    const heights = links.map((link) => link.getBoundingClientRect().height);
    await expect(Math.max(...heights)).toBe(Math.min(...heights));
  },
};

export const SignedInOnAPhone: Story = {
  name: 'Signed in on a phone',
  args: { userName: 'Priya Sharma', cartCount: 1 },
  globals: mobile,
  parameters: phoneDocs,
  play: async ({ canvas }) => {
    // The name is hidden on screen at 360 px but still names the account link.
    await expect(canvas.getByRole('link', { name: 'Your account, Priya Sharma' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  },
};

export const EmptyCart: Story = {
  name: 'Empty cart',
  args: { cartCount: 0 },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('link', { name: 'Cart, no items' });
    // No badge: the link holds only the icon and its hidden name.
    await expect(cart.querySelector('span[aria-hidden="true"]')).toBeNull();
  },
};

export const ManyCartItems: Story = {
  name: 'Many cart items',
  args: { cartCount: 120 },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('link', { name: 'Cart, 120 items' });
    await expect(cart.querySelector('span[aria-hidden="true"]')).toHaveTextContent('99+');
  },
};

const navigate = fn();

function RoutedHeader({ onMenuClick, ...args }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <NavigationProvider navigate={navigate}>
      <Header
        {...args}
        menuExpanded={menuOpen}
        onMenuClick={() => {
          onMenuClick?.();
          setMenuOpen(true);
        }}
      />
      <HamburgerMenu
        open={menuOpen}
        onOpenChange={setMenuOpen}
        sections={[
          { items: navLinks.map(({ label, href, iconUrl }) => ({ label, href, icon: iconUrl })) },
          {
            title: 'Featured',
            items: featuredLinks.map(({ label, href, iconUrl }) => ({ label, href, icon: iconUrl })),
          },
        ]}
      />
    </NavigationProvider>
  );
}

export const WithHamburgerMenuAndRouter: Story = {
  name: 'With hamburger menu and router',
  args: { navLinks: navLinks.map((link, index) => ({ ...link, current: index === 0 })) },
  globals: mobile,
  render: (args) => <RoutedHeader {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    navigate.mockClear();
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    const drawer = within(document.body).getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
    // Same-site links go through the router.
    await userEvent.click(canvas.getByRole('link', { name: 'Cart, 3 items' }));
    await expect(navigate).toHaveBeenCalledWith('/ecom/cart');
    await expect(args.onNavigate).toHaveBeenCalledWith(
      { label: 'Cart, 3 items', href: '/ecom/cart' },
      expect.anything(),
    );
  },
};

export const CurrentPageOnADesktop: Story = {
  name: 'Current page on a desktop',
  args: { navLinks: navLinks.map((link, index) => ({ ...link, current: index === 1 })) },
  globals: desktop,
  render: (args) => <RoutedHeader {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    navigate.mockClear();
    const current = canvas.getByRole('link', { name: 'Air purifiers' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Vacuum cleaners' }));
    await expect(navigate).toHaveBeenCalledWith('/c/vacuum-cleaners');
    await expect(args.onNavigate).toHaveBeenCalledWith(
      expect.objectContaining({ label: 'Vacuum cleaners', href: '/c/vacuum-cleaners' }),
      expect.anything(),
    );
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

export const Minimal: Story = {
  args: {
    navLinks: [],
    featuredLinks: [],
    profileLinks: [],
    onMenuClick: undefined,
    onSearchClick: undefined,
    cartCount: 0,
  },
};
