import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RadioGroup, RequestSummary, Stack } from '@nirmal/design-system';
import { serviceAddress, serviceProductName } from './serviceFixtures';
import { checkBusy, checkStepError } from './stepChecks';

const meta = {
  component: RequestSummary,
  args: {
    productName: serviceProductName,
    serviceType: 'REPAIR',
    defectType: 'Water leaking',
    addnRemarks: 'Leaks under the tank since Sunday.',
    serviceDate: '2026-03-30',
    serviceSlot: '9:00 AM – 10:00 AM',
    address: serviceAddress,
    servicePrice: 2499,
    onEdit: fn(),
    onConfirm: fn(),
    onBack: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: `The "request summary" step: everything chosen, read-only, in sections: Service
(device, type, problem, remarks), Date and time, Address and Price (₹ with Indian grouping, "Free" for 0, or the
technician's quote when \`servicePrice\` is unknown). Each section but Price has an Edit button, named "Edit Service",
"Edit Date and time"… for screen readers, that calls \`onEdit(section)\` to go back to its step. "Confirm booking"
(or "Confirm reschedule") shows a spinner while \`confirming\`; \`error\` shows why it failed, above the buttons and
linked to the confirm button. What the page asks before confirming (how to pay, why a visit moves) is its
children, after the sections and above the buttons.

**Do**
- Pass labels as the customer read them (the defect's label, the slot's label), not codes.
- Keep the answers when booking fails, and let the customer try again.
- Pass \`isPrepaidAllowed\` when paying online is possible, so the price section says so.

**Don't**
- Book on this step's first render: only the confirm button books.
- Hide Edit on a section the customer can change: going back step by step is tedious.`,
      },
    },
  },
} satisfies Meta<typeof RequestSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('region', { name: 'Review your booking' });
    await expect(region).toHaveAttribute('data-nirmal-id', 'RequestSummary');
    const service = canvas.getByRole('group', { name: 'Service' });
    await expect(within(service).getByText(serviceProductName)).toBeVisible();
    await expect(within(service).getByText('Repair')).toBeVisible();
    await expect(within(service).getByText('Water leaking')).toBeVisible();
    await expect(canvas.getByText('30 Mar 2026')).toHaveAttribute('datetime', '2026-03-30');
    await expect(canvas.getByText('1 hour')).toBeVisible();
    await expect(
      canvas.getByText('Flat 402, Tower B, Prestige Lakeside, Whitefield, Bengaluru, Karnataka 560066'),
    ).toBeVisible();
    await expect(canvas.getByText('₹2,499')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Edit Date and time' }));
    await expect(args.onEdit).toHaveBeenLastCalledWith('slot');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Address' }));
    await expect(args.onEdit).toHaveBeenLastCalledWith('address');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Service' }));
    await expect(args.onEdit).toHaveBeenLastCalledWith('service');
    await expect(canvas.queryByRole('button', { name: /Edit Price/ })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Confirm booking' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Confirming: Story = {
  args: { confirming: true },
  play: async ({ canvas, userEvent, args }) => {
    await checkBusy({ canvas, userEvent }, 'Confirm booking', args.onConfirm);
  },
};

export const BookingFailed: Story = {
  name: 'Booking failed',
  args: { error: 'Something went wrong' },
  play: async ({ canvas, userEvent, args }) => {
    await checkStepError({ canvas }, 'Something went wrong', 'Confirm booking');
    // Confirm stays available to try again.
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm booking' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const PriceUnknownPrepaid: Story = {
  name: 'Price unknown prepaid',
  args: { servicePrice: null, isPrepaidAllowed: true, defectType: undefined, addnRemarks: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The technician will share the price at the visit.')).toBeVisible();
    await expect(
      canvas.getByText('You can pay online now, or pay the technician after the visit.'),
    ).toBeVisible();
    // Rows without a value are left out.
    await expect(canvas.queryByText('Problem')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Remarks')).not.toBeInTheDocument();
  },
};

export const FreeUninstall: Story = {
  name: 'Free uninstall',
  args: { serviceType: 'UNINSTALL', defectType: undefined, servicePrice: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Uninstallation')).toBeVisible();
    await expect(canvas.getByText('Free')).toBeVisible();
  },
};

export const Reschedule: Story = {
  args: { isRescheduleFlow: true, onEdit: undefined, headingLevel: 'h1' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check your new visit' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm reschedule' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const WithAQuestion: Story = {
  name: 'With a question',
  args: {
    isRescheduleFlow: true,
    onEdit: undefined,
    children: (
      <RadioGroup
        legend="Why are you rescheduling?"
        name="reason"
        required
        options={[
          { value: 'NOT_AT_HOME', label: 'I will not be at home' },
          { value: 'OTHER_TIME', label: 'Another time suits me better' },
        ]}
        error="Choose a reason from the list."
      />
    ),
  },
  play: async ({ canvas }) => {
    // The page's question follows what it is about and comes before the button that sends it.
    const question = canvas.getByRole('group', { name: 'Why are you rescheduling?' });
    const price = canvas.getByRole('group', { name: 'Price' });
    const confirm = canvas.getByRole('button', { name: 'Confirm reschedule' });
    await expect(price.compareDocumentPosition(question) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(question.compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const edit = canvas.getByRole('button', { name: 'Edit Address' }).getBoundingClientRect();
    await expect(edit.height).toBeGreaterThanOrEqual(24);
    await expect(canvas.getByRole('button', { name: 'Confirm booking' })).toBeVisible();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={8}>
      <RequestSummary {...args} title="Ready to confirm" />
      <RequestSummary {...args} title="Sending" confirming />
      <RequestSummary
        {...args}
        title="Failed"
        error="Something went wrong"
        servicePrice={null}
        isPrepaidAllowed
      />
    </Stack>
  ),
};
