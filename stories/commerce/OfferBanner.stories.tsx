import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OfferBanner } from '@nirmal/design-system';

const meta = {
  component: OfferBanner,
  args: {
    title: 'No-cost EMI on water purifiers',
    text: 'Pay in 3 or 6 monthly instalments on HDFC, ICICI and Axis credit cards, with no interest.',
    link: { label: 'Shop water purifiers', href: '/c/water-purifiers' },
  },
  render: (args) => (
    <div style={{ maxWidth: '22.5rem' }}>
      <OfferBanner {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component: `A current offer from the home content document, as a banner: what it gives, its terms in a sentence and a link to where it applies. Banners sit in a row of equal height (a Grid of \`<li>\`).

**Do**
- Lead the title with what the customer gets ("No-cost EMI", "₹2,000 off").
- Link to where the offer applies, not to the home page.

**Don't**
- Don't put the terms only in a picture: screen readers and search engines read the text.`,
      },
    },
  },
} satisfies Meta<typeof OfferBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('article', { name: args.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: args.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop water purifiers' })).toHaveAttribute(
      'href',
      '/c/water-purifiers',
    );
  },
};

export const AsASectionHeading: Story = {
  name: 'As a section heading',
  args: { headingLevel: 'h2' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: args.title })).toBeVisible();
  },
};
