import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductAssurances, Stack } from '@nirmal/design-system';

const meta = {
  component: ProductAssurances,
  args: { warrantyMonths: 12, freeInstallation: true, genuineParts: true },
  parameters: {
    docs: {
      description: {
        component: `What a product comes with, as the catalogue says it is true for it: the maker's warranty (\`warrantyMonths\`, "1-year warranty"), free installation at home and genuine parts for its service. Each badge shows only when it holds for the product; nothing renders when none does. The list is named "Assured with this product" for assistive technology.

**Do**
- Pass what the server says of the product; it decides which assurances hold.
- Show it in the buy box, near the price and Add to cart.

**Don't**
- Don't show an assurance the product does not have, even as a general promise.
- Don't make the badges links or buttons; the product page explains them further down.`,
      },
    },
  },
} satisfies Meta<typeof ProductAssurances>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Assured with this product' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1-year warranty', 'Free installation', 'Genuine Nirmal parts']);
  },
};

export const OnlyWhatHolds: Story = {
  name: 'Only what holds',
  args: { warrantyMonths: 6, freeInstallation: false, genuineParts: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '6-month warranty',
    ]);
    await expect(canvas.queryByText('Free installation')).toBeNull();
  },
};

export const NoneHolds: Story = {
  name: 'None holds',
  args: { warrantyMonths: 0, freeInstallation: false, genuineParts: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-nirmal-id="ProductAssurances"]')).toBeNull();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: () => (
    <Stack gap={4}>
      <ProductAssurances warrantyMonths={24} freeInstallation genuineParts />
      <ProductAssurances warrantyMonths={12} freeInstallation={false} genuineParts />
      <ProductAssurances warrantyMonths={18} freeInstallation={false} genuineParts={false} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2-year warranty')).toBeVisible();
    await expect(canvas.getByText('18-month warranty')).toBeVisible();
  },
};
