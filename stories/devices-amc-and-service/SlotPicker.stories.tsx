import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { SlotPicker, Stack, type SlotPickerProps, type SlotPickerValue } from '@nirmal/design-system';
import { serviceDays } from './serviceFixtures';

const meta = {
  component: SlotPicker,
  args: { days: serviceDays, onChange: fn() },
  argTypes: {
    legend: { control: 'text' },
    noSlotsText: { control: 'text' },
    error: { control: 'text' },
    slotsLabel: { control: false },
    slotCountText: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `The "book a slot" step of a service request: the customer picks a day, then a time slot of that
day. Days are a sideways list of buttons, one tab stop (the day shown) that Left, Right, Home and End move
through, showing each day's slots; slots are a radio group with one tab stop that the arrow keys move
through (left and right in reading order, up and down by row, Home and End), skipping slots that cannot be
booked. Full and unavailable slots stay visible, disabled, with the reason in words. Under each day, its free
slots; a day with none says "Full" when its slots are booked up, "Closed" when none can be booked at all (a day
off, or today past its last slot). The visit length shows
above, one hour by default (\`01:00\`). Dates are \`YYYY-MM-DD\` calendar days, shown as e.g. 30 Mar 2026.

**Do**
- Pass every slot of the day, including full ones: seeing them full explains why a time is missing.
- Give a \`reason\` when a slot is closed for something the customer should know (a holiday).
- Keep the chosen value in the flow's state and send \`{ date, slot }\` back as the server named them.

**Don't**
- Compute days from the browser's clock inside the page's render: pass the server's days.
- Hide the duration: customers plan their day around the visit.`,
      },
    },
  },
} satisfies Meta<typeof SlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const root = canvas.getByRole('group', { name: 'Book a slot' });
    await expect(root).toHaveAttribute('data-nirmal-id', 'SlotPicker');
    await expect(canvas.getByText('1 hour')).toHaveAttribute('datetime', 'PT1H');
    await expect(canvas.getByRole('button', { name: /30 Mar 2026/ })).toHaveAttribute('aria-pressed', 'true');
    const slots = canvas.getByRole('radiogroup', { name: 'Time slots on 30 Mar 2026' });
    await expect(slots).toBeVisible();

    const full = canvas.getByRole('radio', { name: '10:00 AM – 11:00 AM Fully booked' });
    await expect(full).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(full);
    await expect(args.onChange).not.toHaveBeenCalled();

    const nine = canvas.getByRole('radio', { name: '9:00 AM – 10:00 AM' });
    await userEvent.click(nine);
    await expect(args.onChange).toHaveBeenCalledWith({ date: '2026-03-30', slot: '09:00-10:00' });
    await expect(nine).toHaveAttribute('aria-checked', 'true');
  },
};

export const KeyboardNavigation: Story = {
  name: 'Keyboard navigation',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    // The days are one tab stop, the day shown; the arrow keys move to another day and show it.
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: /30 Mar 2026/ });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('button', { name: /31 Mar 2026/ });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByRole('button').filter((day) => day.tabIndex === 0)).toEqual([second]);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getAllByRole('button').at(-1)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveAttribute('aria-pressed', 'true');

    // Then the slot group is one tab stop on its first available slot.
    await userEvent.tab();
    const nine = canvas.getByRole('radio', { name: '9:00 AM – 10:00 AM' });
    await expect(nine).toHaveFocus();
    await expect(canvas.getAllByRole('radio').filter((radio) => radio.tabIndex === 0)).toHaveLength(1);

    // Right skips the full 10 o'clock slot.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '11:00 AM – 12:00 PM' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith({ date: '2026-03-30', slot: '11:00-12:00' });

    // Two columns at 360 px: down from 11 goes to 2 PM, which is closed, so on to 4 PM.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '4:00 PM – 5:00 PM' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('radio', { name: '4:00 PM – 5:00 PM' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(nine).toHaveFocus();
    await expect(nine).toHaveAttribute('aria-checked', 'true');
    await expect(nine).toHaveAttribute('tabindex', '0');
  },
};

export const ChangingTheDay: Story = {
  name: 'Changing the day',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /2 Apr 2026/ }));
    await expect(canvas.getByRole('button', { name: /2 Apr 2026/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: '2:00 PM – 3:00 PM' }));
    await expect(args.onChange).toHaveBeenCalledWith({ date: '2026-04-02', slot: '14:00-15:00' });

    // A day none of whose slots is booked up is closed, not full.
    const holiday = canvas.getByRole('button', { name: /1 Apr 2026/ });
    await expect(holiday).toHaveAccessibleName(/Closed$/);
    await userEvent.click(holiday);
    await expect(canvas.getAllByRole('radio', { name: /Holiday/ })).toHaveLength(8);

    await userEvent.click(canvas.getByRole('button', { name: /3 Apr 2026.*Closed/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No slots on this day. Please choose another date.',
    );
  },
};

export const FullyBookedDay: Story = {
  name: 'Fully booked day',
  args: { defaultValue: null, days: [serviceDays[1]!, serviceDays[3]!] },
  play: async ({ canvas }) => {
    // The first day with a free slot opens first.
    await expect(canvas.getByRole('radiogroup', { name: 'Time slots on 2 Apr 2026' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /31 Mar 2026.*Full/ })).toBeVisible();
  },
};

export const WithSelection: Story = {
  name: 'With selection',
  args: { defaultValue: { date: '2026-04-02', slot: '15:00-16:00' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /2 Apr 2026/ })).toHaveAttribute('aria-pressed', 'true');
    const chosen = canvas.getByRole('radio', { name: '3:00 PM – 4:00 PM' });
    await expect(chosen).toHaveAttribute('aria-checked', 'true');
    await expect(chosen).toHaveAttribute('tabindex', '0');
  },
};

export const ErrorAndDuration: Story = {
  name: 'Error and duration',
  args: { error: 'Please choose a slot to continue.', duration: '01:30' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 hour 30 minutes')).toBeVisible();
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Please choose a slot to continue.');
  },
};

function ControlledSlotPicker(args: SlotPickerProps) {
  const [value, setValue] = useState<SlotPickerValue | null>(null);
  return (
    <Stack gap={3}>
      <SlotPicker
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
      <p>Chosen: {value ? `${value.date} ${value.slot}` : 'none'}</p>
    </Stack>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledSlotPicker {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '12:00 PM – 1:00 PM' }));
    await expect(canvas.getByText('Chosen: 2026-03-30 12:00-13:00')).toBeVisible();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={7}>
      <SlotPicker {...args} legend="Nothing chosen yet" />
      <SlotPicker
        {...args}
        legend="A slot chosen"
        defaultValue={{ date: '2026-03-30', slot: '12:00-13:00' }}
      />
      <SlotPicker {...args} legend="Missing choice" error="Please choose a slot to continue." />
    </Stack>
  ),
};
