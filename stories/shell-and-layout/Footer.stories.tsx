import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Footer, NavigationProvider, type FooterProps } from '@nirmal/design-system';
import { footerColumns, footerLinks, moreShoppingLinks, socialLinks } from './shellFixtures.ts';

const meta = {
  component: Footer,
  args: {
    columns: footerColumns,
    socialLinks,
    footerLinks,
    moreShoppingLinks,
    copyright: '© 2026 Nirmal Appliances Ltd. All rights reserved.',
    onNavigate: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `The footer every page shares, fed by the footer content: \`columns\` (a title over links), \`moreShoppingLinks\` and \`socialLinks\` (with icon URLs), \`footerLinks\` (terms, privacy) and a copyright line. Every group is a \`<nav>\` landmark named by its heading, so screen-reader users can jump between them. Social links show only their icon; their \`label\` ("Nirmal on Instagram") is the accessible name. Mobile first: columns sit two abreast at 360 px and four from md; the extras and bottom row stack on a phone.

\`helpline\` adds customer care's number as a \`tel:\` link under "Need help?" (on a phone it is one tap), and \`paymentMethods\` the ways to pay the shop takes in the bottom row (\`AcceptedPayments\`).

**Do**
- Write social \`label\`s that name the site ("Nirmal on YouTube"), since the icon is all that shows.
- Pass the year in \`copyright\` from the server, so the server and browser render the same text.
- Use \`headingLevel={3}\` if the page outline needs it; headings stay visible.

**Don't**
- Don't put more than four columns or long sentences in the footer content.
- Don't give content icons alternative text; the label names the link.`,
      },
    },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toHaveAttribute('data-nirmal-id', 'Footer');
    // One landmark per group, named by its heading.
    const products = canvas.getByRole('navigation', { name: 'Products' });
    await expect(within(products).getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
    await expect(within(products).getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getAllByRole('navigation')).toHaveLength(7);
    const social = canvas.getByRole('navigation', { name: 'Follow us' });
    await expect(within(social).getByRole('link', { name: 'Nirmal on Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.example/nirmal',
    );
    const policies = canvas.getByRole('navigation', { name: 'Policies' });
    await expect(within(policies).getByRole('link', { name: 'Privacy policy' })).toBeVisible();
    await expect(canvas.getByText('© 2026 Nirmal Appliances Ltd. All rights reserved.')).toBeVisible();
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const products = canvas.getByRole('navigation', { name: 'Products' });
    const service = canvas.getByRole('navigation', { name: 'Service' });
    const account = canvas.getByRole('navigation', { name: 'Account' });
    // Two abreast: the second column sits beside the first, the third below it.
    await expect(service.getBoundingClientRect().top).toBe(products.getBoundingClientRect().top);
    await expect(account.getBoundingClientRect().top).toBeGreaterThan(
      products.getBoundingClientRect().bottom,
    );
  },
};

export const HelplineAndPaymentsOnAPhone: Story = {
  name: 'Helpline and payments on a phone',
  args: { helpline: '1800 123 4567', paymentMethods: ['upi', 'card', 'netbanking', 'wallet', 'emi'] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { docs: { story: { height: '1100px' } } },
  play: async ({ canvas }) => {
    // Customer care is a tap away: a tel: link under its own heading.
    const help = canvas.getByRole('region', { name: 'Need help?' });
    await expect(within(help).getByRole('link', { name: 'Call 1800 123 4567' })).toHaveAttribute(
      'href',
      'tel:18001234567',
    );
    const accepted = canvas.getByRole('list', { name: 'We accept' });
    await expect(
      within(accepted)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['UPI', 'Credit and debit cards', 'Net banking', 'Wallets', 'EMI']);
  },
};

const navigate = fn();

function RoutedFooter(args: FooterProps) {
  return (
    <NavigationProvider navigate={navigate}>
      <Footer {...args} />
    </NavigationProvider>
  );
}

export const LinksUseTheRouter: Story = {
  name: 'Links use the router',
  render: (args) => <RoutedFooter {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Track a request' }));
    await expect(navigate).toHaveBeenCalledWith('/statusTracking');
    await expect(args.onNavigate).toHaveBeenCalledWith(
      { label: 'Track a request', href: '/statusTracking' },
      expect.anything(),
    );
  },
};

export const KeyboardOrder: Story = {
  name: 'Keyboard order',
  args: { columns: footerColumns.slice(0, 1), moreShoppingLinks: [], footerLinks: [], copyright: undefined },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Water purifiers' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Nirmal on Facebook' })).toHaveFocus();
  },
};

export const ColumnsOnly: Story = {
  name: 'Columns only',
  args: { socialLinks: [], footerLinks: [], moreShoppingLinks: [], copyright: undefined, headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.queryByRole('navigation', { name: 'Follow us' })).toBeNull();
  },
};
