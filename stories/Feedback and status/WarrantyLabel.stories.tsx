import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { amcTiers, Stack, WarrantyLabel } from '@nirmal/design-system';

const meta = {
  title: 'Feedback and status/WarrantyLabel',
  component: WarrantyLabel,
  args: { status: 'IW' },
} satisfies Meta<typeof WarrantyLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

const shows =
  (text: string): Story['play'] =>
  async ({ canvas }) => {
    await expect(canvas.getByText(text)).toHaveAttribute('data-nirmal-id', 'WarrantyLabel');
  };

export const Playground: Story = {};
export const InWarranty: Story = { args: { status: 'IW' }, play: shows('IN WARRANTY') };
export const OutOfWarranty: Story = { args: { status: 'OW' }, play: shows('OUT OF WARRANTY') };
export const AmcExpired: Story = { args: { status: 'OC', tier: 'GOLD' }, play: shows('AMC EXPIRED') };
export const ActiveGoldAmc: Story = { args: { status: 'IC', tier: 'GOLD' }, play: shows('GOLD AMC') };
export const ActiveBaseAmc: Story = { args: { status: 'IC', tier: 'VALUE' }, play: shows('BASE AMC') };
export const ActiveComprehensiveAmc: Story = {
  args: { status: 'IC', tier: 'COMP' },
  play: shows('COMPREHENSIVE AMC'),
};
export const ActiveWithoutTier: Story = { args: { status: 'IC', tier: null }, play: shows('AMC ACTIVE') };

export const AllVariants: Story = {
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
