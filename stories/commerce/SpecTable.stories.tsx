import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SpecTable } from '@nirmal/design-system';

const meta = {
  component: SpecTable,
  args: {
    caption: 'Purification',
    rows: [
      { label: 'Technology', value: 'RO + UV + UF with TDS controller' },
      { label: 'Storage', value: '8 litres' },
      { label: 'Purification rate', value: '15 litres an hour' },
      { label: 'Input water', value: 'Borewell, tanker or municipal supply up to 2,000 ppm TDS' },
    ],
  },
  parameters: {
    docs: {
      description: {
        component: `A product's specifications of one group as a two-column table: each label a row header, so a screen reader reads the label with its value; the group's name is the caption. Columns line up down the table and rows are banded; long values wrap in their cell. A product page shows one table per group under "Specifications".

**Do**
- Keep labels short and values as the maker states them, with their units.
- Group related rows (purification, dimensions, warranty) into tables of their own.

**Don't**
- Don't repeat the highlights here word for word; the table is for the facts to compare.`,
      },
    },
  },
} satisfies Meta<typeof SpecTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Purification' });
    const storage = within(table).getByRole('row', { name: 'Storage 8 litres' });
    await expect(within(storage).getByRole('rowheader', { name: 'Storage' })).toBeVisible();
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    // Long values wrap in their cell: the table never scrolls the page sideways at 360 px.
    const table = canvas.getByRole('table', { name: 'Purification' });
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth);
  },
};

export const WithoutCaption: Story = {
  name: 'Without caption',
  args: { caption: undefined, 'aria-label': 'Dimensions', rows: [{ label: 'Weight', value: '7.5 kg' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Dimensions' })).toBeVisible();
  },
};
