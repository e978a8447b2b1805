import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { amcTiers, Stack, WarrantyLabel } from '@nirmal/design-system';

const meta = {
  component: WarrantyLabel,
  args: { status: 'IW' },
  parameters: {
    docs: {
      description: {
        component: `A device's warranty or AMC status in the spec's wording, with an icon so the meaning never rests on
colour alone: IN WARRANTY (IW), OUT OF WARRANTY (OW), AMC EXPIRED (OC) and, for an active AMC (IC), the tier's
name (BASE AMC, SILVER AMC, GOLD AMC, PLATINUM AMC) or AMC ACTIVE when the tier is unknown.

**Do**
- Pass the status code and, for IC, the current plan's \`tier\` as the API gives them.
- Change the words only through \`statusLabels\`, \`activeLabels\` and \`activeFallbackLabel\` (e.g. for a
  translated page), keeping one wording per status.
- Pair AMC EXPIRED or OUT OF WARRANTY with the action that fixes it (renew or buy an AMC) nearby.

**Don't**
- Use it to name a plan on its own (in plan cards or comparisons): that is \`TierBadge\`.
- Write the status in sentence case or reword it on one page only: the labels are the product's vocabulary.`,
      },
    },
  },
} satisfies Meta<typeof WarrantyLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

const shows =
  (text: string): Story['play'] =>
  async ({ canvas }) => {
    await expect(canvas.getByText(text)).toHaveAttribute('data-nirmal-id', 'WarrantyLabel');
  };

export const Playground: Story = {};
export const InWarranty: Story = {
  name: 'In warranty',
  args: { status: 'IW' },
  play: shows('IN WARRANTY'),
};
export const OutOfWarranty: Story = {
  name: 'Out of warranty',
  args: { status: 'OW' },
  play: shows('OUT OF WARRANTY'),
};
export const AmcExpired: Story = {
  name: 'AMC expired',
  args: { status: 'OC', tier: 'GOLD' },
  play: shows('AMC EXPIRED'),
};
export const ActiveGoldAmc: Story = {
  name: 'Active Gold AMC',
  args: { status: 'IC', tier: 'GOLD' },
  play: shows('GOLD AMC'),
};
export const ActiveBaseAmc: Story = {
  name: 'Active Base AMC',
  args: { status: 'IC', tier: 'VALUE' },
  play: shows('BASE AMC'),
};
export const ActiveComprehensiveAmc: Story = {
  name: 'Active Comprehensive AMC',
  args: { status: 'IC', tier: 'COMP' },
  play: shows('COMPREHENSIVE AMC'),
};
export const ActiveWithoutTier: Story = {
  name: 'Active without tier',
  args: { status: 'IC', tier: null },
  play: shows('AMC ACTIVE'),
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={2} align="start">
      <WarrantyLabel {...args} status="IW" />
      <WarrantyLabel {...args} status="OW" />
      <WarrantyLabel {...args} status="OC" />
      {amcTiers.map((tier) => (
        <WarrantyLabel {...args} key={tier} status="IC" tier={tier} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const label of [
      'IN WARRANTY',
      'OUT OF WARRANTY',
      'AMC EXPIRED',
      'BASE AMC',
      'SILVER AMC',
      'GOLD AMC',
      'PLATINUM AMC',
      'COMPREHENSIVE AMC',
    ]) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};
