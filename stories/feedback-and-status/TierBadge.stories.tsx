import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { amcTiers, Stack, TierBadge } from '@nirmal/design-system';

const meta = {
  component: TierBadge,
  args: { tier: 'GOLD' },
  parameters: {
    docs: {
      description: {
        component: `Names an AMC plan tier in that tier's own colours: VALUE is shown as Base and COMP as Comprehensive
(spec), then Silver, Gold and Platinum. Use it wherever a plan is named: plan cards, the device card, the
plan comparison. \`sm\` fits beside a device name or in a table; \`md\` (the default) stands on its own.

**Do**
- Pass the tier code from the API (\`VALUE\`, \`SILVER\`, \`GOLD\`, \`PLATINUM\`, \`COMP\`): the badge writes the
  product's name for it.
- Change the words only through \`labels\`, for a translated page, keeping one name per tier.

**Don't**
- Use it for the warranty or AMC status of a device: that is \`WarrantyLabel\` (GOLD AMC, AMC EXPIRED).
- Rely on its colour to tell tiers apart: the text names the tier, the colour only repeats it.`,
      },
    },
  },
} satisfies Meta<typeof TierBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gold')).toHaveAttribute('data-nirmal-id', 'TierBadge');
  },
};

// VALUE is sold as Base and COMP as Comprehensive.
const expected = {
  VALUE: 'Base',
  SILVER: 'Silver',
  GOLD: 'Gold',
  PLATINUM: 'Platinum',
  COMP: 'Comprehensive',
};

export const Value: Story = {
  args: { tier: 'VALUE' },
  play: async ({ canvas }) => expect(canvas.getByText('Base')).toBeVisible(),
};
export const Silver: Story = { args: { tier: 'SILVER' } };
export const Gold: Story = { args: { tier: 'GOLD' } };
export const Platinum: Story = { args: { tier: 'PLATINUM' } };
export const Comprehensive: Story = {
  args: { tier: 'COMP' },
  play: async ({ canvas }) => expect(canvas.getByText('Comprehensive')).toBeVisible(),
};
export const Small: Story = { args: { size: 'sm' } };
export const CustomWording: Story = {
  name: 'Custom wording',
  args: { tier: 'VALUE', labels: { VALUE: 'Base plan' } },
  play: async ({ canvas }) => expect(canvas.getByText('Base plan')).toBeVisible(),
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={3}>
      {(['md', 'sm'] as const).map((size) => (
        <Stack key={size} direction="row" gap={2} wrap>
          {amcTiers.map((tier) => (
            <TierBadge {...args} key={tier} tier={tier} size={size} />
          ))}
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const [tier, label] of Object.entries(expected)) {
      const badges = canvas.getAllByText(label);
      await expect(badges).toHaveLength(2);
      await expect(badges[0]).toHaveAttribute('data-tier', tier);
    }
  },
};
