import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  amcTiers,
  DeviceCard,
  DeviceCardSkeleton,
  InlineAlert,
  Link,
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
    warrantyEndDate: null,
    isRental: false,
  },
  // The props tables cannot read the vocabulary's unions: the controls offer their values.
  argTypes: {
    technology: { control: 'select', options: technologies },
    tier: { control: 'select', options: [...amcTiers, null] },
    warrantyStatus: { control: 'select', options: warrantyStatuses },
    planEndDate: { control: 'text' },
    warrantyEndDate: { control: 'text' },
    imageSrc: { control: false },
    notice: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `One of the customer's devices on My devices: picture, name, technology (UV or RO) and one
consistent status: the label of \`WarrantyLabel\` and the one date that goes with it.

| status | label | date line |
|---|---|---|
| IC (plan active) | SILVER AMC (the tier named once, here) | Plan ends on \`planEndDate\` |
| OC (plan expired) | AMC EXPIRED (no tier beside it) | Plan ended on \`planEndDate\` |
| IW (in warranty) | IN WARRANTY | Warranty until \`warrantyEndDate\` |
| OW (out of warranty) | OUT OF WARRANTY | Warranty ended on \`warrantyEndDate\` |
| rented | its label, and "Rented: plan included" | none: the rent includes the plan |

\`notice\` puts an announcement under the card: pass an \`InlineAlert\` (tone \`warning\` when the plan ends within
30 days, \`error\` once it has ended, \`role="none"\` as it is there from page load) with a "Renew plan" link as
its \`action\`. That is the renewal banner: there is no separate component for it. The notice stays clickable
when the card is a link.

With \`href\` the whole card is one link (its text stays the device name) and lifts on hover; the click goes
through the router. Show \`DeviceCardSkeleton\` while the devices load.

**Do**
- Pass the device's \`warrantyStatus\`, \`tier\`, \`planEndDate\` and \`warrantyEndDate\` as the API gives them:
  the card picks the label and the date that belong to the status.
- Set \`headingLevel\` to fit the page outline, e.g. \`h2\` when the cards sit directly under the page's \`h1\`.
- Link the card to the device's page (\`/amc/my-device?id=…\`) so renewing or booking a service starts there.

**Don't**
- Put buttons or other links inside a linked card's body: the whole card is already one link. Actions go in
  \`notice\`.
- Add a TierBadge beside the card's status: an expired plan's tier beside AMC EXPIRED reads as if it were active.
- Format the dates yourself: pass \`YYYY-MM-DD\` and the card writes them the Indian way.`,
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
    await expect(card).toHaveTextContent('Plan ends on 31 Mar 2026');
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
  args: { isRental: true, tier: 'SILVER', technology: 'UV', name: 'Nirmal Aqua Pro 8L' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rented: plan included')).toBeVisible();
    await expect(canvas.getByText('SILVER AMC')).toBeVisible();
    // The rent includes the plan: no end date to watch.
    await expect(canvas.queryByText(/Plan ends/)).not.toBeInTheDocument();
  },
};

export const ActivePlan: Story = {
  name: 'Active plan',
  args: { tier: 'SILVER', planEndDate: '2026-11-26' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(canvas.getByText('SILVER AMC')).toBeVisible();
    await expect(card).toHaveTextContent('Plan ends on 26 Nov 2026');
    await expect(card.textContent?.match(/silver/gi)).toHaveLength(1);
  },
};

export const InWarranty: Story = {
  name: 'In warranty',
  args: { warrantyStatus: 'IW', tier: null, planEndDate: null, warrantyEndDate: '2026-12-01' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveTextContent('IN WARRANTY');
    await expect(card).toHaveTextContent('Warranty until 1 Dec 2026');
    await expect(card).not.toHaveTextContent(/Plan end/);
  },
};

export const OutOfWarranty: Story = {
  name: 'Out of warranty',
  // A plan date the API sends by mistake is not shown: out of warranty is about the warranty.
  args: { warrantyStatus: 'OW', tier: null, planEndDate: '2023-05-31', warrantyEndDate: '2024-12-01' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveTextContent('OUT OF WARRANTY');
    await expect(card).toHaveTextContent('Warranty ended on 1 Dec 2024');
    await expect(card).not.toHaveTextContent(/Plan end|31 May 2023/);
  },
};

export const AmcExpired: Story = {
  name: 'AMC expired',
  args: { warrantyStatus: 'OC', tier: 'SILVER', planEndDate: '2024-06-30' },
  play: async ({ canvas }) => {
    // The status and the date say the same thing, and no tier chip beside them reads as a live plan.
    const card = canvas.getByRole('article');
    await expect(card).toHaveTextContent('AMC EXPIRED');
    await expect(card).toHaveTextContent('Plan ended on 30 Jun 2024');
    await expect(card).not.toHaveTextContent(/silver/i);
    await expect(card.querySelector('[data-nirmal-id="TierBadge"]')).toBeNull();
  },
};

