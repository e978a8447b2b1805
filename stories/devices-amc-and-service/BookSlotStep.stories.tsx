import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BookSlotStep, Stack } from '@nirmal/design-system';
import { serviceDays } from './serviceFixtures';
import { checkBusy, checkGoesBack, checkHeldBack, checkStepError } from './stepChecks';

const meta = {
  component: BookSlotStep,
  args: { days: serviceDays, onChange: fn(), onContinue: fn(), onBack: fn() },
  parameters: {
    docs: {
      description: {
        component: `The "book a slot" step: the SlotPicker (days as buttons, that day's slots as a radio
group moved with the arrow keys; full and closed slots said, not hidden) under the step's heading, the chosen visit
in words ("Your visit: Mon, 30 Mar 2026, 9:00 AM – 10:00 AM (1 hour)", announced politely), and Continue, which
calls \`onContinue({ serviceDate, serviceSlot, serviceDuration })\`. Visits last one hour unless
\`serviceDuration\` says otherwise (\`01:00\`). With \`isRescheduleFlow\` the heading is
"Reschedule your visit", the current visit is shown and the button says "Reschedule".

**Do**
- Pass the server's days, full days included, so the customer sees why a time is missing.
- Pass \`currentBooking\` when rescheduling, so the customer compares old and new.
- Show "slot just taken" answers through \`error\` and keep the picker open.

**Don't**
- Preselect a slot for the customer.
- Use the reschedule variant for a new booking: the button text tells the customer what happens.`,
      },
    },
  },
} satisfies Meta<typeof BookSlotStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('region', { name: 'Book a slot' });
    await expect(region).toHaveAttribute('data-nirmal-id', 'BookSlotStep');
    await expect(region).toHaveAttribute('data-flow', 'book');
    const summary = canvas.getByRole('status');
    await expect(summary).toHaveTextContent('Your visit: No slot chosen yet.');
    await userEvent.click(canvas.getByRole('radio', { name: '9:00 AM – 10:00 AM' }));
    await expect(args.onChange).toHaveBeenCalledWith({ date: '2026-03-30', slot: '09:00-10:00' });
    await expect(summary).toHaveTextContent('Your visit: Mon, 30 Mar 2026, 9:00 AM – 10:00 AM (1 hour)');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledWith({
      serviceDate: '2026-03-30',
      serviceSlot: '09:00-10:00',
      serviceDuration: '01:00',
    });
    await checkGoesBack({ canvas, userEvent }, args.onBack);
  },
};

export const Validation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await checkHeldBack({ canvas, userEvent }, args.onContinue);
    const slots = canvas.getByRole('radiogroup');
    await expect(slots).toHaveAttribute('aria-invalid', 'true');
    await expect(slots).toHaveAccessibleDescription('Please choose a slot to continue.');
    // Focus goes to the slots' one tab stop, where the arrow keys choose.
    const nine = canvas.getByRole('radio', { name: '9:00 AM – 10:00 AM' });
    await expect(nine).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.queryByText('Please choose a slot to continue.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledWith({
      serviceDate: '2026-03-30',
      serviceSlot: '11:00-12:00',
      serviceDuration: '01:00',
    });
  },
};

export const Reschedule: Story = {
  args: {
    isRescheduleFlow: true,
    currentBooking: { serviceDate: '2026-03-30', serviceSlot: '10:00 AM – 11:00 AM' },
  },
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('region', { name: 'Reschedule your visit' });
    await expect(region).toHaveAttribute('data-flow', 'reschedule');
    await expect(canvas.getByText(/Currently booked:/)).toHaveTextContent(
      'Currently booked: 30 Mar 2026, 10:00 AM – 11:00 AM',
    );
    await expect(canvas.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /2 Apr 2026/ }));
    await userEvent.click(canvas.getByRole('radio', { name: '4:00 PM – 5:00 PM' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reschedule' }));
    await expect(args.onContinue).toHaveBeenCalledWith({
      serviceDate: '2026-04-02',
      serviceSlot: '16:00-17:00',
      serviceDuration: '01:00',
    });
  },
};

export const LongerVisit: Story = {
  name: 'Longer visit',
  args: { serviceDuration: '01:30', defaultValue: { date: '2026-04-02', slot: '15:00-16:00' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your visit: Thu, 2 Apr 2026, 3:00 PM – 4:00 PM (1 hour 30 minutes)',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledWith({
      serviceDate: '2026-04-02',
      serviceSlot: '15:00-16:00',
      serviceDuration: '01:30',
    });
  },
};

export const SlotTaken: Story = {
  name: 'Slot taken',
  args: {
    defaultValue: { date: '2026-03-30', slot: '12:00-13:00' },
    error: 'This slot was just booked by someone else. Please choose another.',
  },
  play: async ({ canvas }) => {
    await checkStepError({ canvas }, 'This slot was just booked by someone else. Please choose another.');
  },
};

export const Rescheduling: Story = {
  args: {
    isRescheduleFlow: true,
    defaultValue: { date: '2026-03-30', slot: '12:00-13:00' },
    continuing: true,
  },
  play: async ({ canvas, userEvent, args }) => {
    await checkBusy({ canvas, userEvent }, 'Reschedule', args.onContinue);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup')).toBeVisible();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={8}>
      <BookSlotStep {...args} title="New booking" />
      <BookSlotStep
        {...args}
        isRescheduleFlow
        title="Reschedule, slot chosen"
        currentBooking={{ serviceDate: '2026-03-30', serviceSlot: '10:00 AM – 11:00 AM' }}
        defaultValue={{ date: '2026-04-02', slot: '16:00-17:00' }}
      />
    </Stack>
  ),
};
