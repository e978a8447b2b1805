import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { breakpoints, Hero, NavigationProvider } from '@nirmal/design-system';
import { airPurifier, purifierFront, vacuumCleaner } from './commerceFixtures';

const navigate = fn();

const meta = {
  component: Hero,
  args: {
    title: 'Clean water and clean air, at home',
    text: 'Purifiers and vacuum cleaners installed at home by our technicians, with service for their whole life.',
    action: { label: 'Shop water purifiers', href: '/c/water-purifiers' },
    offer: 'No-cost EMI on every purifier',
    products: [
      {
        name: 'Nirmal UnderSink Max RO+UV+UF Water Purifier',
        href: '/dp/undersink-max',
        imageSrc: purifierFront,
        price: 18999,
        mrp: 24999,
      },
      {
        name: 'Nirmal AirPure 700 Smart',
        href: '/dp/airpure-700-smart',
        imageSrc: airPurifier,
        price: 21990,
      },
      {
        name: 'Nirmal RoboVac 2 Pro Mop',
        href: '/dp/robovac-2-pro-mop',
        imageSrc: vacuumCleaner,
        price: 27990,
        mrp: 32990,
      },
    ],
  },
  decorators: [(Story) => <NavigationProvider navigate={navigate}>{Story()}</NavigationProvider>],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `The home page's first screen: the current offer, the page's heading, a sentence and the main action, beside (below, on a phone) up to three products with their pictures and prices, each a link to its page. The first product's picture is the page's largest paint, so it loads first (\`fetchpriority="high"\`).

**Do**
- Show products a customer can buy now, with their prices: the first screen sells.
- Keep the offer to one short line; the offer banners below carry the terms.

**Don't**
- Don't use it twice on a page: its title is the page's \`h1\`.
- Don't put a carousel in it: what moves on its own is missed, and costs the phone.`,
      },
    },
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
    await expect(canvas.getByText('No-cost EMI on every purifier')).toBeVisible();
    const products = canvas.getByRole('list', { name: 'Featured products' });
    const wide = window.matchMedia(`(min-width: ${breakpoints.sm})`).matches;
    await expect(within(products).getAllByRole('listitem')).toHaveLength(wide ? 3 : 2);
    await expect(within(products).getByText('₹18,999')).toBeVisible();
    // The first picture is the largest paint: it is fetched first.
    await expect(products.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Nirmal AirPure 700 Smart' }));
    await expect(navigate).toHaveBeenCalledWith('/dp/airpure-700-smart');
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Shop water purifiers' })).toBeVisible();
    const hero = canvasElement.querySelector('[data-nirmal-id="Hero"]')!;
    await expect(hero.scrollWidth).toBeLessThanOrEqual(hero.clientWidth);
    // Two products at a time below the sm width, each name whole rather than cut short.
    const narrow = !window.matchMedia(`(min-width: ${breakpoints.sm})`).matches;
    const names = canvas.getAllByRole('link', { name: /^Nirmal / });
    await expect(names).toHaveLength(narrow ? 2 : 3);
    for (const name of names) await expect(name.scrollHeight).toBeLessThanOrEqual(name.clientHeight);
  },
};

export const WithoutProducts: Story = {
  name: 'Without products',
  args: { products: [], offer: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: 'Featured products' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Shop water purifiers' })).toBeVisible();
  },
};
