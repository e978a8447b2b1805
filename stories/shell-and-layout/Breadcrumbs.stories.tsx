import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Breadcrumbs, NavigationProvider, Stack, type BreadcrumbsProps } from '@nirmal/design-system';

const trail = [
  { label: 'Home', href: '/' },
  { label: 'Water purifiers', href: '/c/water-purifiers' },
  { label: 'RO + UV purifiers', href: '/c/water-purifiers/ro-uv' },
  { label: 'Nirmal Aqua Pro 8L' },
];

const meta = {
  component: Breadcrumbs,
  args: { items: trail, onNavigate: fn() },
  parameters: {
    docs: {
      description: {
        component: `Shows where a page sits in the site, as a trail of links from home: a \`<nav aria-label="Breadcrumb">\` holding an ordered list, the last step the current page (\`aria-current="page"\`, not a link). Steps wrap onto more lines on a phone. Links go through the app's router inside a \`NavigationProvider\`.

**Do**
- Use it on category, sub-category and product pages, under the header.
- End the trail with the current page's name, without an \`href\`.

**Don't**
- Don't use it for the steps of a flow (service booking, checkout); use WizardProgress.
- Don't repeat the whole trail in the page title.`,
      },
    },
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav).toHaveAttribute('data-nirmal-id', 'Breadcrumbs');
    const list = within(nav).getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await expect(within(nav).getByRole('link', { name: 'Water purifiers' })).toHaveAttribute(
      'href',
      '/c/water-purifiers',
    );
    const current = within(nav).getByText('Nirmal Aqua Pro 8L');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).queryByRole('link', { name: 'Nirmal Aqua Pro 8L' })).toBeNull();
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const TwoSteps: Story = {
  name: 'Two steps',
  args: { items: [{ label: 'Home', href: '/' }, { label: 'My devices' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('My devices')).toHaveAttribute('aria-current', 'page');
  },
};

const navigate = fn();

function RoutedBreadcrumbs(args: BreadcrumbsProps) {
  return (
    <NavigationProvider navigate={navigate}>
      <Breadcrumbs {...args} />
    </NavigationProvider>
  );
}

export const KeyboardAndRouter: Story = {
  name: 'Keyboard and router',
  render: (args) => <RoutedBreadcrumbs {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    navigate.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/c/water-purifiers');
    await expect(args.onNavigate).toHaveBeenCalledWith(trail[1], expect.anything());
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={4}>
      <Breadcrumbs {...args} label="Product breadcrumb" />
      <Breadcrumbs
        {...args}
        label="Account breadcrumb"
        items={[
          { label: 'Home', href: '/' },
          { label: 'Account', href: '/customer/account/index' },
          { label: 'Profile' },
        ]}
      />
      <Breadcrumbs
        {...args}
        label="Short breadcrumb"
        items={[{ label: 'Home', href: '/' }, { label: 'Cart' }]}
      />
    </Stack>
  ),
};
