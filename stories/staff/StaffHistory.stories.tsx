import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link, Stack, StaffHistory, type StaffHistoryEntry } from '@nirmal/design-system';
import { historyEntries } from './staffFixtures';

const meta = {
  component: StaffHistory,
  args: { entries: historyEntries },
  argTypes: { entries: { control: false }, footer: { control: false } },
  parameters: {
    docs: {
      description: {
        component: `A staff member's own history from the audit trail, newest first: when (India time), what
(Looked up, Look-up refused, Link created, Link resent, Link cancelled), the customer and what it was about
(a masked number, a device id or a link id), and one sentence on what happened. A refused look-up stands
out. Entries in a row that say the same thing (every look-up is recorded, so a reload adds one) show once,
with how many and when the first was. Without entries it says what will appear; \`footer\` takes a link to older
entries.`,
      },
    },
  },
} satisfies Meta<typeof StaffHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('27 Nov 2026, 10:32 am');
    await expect(items[0]).toHaveTextContent('Link created');
    await expect(items[0]).toHaveTextContent('Asha Verma · plink_x7Yk2Qm9');
    await expect(items[2]).toHaveTextContent('Look-up refused');
    await expect(items[2]).toHaveTextContent('This customer is outside your hub (PNQ-02).');
    await expect(canvas.getByText('27 Nov 2026, 10:32 am')).toHaveAttribute(
      'datetime',
      '2026-11-27T05:02:00.000Z',
    );
  },
};

export const RepeatedLookUps: Story = {
  name: 'Repeated look-ups',
  args: {
    entries: [
      ...[10, 6, 2].map((minute, index): StaffHistoryEntry => ({
        id: `aud-r${index}`,
        at: `2026-11-27T05:${String(minute).padStart(2, '0')}:00.000Z`,
        action: 'lookup',
        customerName: 'Asha Verma',
        subject: '90••••0001',
        detail: 'Found by mobile number.',
      })),
      ...historyEntries,
    ],
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('27 Nov 2026, 10:40 am');
    await expect(items[0]).toHaveTextContent(
      'Found by mobile number. 3 times, the first at 27 Nov 2026, 10:32 am.',
    );
    // Something else between them keeps the same thing apart.
    await expect(items[2]).toHaveTextContent('Looked up');
    await expect(items[2]).not.toHaveTextContent('times');
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing here yet' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const WithOlderEntries: Story = {
  name: 'With older entries',
  args: {
    footer: (
      <Link href="?historyCursor=aud-1" variant="standalone">
        Older entries
      </Link>
    ),
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Older entries' })).toHaveAttribute(
      'href',
      '?historyCursor=aud-1',
    );
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={5}>
      <StaffHistory {...args} />
      <StaffHistory {...args} entries={[]} />
    </Stack>
  ),
};
