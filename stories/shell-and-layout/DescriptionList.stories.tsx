import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DescriptionList, Stack, TierBadge } from '@nirmal/design-system';

const deviceDetails = [
  { label: 'Technology', value: 'RO' },
  { label: 'Segment', value: 'Under-sink purifier' },
  { label: 'Owned or rented', value: 'Owned' },
  { label: 'Installed at', value: 'Flat 402, Tower B, Prestige Lakeside, Whitefield, Bengaluru 560066' },
  { label: 'Plan', value: 'SILVER AMC, ends on 26 Nov 2026' },
  { label: 'Agreement', value: 'AGR-2025-0042817' },
];

const meta = {
  component: DescriptionList,
  args: { items: deviceDetails, 'aria-label': 'Device details' },
  argTypes: { items: { control: 'object' } },
  parameters: {
    docs: {
      description: {
        component: `Label and value pairs as a description list (\`<dl>\`, each pair a \`<div>\` of \`<dt>\` and \`<dd>\`):
a device's details (technology, segment, owned or rented, installed at, plan, agreement) or an order's plan
(device, tier, duration, start and end dates). On a 360 px phone each label sits above its value; from the md
breakpoint up the pairs form a two-column grid, every label in one column as wide as the longest (at most a
third of the width). A missing value shows \`emptyText\` ("Not available") so a label never stands alone.

**Do**
- Give the list a heading before it, or an \`aria-label\`, when the page has several.
- Format values before passing them: dates with \`formatDate\` (26 Nov 2026), amounts with \`formatInr\`.
- Use \`layout="stacked"\` in a narrow column, such as a sidebar, where two columns would squeeze the values.

**Don't**
- Put actions in it: it describes, it does not ask.
- Use it for a table of several records; that is a table.`,
      },
    },
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

const pairs = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('dl > div')].map((pair) => ({
    label: pair.querySelector('dt')!.getBoundingClientRect(),
    value: pair.querySelector('dd')!.getBoundingClientRect(),
  }));

export const Playground: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    await expect(list).toHaveAttribute('data-nirmal-id', 'DescriptionList');
    await expect(list).toHaveAccessibleName('Device details');
    await expect(within(list).getAllByRole('term')).toHaveLength(6);
    await expect(within(list).getAllByRole('definition')[2]).toHaveTextContent('Owned');
    await expect(canvas.getByText('Installed at')).toBeVisible();
    // Two columns on a wide screen: each value beside its label, and every value starting on one line.
    const boxes = pairs(canvasElement);
    for (const { label, value } of boxes) await expect(value.left).toBeGreaterThan(label.right);
    await expect(new Set(boxes.map(({ value }) => Math.round(value.left))).size).toBe(1);
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    // Stacked: each value under its label, and the page never scrolls sideways.
    for (const { label, value } of pairs(canvasElement)) {
      await expect(value.top).toBeGreaterThanOrEqual(label.bottom);
      await expect(Math.round(value.left)).toBe(Math.round(label.left));
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const OrderPlanDetails: Story = {
  name: "An order's plan details",
  args: {
    'aria-label': 'Plan details',
    items: [
      { label: 'Device', value: 'Nirmal Aqua RO+UV' },
      { label: 'Tier', value: <TierBadge tier="GOLD" size="sm" /> },
      { label: 'Duration', value: '3 years' },
      { label: 'Starts on', value: '27 Nov 2026' },
      { label: 'Ends on', value: '26 Nov 2029' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Device',
      'Tier',
      'Duration',
      'Starts on',
      'Ends on',
    ]);
    await expect(canvas.getByText('Gold')).toBeVisible();
    await expect(canvas.getByText('26 Nov 2029')).toBeVisible();
  },
};

export const MissingValues: Story = {
  name: 'Missing values',
  args: {
    items: [
      { label: 'Technology', value: 'UV' },
      { label: 'Installed at', value: null },
      { label: 'Agreement', value: '' },
    ],
    emptyText: 'Not known yet',
  },
  play: async ({ canvas }) => {
    const values = canvas.getAllByRole('definition');
    await expect(values[1]).toHaveTextContent('Not known yet');
    await expect(values[1]).toHaveAttribute('data-empty', 'true');
    await expect(values[2]).toHaveTextContent('Not known yet');
  },
};

export const Stacked: Story = {
  args: { layout: 'stacked' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    for (const { label, value } of pairs(canvasElement)) {
      await expect(value.top).toBeGreaterThanOrEqual(label.bottom);
    }
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={6}>
      <section aria-labelledby="dl-device">
        <h2 id="dl-device">Device details</h2>
        <DescriptionList {...args} aria-label={undefined} />
      </section>
      <section aria-labelledby="dl-stacked">
        <h2 id="dl-stacked">Stacked</h2>
        <DescriptionList {...args} aria-label={undefined} layout="stacked" />
      </section>
      <section aria-labelledby="dl-empty">
        <h2 id="dl-empty">With a missing value</h2>
        <DescriptionList
          items={[
            { label: 'Plan', value: null },
            { label: 'Agreement', value: 'AGR-2025-0042817' },
          ]}
        />
      </section>
    </Stack>
  ),
};
