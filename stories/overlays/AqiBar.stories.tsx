import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AqiBar, Stack } from '@nirmal/design-system';

const meta = {
  component: AqiBar,
  args: { value: 156, city: 'Bengaluru', onOpenChange: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `A slim, dismissible strip with the local air quality (shown when the AQI flag is on, not in the app
webview): the AQI, its CPCB category in the category's colour (Good 0-50 … Severe 401-500), the city, and from
md up the health advice. The category comes from \`aqiCategory(value)\`.

**Do**
- Place it at the top of the page, under the header, and keep it to one line on a phone.
- Use \`AqiWidget\` where there is room for a card (home page, air purifier pages).

**Don't**
- Show it again in the same visit after the customer dismissed it.
- Colour anything else with the AQI tokens: they mean air quality.`,
      },
    },
  },
} satisfies Meta<typeof AqiBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const bar = canvas.getByRole('region', { name: 'Air quality' });
    await expect(bar).toHaveAttribute('data-category', 'MODERATE');
    await expect(bar).toHaveTextContent('AQI 156 · Moderate');
    await expect(bar).toHaveTextContent('in Bengaluru');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss air quality' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const Good: Story = {
  args: { value: 42, city: 'Shillong' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveTextContent('AQI 42 · Good');
  },
};

export const Severe: Story = {
  args: { value: 438, city: 'Delhi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveTextContent('AQI 438 · Severe');
    await expect(canvas.getByRole('region')).toHaveTextContent('Affects healthy people');
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  args: { value: 312, city: 'Lucknow' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={2}>
      {[35, 88, 156, 245, 355, 460].map((value) => (
        <AqiBar {...args} key={value} value={value} label={`Air quality ${value}`} />
      ))}
    </Stack>
  ),
};
