import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  amcTiers,
  DeviceCard,
  DeviceCardSkeleton,
  NavigationProvider,
  Stack,
  technologies,
  warrantyStatuses,
} from '@nirmal/design-system';
import { purifierImage } from '../fixtures';

const meta = {
  component: DeviceCard,
  subcomponents: { DeviceCardSkeleton },
  args: {
    name: 'Nirmal Aqua RO+UV',
    imageSrc: purifierImage,
    technology: 'RO',
    tier: 'GOLD',
    warrantyStatus: 'IC',
    planEndDate: '2026-03-31',
    isRental: false,
  },
  // The props tables cannot read the vocabulary's unions: the controls offer their values.
  argTypes: {
    technology: { control: 'select', options: technologies },
    tier: { control: 'select', options: [...amcTiers, null] },
    warrantyStatus: { control: 'select', options: warrantyStatuses },
    planEndDate: { control: 'text' },
    imageSrc: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `One of the customer's devices on My devices: picture, name, technology (UV or RO), AMC tier,
warranty or AMC status and the plan's end date (e.g. 31 Mar 2026), with a Rental tag for rented devices.
With \`href\` the whole card is one link (its text stays the device name) and lifts on hover; the click goes
through the router. Show \`DeviceCardSkeleton\` while the devices load.

**Do**
- Pass the device's \`warrantyStatus\` and \`tier\` as the API gives them: the card shows the spec's wording
  (GOLD AMC, IN WARRANTY, AMC EXPIRED) through \`WarrantyLabel\`; an active AMC's label names the tier, otherwise
  a tier badge does, so the tier shows once.
- Set \`headingLevel\` to fit the page outline, e.g. \`h2\` when the cards sit directly under the page's \`h1\`.
- Link the card to the device's page (\`/amc/my-device?id=…\`) so renewing or booking a service starts there.

**Don't**
- Put buttons or other links inside a linked card: the whole card is already one link.
- Format \`planEndDate\` yourself: pass \`YYYY-MM-DD\` and the card writes it the Indian way.`,
      },
    },
  },
} satisfies Meta<typeof DeviceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveAttribute('data-nirmal-id', 'DeviceCard');
    await expect(canvas.getByRole('heading', { name: 'Nirmal Aqua RO+UV' })).toBeVisible();
    // The tier is named once, in the status label.
    await expect(canvas.getByText('GOLD AMC')).toBeVisible();
    await expect(card.textContent?.match(/gold/gi)).toHaveLength(1);
    await expect(canvas.getByText('RO')).toBeVisible();
    // Indian date order, from a calendar day that never shifts with the time zone.
    await expect(canvas.getByText('31 Mar 2026')).toHaveAttribute('datetime', '2026-03-31');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const AsALink: Story = {
  name: 'As a link',
  args: { href: '/amc/my-device?id=dev-1', onLinkClick: fn() },
  decorators: [
    // A router takes plain clicks on internal links; stories stop the real navigation.
    (Story) => <NavigationProvider navigate={() => undefined}>{Story()}</NavigationProvider>,
  ],
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Nirmal Aqua RO+UV' });
    await expect(link).toHaveAttribute('href', '/amc/my-device?id=dev-1');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.click(link);
    await expect(args.onLinkClick).toHaveBeenCalledTimes(1);
  },
};

const navigate = fn().mockName('navigate');

export const NavigatesThroughTheRouter: Story = {
  name: 'Navigates through the router',
  args: { href: '/amc/my-device?id=dev-1' },
  decorators: [(Story) => <NavigationProvider navigate={navigate}>{Story()}</NavigationProvider>],
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    let browserNavigationPrevented = false;
    const seeOutcome = (event: MouseEvent) => (browserNavigationPrevented = event.defaultPrevented);
    document.addEventListener('click', seeOutcome, { once: true });
    await userEvent.click(canvas.getByRole('link'));
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/amc/my-device?id=dev-1');
    await expect(browserNavigationPrevented).toBe(true);
  },
};

export const Rental: Story = {
  args: { isRental: true, tier: 'PLATINUM', technology: 'UV', name: 'Nirmal Pure UV' },
  play: async ({ canvas }) => expect(canvas.getByText('Rental')).toBeVisible(),
};
export const InWarranty: Story = {
  name: 'In warranty',
  args: { warrantyStatus: 'IW', tier: null, planEndDate: '2025-12-01' },
};
export const OutOfWarranty: Story = {
  name: 'Out of warranty',
  args: { warrantyStatus: 'OW', tier: null, planEndDate: null },
};
export const AmcExpired: Story = {
  name: 'AMC expired',
  args: { warrantyStatus: 'OC', tier: 'SILVER', planEndDate: '2024-06-30' },
  play: async ({ canvas }) => {
    // The expired plan's tier is still named, once, beside the status that no longer names it.
    const card = canvas.getByRole('article');
    await expect(card.textContent?.match(/silver/gi)).toHaveLength(1);
    await expect(card).toHaveTextContent('AMC EXPIRED');
  },
};
export const WithoutImage: Story = {
  name: 'Without image',
  args: { imageSrc: null },
};
export const LongName: Story = {
  name: 'Long name',
  args: { name: 'Nirmal Aqua Supreme RO+UV+UF with Copper and Mineral Cartridge, Wall Mounted' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Loading: Story = {
  render: () => <DeviceCardSkeleton />,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card).toHaveTextContent('Loading device');
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack as="ul" gap={3}>
      {(
        [
          ['IC', 'VALUE'],
          ['IC', 'SILVER'],
          ['IC', 'GOLD'],
          ['IC', 'PLATINUM'],
          ['IC', 'COMP'],
          ['OC', 'GOLD'],
          ['IW', null],
          ['OW', null],
        ] as const
      ).map(([warrantyStatus, tier], index) => (
        <li key={`${warrantyStatus}-${tier}`}>
          <DeviceCard
            {...args}
            warrantyStatus={warrantyStatus}
            tier={tier}
            technology={index % 2 ? 'UV' : 'RO'}
            isRental={index === 2}
            href={index % 3 ? `/amc/my-device?id=${index}` : undefined}
            planEndDate={warrantyStatus === 'OW' ? null : args.planEndDate}
          />
        </li>
      ))}
      <li>
        <DeviceCardSkeleton />
      </li>
    </Stack>
  ),
};
