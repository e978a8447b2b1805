import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CategoryTile, NavigationProvider } from '@nirmal/design-system';
import { airPurifier, purifierFront, vacuumCleaner } from './commerceFixtures';

const navigate = fn();

const meta = {
  component: CategoryTile,
  args: {
    name: 'Water purifiers',
    href: '/c/water-purifiers',
    imageSrc: purifierFront,
    caption: 'RO, UV and under-sink',
  },
  decorators: [(Story) => <NavigationProvider navigate={navigate}>{Story()}</NavigationProvider>],
  render: (args) => (
    <div style={{ maxWidth: '10rem' }}>
      <CategoryTile {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component: `A category as a picture tile: a picture of a product in it, its name and a line under it. The whole tile is one link, named by the category's name. The home page shows them in a grid under "Shop by category".

**Do**
- Use a picture of a product the category sells, so the tile is recognised before it is read.
- Keep the caption to what tells categories apart ("RO, UV and under-sink").

**Don't**
- Don't put another link or a button in a tile.`,
      },
    },
  },
} satisfies Meta<typeof CategoryTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Water purifiers' });
    await expect(link).toHaveAttribute('href', '/c/water-purifiers');
    navigate.mockClear();
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/c/water-purifiers');
  },
};

export const WithoutPicture: Story = {
  name: 'Without picture',
  args: { imageSrc: null, caption: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Water purifiers' })).toBeVisible();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        gap: '0.75rem',
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      <li>
        <CategoryTile {...args} />
      </li>
      <li>
        <CategoryTile
          {...args}
          name="Air purifiers"
          href="/c/air-purifiers"
          imageSrc={airPurifier}
          caption="HEPA H13"
        />
      </li>
      <li>
        <CategoryTile
          {...args}
          name="Vacuum cleaners"
          href="/c/vacuum-cleaners"
          imageSrc={vacuumCleaner}
          caption="Robotic and handheld"
        />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};
