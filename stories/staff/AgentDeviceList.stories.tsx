import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AgentDeviceList, NavigationProvider } from '@nirmal/design-system';
import { agentDevices } from './staffFixtures';

const meta = {
  component: AgentDeviceList,
  args: { devices: agentDevices },
  argTypes: { devices: { control: false } },
  decorators: [
    // A router takes plain clicks on internal links; stories stop the real navigation.
    (Story) => <NavigationProvider navigate={() => undefined}>{Story()}</NavigationProvider>,
  ],
  parameters: {
    docs: {
      description: {
        component: `A customer's devices as a call-centre agent or CRO sees them after a look-up: each device's
status (\`WarrantyLabel\`, the tier named only while the plan is active), technology, id, hub and plan end,
the plan's status in one sentence, and its open service requests with what is still due (\`PriceTag\`).

The actions build a payment link and are links (\`planHref\`, each request's \`chargeHref\`), so choosing works
before JavaScript: "Choose a plan" where a plan can be bought now, "Choose service charge" on a request with an
amount due. \`selectedId\` marks the device being worked on.`,
      },
    },
  },
} satisfies Meta<typeof AgentDeviceList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '' });
    await expect(list).toHaveAttribute('data-nirmal-id', 'AgentDeviceList');
    const renewal = canvas.getByRole('article', { name: 'Nirmal Aqua UV 7L' });
    await expect(renewal).toHaveTextContent('BASE AMC');
    await expect(renewal).toHaveTextContent('Device idAST-100102');
    await expect(renewal).toHaveTextContent('TechnologyUV');
    await expect(renewal).toHaveTextContent('HubPNQ-02');
    await expect(renewal).toHaveTextContent('Plan end10 Dec 2026');
    await expect(renewal).toHaveTextContent('Your Base AMC ends in 13 days.');
    const choosePlan = within(renewal).getByRole('link', { name: 'Choose a plan' });
    await expect(choosePlan).toHaveAttribute('href', '?device=AST-100102');
    await expect(choosePlan).toHaveAccessibleDescription('Nirmal Aqua UV 7L');
  },
};

export const OpenRequests: Story = {
  name: 'Open requests with an amount due',
  args: { devices: agentDevices.slice(1, 2) },
  play: async ({ canvas }) => {
    const requests = canvas.getByRole('list', { name: 'Open service requests' });
    const [due, scheduled] = within(requests).getAllByRole('listitem');
    await expect(due).toHaveTextContent('Awaiting Payment');
    await expect(due).toHaveTextContent('₹499');
    await expect(within(due!).getByRole('link', { name: 'Choose service charge' })).toHaveAttribute(
      'href',
      '?request=SR-100045',
    );
    // Nothing due: nothing to charge.
    await expect(scheduled).toHaveTextContent('Periodic service Scheduled');
    await expect(within(scheduled!).queryByRole('link')).toBeNull();
  },
};

export const Rental: Story = {
  args: { devices: agentDevices.slice(2) },
  play: async ({ canvas }) => {
    const rental = canvas.getByRole('article');
    await expect(rental).toHaveTextContent('PlanIncluded in the rent');
    // The rent includes the plan: nothing to buy.
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Selected: Story = {
  name: 'A device chosen',
  args: { selectedId: 'AST-100102' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Nirmal Aqua UV 7L' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('article', { name: 'Nirmal Aqua RO+UV' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  args: {
    selectedId: 'AST-100101',
    devices: [
      ...agentDevices,
      {
        id: 'AST-100104',
        name: 'Nirmal Aqua RO 9L',
        technology: 'RO',
        warrantyStatus: 'OC',
        tier: 'GOLD',
        planEndDate: '2026-06-30',
        planMessage: 'Your Gold AMC ended on 30 Jun 2026. Renew to get your preventive visits back.',
        hubCode: 'PNQ-02',
        planHref: '?device=AST-100104',
      },
      {
        id: 'AST-100105',
        name: 'Nirmal Aqua UV 6L',
        technology: 'UV',
        warrantyStatus: 'IW',
        hubCode: 'PNQ-02',
        planMessage: 'In the maker’s warranty until 1 Dec 2027.',
      },
    ],
  },
};
