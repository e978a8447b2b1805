import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BookServiceStep, Stack } from '@nirmal/design-system';
import { defectOptions, serviceProductName } from './serviceFixtures';
import { checkBusy, checkGoesBack, checkHeldBack, checkStepError } from './stepChecks';

const meta = {
  component: BookServiceStep,
  args: { defectOptions, productName: serviceProductName, onContinue: fn(), onChange: fn(), onBack: fn() },
  parameters: {
    docs: {
      description: {
        component: `The "book a service" step: the kind of visit as radios (Repair, Uninstallation,
Re-installation), the problem for a repair as a select of the server's defect types, and optional remarks with a
counter (250 characters by default). Continue checks the answers: what is missing is said under its field, linked
to it, and the first one takes focus; messages then go as soon as the answer is given. \`onContinue\` gets
\`{ serviceType, defectType, addnRemarks }\` in our names, remarks trimmed, and no defect for a type that does
not ask for one (\`defectServiceTypes\`). \`onChange\` gets the same as the answers change, once a kind of visit is
chosen, so a page can keep them over a reload.

**Do**
- Pass \`defaultValue\` when the customer comes back to this step, so nothing is typed twice.
- Show a failed eligibility check through \`error\` and keep the answers.
- Give service types a \`serviceTypeDescriptions\` line when their names are not self-explanatory.

**Don't**
- Disable Continue until the form is complete: press it and be told what is missing instead.
- Ask for the problem on an uninstallation or a re-installation.`,
      },
    },
  },
} satisfies Meta<typeof BookServiceStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('region', { name: 'Book a service' });
    await expect(region).toHaveAttribute('data-nirmal-id', 'BookServiceStep');
    await expect(canvas.getByText(`For your ${serviceProductName}`)).toBeVisible();
    // The problem is asked only for a repair.
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Repair' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      serviceType: 'REPAIR',
      defectType: '',
      addnRemarks: '',
    });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /What is the problem/ }), 'LEAK');
    const remarks = canvas.getByRole('textbox', { name: 'Additional remarks (optional)' });
    await userEvent.type(remarks, '  Leaks under the tank.  ');
    await expect(canvas.getByText('25/250 characters')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      serviceType: 'REPAIR',
      defectType: 'LEAK',
      addnRemarks: 'Leaks under the tank.',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledWith({
      serviceType: 'REPAIR',
      defectType: 'LEAK',
      addnRemarks: 'Leaks under the tank.',
    });
    await checkGoesBack({ canvas, userEvent }, args.onBack);
  },
};

export const Validation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await checkHeldBack({ canvas, userEvent }, args.onContinue);
    const group = canvas.getByRole('group', { name: /What do you need/ });
    await expect(group).toHaveAccessibleDescription('Please choose a service type');
    await expect(canvas.getByRole('radio', { name: 'Repair' })).toHaveFocus();

    // Choosing a repair clears that message; the problem is asked for next.
    await userEvent.keyboard(' ');
    await expect(canvas.queryByText('Please choose a service type')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const defect = canvas.getByRole('combobox', { name: /What is the problem/ });
    await expect(defect).toHaveFocus();
    await expect(defect).toHaveAttribute('aria-invalid', 'true');
    await expect(defect).toHaveAccessibleDescription('Please choose the problem with your device');
    await expect(args.onContinue).not.toHaveBeenCalled();

    await userEvent.selectOptions(defect, 'NOISE');
    await expect(defect).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledWith({
      serviceType: 'REPAIR',
      defectType: 'NOISE',
      addnRemarks: '',
    });
  },
};

export const UninstallNeedsNoProblem: Story = {
  name: 'Uninstall needs no problem',
  args: { defaultValue: { serviceType: 'REPAIR', defectType: 'LEAK' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('combobox', { name: /What is the problem/ })).toHaveValue('LEAK');
    await userEvent.click(canvas.getByRole('radio', { name: 'Uninstallation' }));
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledWith({
      serviceType: 'UNINSTALL',
      defectType: '',
      addnRemarks: '',
    });
  },
};

export const RemarksLimit: Story = {
  name: 'Remarks limit',
  args: { remarksMaxLength: 20 },
  play: async ({ canvas, userEvent }) => {
    const remarks = canvas.getByRole('textbox', { name: 'Additional remarks (optional)' });
    await expect(remarks).toHaveAccessibleDescription(
      'Anything the technician should know, e.g. a landmark or when to call. 0/20 characters',
    );
    await userEvent.type(remarks, 'Call before coming, please');
    // The field stops at the limit and the counter says so.
    await expect(remarks).toHaveValue('Call before coming, ');
    await expect(canvas.getByText('20/20 characters')).toHaveAttribute('data-near-limit', 'true');
  },
};

export const Continuing: Story = {
  args: { defaultValue: { serviceType: 'REINSTALL' }, continuing: true },
  play: async ({ canvas, userEvent, args }) => {
    await checkBusy({ canvas, userEvent }, 'Continue', args.onContinue);
  },
};

export const ServerError: Story = {
  name: 'Server error',
  args: {
    defaultValue: { serviceType: 'UNINSTALL', addnRemarks: 'Moving on 5 April' },
    error: 'This device already has an open uninstallation request.',
  },
  play: async ({ canvas }) => {
    await checkStepError({ canvas }, 'This device already has an open uninstallation request.');
    await expect(canvas.getByRole('textbox')).toHaveValue('Moving on 5 April');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: 'Continue' });
    const back = canvas.getByRole('button', { name: 'Back' });
    // On a phone the main action sits on top, as wide as Back.
    await expect(next.getBoundingClientRect().top).toBeLessThan(back.getBoundingClientRect().top);
    await expect(next.getBoundingClientRect().width).toBeCloseTo(back.getBoundingClientRect().width, 0);
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={8}>
      <BookServiceStep {...args} title="Nothing chosen" />
      <BookServiceStep
        {...args}
        title="Repair with remarks"
        defaultValue={{
          serviceType: 'REPAIR',
          defectType: 'TASTE',
          addnRemarks: 'Since the last filter change',
        }}
      />
      <BookServiceStep {...args} title="Sending" defaultValue={{ serviceType: 'REINSTALL' }} continuing />
      <BookServiceStep {...args} title="Failed" error="Something went wrong." />
    </Stack>
  ),
};
