import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AcceptedPayments } from '@nirmal/design-system';

const meta = {
  component: AcceptedPayments,
  parameters: {
    docs: {
      description: {
        component: `The ways to pay the shop takes, as a row of marks after "We accept", which also names their list: UPI, credit and debit cards, net banking, wallets, EMI and pay later (\`paymentMethodNames\`, labelled by \`paymentMethodLabels\`). The footer shows it through its \`paymentMethods\`; checkout shows it before the customer goes on to pay.

**Do**
- Name only the ways the payment providers take.
- Keep it beside the step where money changes hands: the footer, checkout.

**Don't**
- Don't make the marks choices: the provider is chosen on the payment page.
- Don't use card networks' logos without their owners' leave; the words say it.`,
      },
    },
  },
} satisfies Meta<typeof AcceptedPayments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'We accept' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getByText('UPI')).toBeVisible();
  },
};

export const SomeMethods: Story = {
  name: 'Some methods',
  args: { methods: ['upi', 'card'], title: 'Pay with' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Pay with' })).toHaveTextContent(
      'UPICredit and debit cards',
    );
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { docs: { story: { height: '160px' } } },
  play: async ({ canvas }) => {
    // The marks wrap onto more rows rather than scroll sideways at 360 px.
    const list = canvas.getByRole('list', { name: 'We accept' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
