import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type SubmitEvent } from 'react';
import { expect, fn } from 'storybook/test';
import { Button, Stack, TextField, WizardStep, type WizardStepProps } from '@nirmal/design-system';
import { checkBusy, checkGoesBack, checkStepError } from './stepChecks';

const meta = {
  component: WizardStep,
  args: {
    title: 'Describe the problem',
    description: 'Tell the technician what to look at.',
    continueLabel: 'Continue',
    onBack: fn(),
    onContinue: fn(),
    children: <p>The step’s own fields and choices go here.</p>,
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    backLabel: { control: 'text' },
    continueLabel: { control: 'text' },
    error: { control: 'text' },
    headingLevel: { control: 'select', options: ['h1', 'h2', 'h3'] },
    children: { control: false },
    actions: { control: false },
    headingRef: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `One step of a multi-step flow, the frame every step of the service request uses (book a service,
select repair, book a slot, the map, the re-install address, the summary): the heading that names the step and a
line under it, the step's content, and a footer with Back and one main action. At 360 px the main action sits on
top and fills the width, where the thumb is; from sm up Back is on the left and the main action on the right.
Show the step's place in the flow with \`WizardProgress\` above it.

With \`onSubmit\` the content and the footer are one form and the main action submits it: check the answers there
and say what is missing in the step's own words (the form does not validate natively). Without it the main action
calls \`onContinue\`. \`continuing\` shows the main action busy and ignores presses; \`error\` shows why it failed
above the footer and describes the main action.

**Do**
- Name the step as a question or a task: "Where should we re-install it?", "Choose a slot".
- Set \`headingLevel\` to fit the page outline, e.g. \`h1\` when the step is the page.
- Move focus to the heading through \`headingRef\` when a step replaces the previous one.

**Don't**
- Put more than one main action in the footer: extra actions go in \`actions\`, with less emphasis.
- Disable the main action while answers are missing: let the customer press it and say what is missing.`,
      },
    },
  },
} satisfies Meta<typeof WizardStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const step = canvas.getByRole('region', { name: 'Describe the problem' });
    await expect(step).toHaveAttribute('data-nirmal-id', 'WizardStep');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Describe the problem' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await checkGoesBack(context, args.onBack);
  },
};

function RemarksStep(args: WizardStepProps) {
  const [missing, setMissing] = useState(false);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const remarks = new FormData(event.currentTarget).get('remarks');
    setMissing(!remarks);
    if (remarks) args.onSubmit?.(event);
  };
  return (
    <WizardStep {...args} onSubmit={submit}>
      <TextField
        label="What is wrong?"
        name="remarks"
        error={missing ? 'Please describe the problem.' : undefined}
      />
    </WizardStep>
  );
}

export const AsAForm: Story = {
  name: 'As a form',
  args: { onSubmit: fn() },
  render: (args) => <RemarksStep {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    // The main action submits the form; the step checks the answers itself.
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('textbox', { name: /What is wrong/ })).toHaveAccessibleDescription(
      'Please describe the problem.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /What is wrong/ }), 'Water tastes salty{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const Continuing: Story = {
  args: { continuing: true },
  play: async (context) => checkBusy(context, 'Continue', context.args.onContinue),
};

export const WithError: Story = {
  name: 'With error',
  args: { error: 'Something went wrong. Please try again.' },
  play: async (context) => checkStepError(context, 'Something went wrong. Please try again.'),
};

export const WithMoreActions: Story = {
  name: 'With more actions',
  args: { actions: <Button variant="secondary">Save for later</Button> },
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button').map((button) => button.textContent);
    await expect(buttons).toEqual(['Back', 'Save for later', 'Continue']);
  },
};

export const WithoutAFooter: Story = {
  name: 'Without a footer',
  args: { onBack: undefined, continueLabel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    // The main action comes first on screen and fills the width.
    const main = canvas.getByRole('button', { name: 'Continue' });
    const back = canvas.getByRole('button', { name: 'Back' });
    await expect(main.getBoundingClientRect().top).toBeLessThan(back.getBoundingClientRect().top);
    await expect(main.getBoundingClientRect().width).toBe(main.parentElement?.getBoundingClientRect().width);
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={8}>
      <WizardStep {...args} />
      <WizardStep {...args} headingLevel="h3" title="Continuing" continuing />
      <WizardStep {...args} title="With an error" error="Something went wrong. Please try again." />
      <WizardStep {...args} title="Without a footer" onBack={undefined} continueLabel={undefined} />
    </Stack>
  ),
};
