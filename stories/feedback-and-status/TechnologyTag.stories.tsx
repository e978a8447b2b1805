import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack, TechnologyTag, technologies } from '@nirmal/design-system';

const meta = {
  component: TechnologyTag,
  args: { technology: 'RO' },
  parameters: {
    docs: {
      description: {
        component: `Names a water purifier's purification technology (UV and RO) on product and device
cards. The tag shows the short name; screen readers also hear the full name ("RO (Reverse
osmosis)"). Words come from \`technologyLabels\` and \`technologyNames\` in the vocabulary.

**Do**
- Show one tag per technology a purifier uses (an RO+UV purifier gets both).
- Keep the tag next to the product name.
- Pass \`labels\` and \`names\` to translate.

**Don't**
- Don't use it for AMC tiers or warranty; use TierBadge and WarrantyLabel.
- Don't make it a filter button; it is not interactive.`,
      },
    },
  },
} satisfies Meta<typeof TechnologyTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const tag = canvas.getByText('RO', { exact: false });
    await expect(tag).toHaveAttribute('data-nirmal-id', 'TechnologyTag');
    await expect(tag).toHaveTextContent('RO (Reverse osmosis)');
  },
};

export const Uv: Story = {
  name: 'UV',
  args: { technology: 'UV' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('UV', { exact: false })).toHaveAttribute('data-technology', 'UV');
  },
};

export const BothOnAProduct: Story = {
  name: 'Both on a product',
  render: (args) => (
    <Stack direction="row" gap={2}>
      <TechnologyTag {...args} technology="RO" />
      <TechnologyTag {...args} technology="UV" />
    </Stack>
  ),
};

export const Translated: Story = {
  args: { technology: 'UV', names: { UV: 'पराबैंगनी' }, lang: 'hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('UV', { exact: false })).toHaveTextContent('UV (पराबैंगनी)');
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={3} align="start">
      {technologies.map((technology) => (
        <Stack key={technology} direction="row" gap={3} align="center">
          <TechnologyTag {...args} technology={technology} />
          <TechnologyTag {...args} technology={technology} size="sm" />
        </Stack>
      ))}
    </Stack>
  ),
};
