import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import {
  Stack,
  TechnicianFeedback,
  type TechnicianFeedbackProps,
  type TechnicianFeedbackValue,
} from '@nirmal/design-system';

const meta = {
  component: TechnicianFeedback,
  args: { onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component: `Rating the technician after a visit (the /rateProfessional page): 1 to 5 stars, optional remarks
with a character count, then a thank-you message. Submitting without stars says "Please choose a rating from 1 to
5" and focuses the stars. The caller sends the feedback, passes \`submitting\` while it goes and \`submitted\`
when it arrives; focus then moves to the thank-you heading, so keyboard and screen-reader users know it worked.

**Do**
- Prefill \`defaultRating\` when the customer tapped a star in a message.
- Show the server's failure through \`error\` and keep what they typed.
- Keep remarks optional: a rating alone is useful.

**Don't**
- Ask for the rating before the visit is completed.
- Add required questions here; a longer survey belongs on its own page.`,
      },
    },
  },
} satisfies Meta<typeof TechnicianFeedback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const section = canvas.getByRole('region', { name: 'Rate your technician' });
    await expect(section).toHaveAttribute('data-nirmal-id', 'TechnicianFeedback');
    await userEvent.click(canvas.getByText('4 out of 5'));
    await expect(canvas.getByRole('radio', { name: '4 out of 5' })).toBeChecked();
    const remarks = canvas.getByRole('textbox', { name: 'Remarks (optional)' });
    await userEvent.type(remarks, '  Quick and tidy.  ');
    await expect(canvas.getByText('19/500')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit feedback' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 4, remarks: 'Quick and tidy.' });
  },
};

export const RatingRequired: Story = {
  name: 'Rating required',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit feedback' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const stars = canvas.getByRole('radiogroup', { name: 'How was your service?' });
    await expect(stars).toHaveAccessibleDescription('Please choose a rating from 1 to 5');
    await expect(canvas.getByRole('radio', { name: '1 out of 5' })).toHaveFocus();
    // Arrow keys choose the stars; the message goes with the first choice.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '2 out of 5' })).toBeChecked();
    await expect(canvas.queryByText('Please choose a rating from 1 to 5')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit feedback' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 2, remarks: '' });
  },
};

export const Submitting: Story = {
  args: { submitting: true, defaultRating: 5 },
  play: async ({ canvas, userEvent, args }) => {
    const submit = canvas.getByRole('button', { name: 'Submit feedback' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SendFailed: Story = {
  name: 'Send failed',
  args: { defaultRating: 3, error: 'Oops! Something went wrong. Please try again later.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Oops! Something went wrong. Please try again later.',
    );
    await expect(canvas.getByRole('radio', { name: '3 out of 5' })).toBeChecked();
  },
};

export const ThankYou: Story = {
  name: 'Thank you',
  args: { submitted: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Thank you for your feedback!');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

function SendingTechnicianFeedback(args: TechnicianFeedbackProps) {
  const [state, setState] = useState<'idle' | 'sent'>('idle');
  return (
    <TechnicianFeedback
      {...args}
      submitted={state === 'sent'}
      onSubmit={(feedback: TechnicianFeedbackValue) => {
        args.onSubmit?.(feedback);
        setState('sent');
      }}
    />
  );
}

export const FullFlow: Story = {
  name: 'Full flow',
  render: (args) => <SendingTechnicianFeedback {...args} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('5 out of 5'));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit feedback' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 5, remarks: '' });
    await expect(canvas.getByRole('heading', { name: 'Thank you for your feedback!' })).toHaveFocus();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={5}>
      <TechnicianFeedback {...args} />
      <TechnicianFeedback {...args} title="Sending" defaultRating={4} submitting />
      <TechnicianFeedback {...args} title="Failed" defaultRating={2} error="Something went wrong." />
      <TechnicianFeedback {...args} submitted />
    </Stack>
  ),
};
