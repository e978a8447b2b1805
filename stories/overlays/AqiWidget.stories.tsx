import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AqiWidget, Stack } from '@nirmal/design-system';

const meta = {
  component: AqiWidget,
  args: { value: 156, city: 'Bengaluru', style: { maxWidth: '22rem' } },
  argTypes: { action: { control: false }, updatedText: { control: 'text' } },
  parameters: {
    docs: {
      description: {
        component: `A card with the local air quality: the AQI, its CPCB category (Good 0-50, Satisfactory 51-100, Moderate
101-200, Poor 201-300, Very Poor 301-400, Severe 401-500) in the category's colour, a six-band scale, and
the health advice. The category comes from \`aqiCategory(value)\` in the AQI vocabulary.

**Do**
- Use it where there is room for a card, e.g. the home page or air purifier pages; use \`AqiBar\` for a strip.
- Pass \`updatedText\` so the reading's age is clear.
- Offer a relevant \`action\`, such as a link to air purifiers, when the air is Poor or worse.

**Don't**
- Round or re-band the value yourself: pass the reading as it came.
- Show a reading for a city other than the customer's without saying so in \`city\`.`,
      },
    },
  },
} satisfies Meta<typeof AqiWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Air quality in Bengaluru' });
    await expect(card).toHaveAttribute('data-category', 'MODERATE');
    await expect(card).toHaveTextContent('156 AQI');
    await expect(card).toHaveTextContent('Moderate');
    await expect(card).toHaveTextContent('Breathing discomfort to people with lung disease');
    await expect(card.querySelector('li[data-current]')).toHaveAttribute('data-category', 'MODERATE');
  },
};

export const GoodWithUpdate: Story = {
  name: 'Good with update',
  args: { value: 38, city: 'Mysuru', updatedText: 'Updated at 9:00 am' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveTextContent('Good');
    await expect(canvas.getByText('Updated at 9:00 am')).toBeVisible();
  },
};

export const VeryPoorWithAction: Story = {
  name: 'Very poor with action',
  args: {
    value: 362,
    city: 'Delhi',
    updatedText: 'Updated at 9:00 am',
    action: <a href="/c/air-purifiers">Shop air purifiers</a>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveTextContent('Very Poor');
    await expect(canvas.getByRole('link', { name: 'Shop air purifiers' })).toHaveAttribute(
      'href',
      '/c/air-purifiers',
    );
  },
};

export const WithoutCity: Story = {
  name: 'Without city',
  args: { value: 75, city: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Air quality' })).toHaveTextContent('Satisfactory');
  },
};

export const NotANumber: Story = {
  name: 'Not a number',
  args: { value: Number.NaN },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-nirmal-id="AqiWidget"]')).toBeNull();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack direction="row" gap={4} wrap>
      {[35, 88, 156, 245, 355, 460].map((value) => (
        <AqiWidget {...args} key={value} value={value} city={`City ${value}`} />
      ))}
    </Stack>
  ),
};
