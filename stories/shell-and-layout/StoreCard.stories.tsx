import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NavigationProvider, Stack, StoreCard } from '@nirmal/design-system';

const meta = {
  component: StoreCard,
  args: {
    name: 'Nirmal Experience Centre, Indiranagar',
    addressLines: ['12, 100 Feet Road, HAL 2nd Stage', 'Indiranagar'],
    city: 'Bengaluru',
    pincode: '560038',
    openingHours: '10 am to 9 pm, every day',
    phone: '+91 80691 51515',
    href: '/s/1',
    directionsHref: 'https://www.google.com/maps/search/?api=1&query=12.9719%2C77.6412',
  },
  decorators: [(Story) => <NavigationProvider navigate={() => undefined}>{Story()}</NavigationProvider>],
  parameters: {
    docs: {
      description: {
        component: `One of the company's stores in the store finder (/stores): its name, linked to the store's page
(/s/[storeId]), the address, opening hours, a call link and directions in a maps site.

**Do**
- List stores in a list, grouped by city.
- Keep the opening hours in the store's own words ("closed on Tuesdays").

**Don't**
- Don't embed a map in each card; directions open the customer's maps app.`,
      },
    },
  },
} satisfies Meta<typeof StoreCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Nirmal Experience Centre, Indiranagar' });
    await expect(card).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Nirmal Experience Centre, Indiranagar',
    );
    await expect(canvas.getByRole('link', { name: 'Nirmal Experience Centre, Indiranagar' })).toHaveAttribute(
      'href',
      '/s/1',
    );
    await expect(canvas.getByText(/Bengaluru 560038/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call +91 80691 51515' })).toHaveAttribute(
      'href',
      'tel:+918069151515',
    );
    const directions = canvas.getByRole('link', { name: /Get directions/ });
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const WithoutLinks: Story = {
  name: 'Without page or directions',
  args: { href: undefined, directionsHref: undefined, headingLevel: 'h2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Nirmal Experience Centre, Indiranagar',
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack as="ul" gap={3} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      <li>
        <StoreCard {...args} />
      </li>
      <li>
        <StoreCard
          {...args}
          name="Nirmal Store, Jayanagar"
          addressLines={['45, 11th Main Road, 4th Block', 'Jayanagar']}
          pincode="560011"
          openingHours="10 am to 8 pm, closed on Tuesdays"
          href="/s/2"
          directionsHref={undefined}
        />
      </li>
    </Stack>
  ),
};
