import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NavigationProvider, ProductCard } from '@nirmal/design-system';
import { airPurifier, purifierFront, vacuumCleaner } from './commerceFixtures';

const meta = {
  component: ProductCard,
  args: {
    name: 'Nirmal Aqua RO+UV Water Purifier',
    href: '/dp/nirmal-aqua-ro-uv',
    imageSrc: purifierFront,
    price: 15999,
    mrp: 21999,
    rating: 4.5,
    ratingCount: 1284,
    stockStatus: 'in_stock',
    promotions: {
      ncemi: { label: 'No cost EMI', isAllowed: true },
      bankCashback: { label: '5% cashback on HDFC cards', isAllowed: true },
    },
    onAddToCart: fn(),
    onLinkClick: fn(),
  },
  decorators: [
    // A router takes plain clicks on internal links; stories stop the real navigation.
    (Story) => <NavigationProvider navigate={() => undefined}>{Story()}</NavigationProvider>,
  ],
  // One card at the width of a listing column.
  render: (args) => (
    <div style={{ maxWidth: '18rem' }}>
      <ProductCard {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component: `A product in a category, search or recommendation list. The name is the link to the product page
and its target covers the whole card; Add to cart sits above that target, so it keeps its own
presses and the card is still one link for screen readers (its name is the product name, not
every text on the card). Composes Rating, PriceTag, StockBadge and PromotionBadges.

**Do**
- Put cards in a list (\`<ul>\`) so the count is announced.
- Pass \`adding\` while the cart call runs, then show the result with a Toast.

**Don't**
- Don't wrap the card in another link or put a second link inside it.
- Don't hide out-of-stock products' prices; the disabled button and badge say why it cannot be added.`,
      },
    },
  },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveAttribute('data-nirmal-id', 'ProductCard');
    // By default a card's picture waits until it is scrolled near.
    await expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
    await expect(card.querySelector('img')).not.toHaveAttribute('fetchpriority');
    const link = canvas.getByRole('link', { name: 'Nirmal Aqua RO+UV Water Purifier' });
    await expect(link).toHaveAttribute('href', '/dp/nirmal-aqua-ro-uv');
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    await expect(canvas.getByText('1,284 ratings')).toBeVisible();
    await expect(canvas.getByText('₹15,999')).toBeVisible();
    await expect(canvas.getByText('27% off')).toBeVisible();
    await expect(canvas.getByText('In stock')).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Offers available' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(add).toHaveAccessibleDescription('Nirmal Aqua RO+UV Water Purifier');
    await userEvent.click(add);
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
    // The button is above the card's link area: pressing it does not follow the link.
    await expect(args.onLinkClick).not.toHaveBeenCalled();
    await userEvent.click(link);
    await expect(args.onLinkClick).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardOrder: Story = {
  name: 'Keyboard order',
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
  },
};

export const Adding: Story = {
  args: { adding: true },
  play: async ({ canvas, userEvent, args }) => {
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(add).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(add);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

export const OutOfStock: Story = {
  name: 'Out of stock',
  args: { stockStatus: 'out_of_stock', promotions: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Out of stock')).toBeVisible();
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeDisabled();
    await userEvent.click(add);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

export const LowStockNoRating: Story = {
  name: 'Low stock no rating',
  args: {
    name: 'Nirmal AirPure 300 Air Purifier with HEPA H13 and Activated Carbon Filter',
    imageSrc: airPurifier,
    stockStatus: 'low_stock',
    rating: null,
    mrp: undefined,
    price: 12490,
    promotions: { bnpl: { label: 'Buy now, pay later', isAllowed: true } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img', { name: /out of 5/ })).not.toBeInTheDocument();
    await expect(canvas.getByText('Only few left')).toBeVisible();
  },
};

export const WithoutImageOrLink: Story = {
  name: 'Without image or link',
  args: { imageSrc: null, href: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Nirmal Aqua RO+UV Water Purifier' })).toBeVisible();
  },
};

/** A long name on a phone: a two-up card shows all of it, in up to four lines, broken between words. */
export const LongNameOnAPhone: Story = {
  name: 'Long name on a phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { name: 'Nirmal UnderSink Max RO+UV+UF Water Purifier', promotions: undefined },
  // One column of a two-up grid on a 360 px phone.
  render: (args) => (
    <div style={{ maxWidth: '9.75rem' }}>
      <ProductCard {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: args.name });
    await expect(canvas.getByRole('link', { name: args.name })).toBeVisible();
    // Nothing of the name is clipped: the clamp leaves room for every line it needs here.
    await expect(heading.scrollHeight).toBeLessThanOrEqual(heading.clientHeight);
    const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
    await expect(Math.round(heading.clientHeight / lineHeight)).toBeLessThanOrEqual(4);
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
        gap: '0.75rem',
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      <li>
        <ProductCard {...args} imagePriority="high" />
      </li>
      <li>
        <ProductCard
          {...args}
          imagePriority="eager"
          name="Nirmal RoboVac 2"
          href="/dp/robovac-2"
          imageSrc={vacuumCleaner}
          adding
          price={24990}
          mrp={29990}
          rating={4}
          ratingCount={86}
          promotions={undefined}
        />
      </li>
      <li>
        <ProductCard
          {...args}
          name="Nirmal AirPure 300"
          href="/dp/airpure-300"
          imageSrc={airPurifier}
          stockStatus="low_stock"
          rating={3.5}
          ratingCount={1}
        />
      </li>
      <li>
        <ProductCard
          {...args}
          name="Nirmal Pure UV"
          href="/dp/pure-uv"
          stockStatus="out_of_stock"
          imageSrc={null}
          mrp={undefined}
          rating={null}
          promotions={undefined}
        />
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    // The first row of a page loads at once, the first picture (the likely largest paint) first.
    const [first, second, third] = canvasElement.querySelectorAll('img');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(second).toHaveAttribute('loading', 'eager');
    await expect(second).not.toHaveAttribute('fetchpriority');
    await expect(third).toHaveAttribute('loading', 'lazy');
  },
};