const renewLink = (
  <Link href="/amc/select-duration?id=dev-1" variant="standalone">
    Renew plan
  </Link>
);

export const PlanEndingSoon: Story = {
  name: 'Plan ending soon, with a notice',
  args: {
    tier: 'VALUE',
    planEndDate: '2026-04-11',
    href: '/amc/my-device?id=dev-1',
    notice: (
      <InlineAlert tone="warning" role="none" action={renewLink}>
        Your Base AMC ends in 12 days.
      </InlineAlert>
    ),
  },
  decorators: [(Story) => <NavigationProvider navigate={() => undefined}>{Story()}</NavigationProvider>],
  play: async ({ canvas, userEvent }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveTextContent('BASE AMC');
    await expect(card).toHaveTextContent('Plan ends on 11 Apr 2026');
    await expect(canvas.getByText('Your Base AMC ends in 12 days.')).toBeVisible();
    // The renewal link works inside a linked card: it sits above the card's own link target.
    const renew = canvas.getByRole('link', { name: 'Renew plan' });
    await expect(renew).toHaveAttribute('href', '/amc/select-duration?id=dev-1');
    const box = renew.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(renew);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Nirmal Aqua RO+UV' })).toHaveFocus();
    await userEvent.tab();
    await expect(renew).toHaveFocus();
  },
};

export const PlanEndedWithNotice: Story = {
  name: 'Plan ended, with a notice',
  args: {
    warrantyStatus: 'OC',
    tier: 'SILVER',
    planEndDate: '2026-02-28',
    notice: (
      <InlineAlert tone="error" role="none" action={renewLink}>
        Your Silver AMC ended on 28 Feb 2026. Renew to get your preventive visits back.
      </InlineAlert>
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveTextContent('AMC EXPIRED');
    await expect(card).toHaveTextContent('Plan ended on 28 Feb 2026');
    await expect(canvas.getByRole('link', { name: 'Renew plan' })).toBeVisible();
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

type Variant = Pick<
  Parameters<typeof DeviceCard>[0],
  'warrantyStatus' | 'tier' | 'planEndDate' | 'warrantyEndDate' | 'isRental' | 'notice'
>;

const variants: Variant[] = [
  ...amcTiers.map((tier) => ({ warrantyStatus: 'IC' as const, tier, planEndDate: '2026-11-26' })),
  { warrantyStatus: 'IC', tier: 'SILVER', planEndDate: '2026-11-26', isRental: true },
  {
    warrantyStatus: 'IC',
    tier: 'VALUE',
    planEndDate: '2026-04-11',
    notice: (
      <InlineAlert tone="warning" role="none" action={renewLink}>
        Your Base AMC ends in 12 days.
      </InlineAlert>
    ),
  },
  {
    warrantyStatus: 'OC',
    tier: 'SILVER',
    planEndDate: '2024-06-30',
    notice: (
      <InlineAlert tone="error" role="none" action={renewLink}>
        Your Silver AMC ended on 30 Jun 2024.
      </InlineAlert>
    ),
  },
  { warrantyStatus: 'IW', tier: null, warrantyEndDate: '2026-12-01' },
  { warrantyStatus: 'OW', tier: null, warrantyEndDate: '2024-12-01' },
];

export const AllVariants: Story = {
  name: 'All variants',
  decorators: [(Story) => <NavigationProvider navigate={() => undefined}>{Story()}</NavigationProvider>],
  render: (args) => (
    <Stack as="ul" gap={3}>
      {variants.map((variant, index) => (
        <li key={index}>
          <DeviceCard
            {...args}
            planEndDate={null}
            warrantyEndDate={null}
            isRental={false}
            {...variant}
            technology={index % 2 ? 'UV' : 'RO'}
            href={index % 3 ? `/amc/my-device?id=${index}` : undefined}
          />
        </li>
      ))}
      <li>
        <DeviceCardSkeleton />
      </li>
    </Stack>
  ),
  play: async ({ canvas }) => {
    // No card shows a tier chip: the tier is named only in an active plan's label.
    await expect(canvas.queryAllByText(/^(Base|Silver|Gold|Platinum|Comprehensive)$/)).toHaveLength(0);
    await expect(canvas.getAllByText(/^Plan ends on/)).toHaveLength(6);
    await expect(canvas.getAllByText(/^Plan ended on/)).toHaveLength(1);
  },
};
