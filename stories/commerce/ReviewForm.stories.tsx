import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ReviewForm, Stack } from '@nirmal/design-system';

const meta = {
  component: ReviewForm,
  args: {
    onSubmit: fn((event: { preventDefault(): void }) => event.preventDefault()),
    'aria-label': 'Write a review',
  },
  parameters: {
    docs: {
      description: {
        component: `Writing a review of a delivered product: stars, a title and the text. It is a plain form with fields
named \`rating\`, \`title\` and \`text\`, so it posts without JavaScript and the server's messages come back through
\`errors\`; with JavaScript it checks each field first, focuses the first one that is wrong, and calls \`onSubmit\`
only when all are right.

**Do**
- Pass the server's limits and messages, so the form and the server say the same.
- Prefill \`defaultValue\` when the customer changes their review.

**Don't**
- Offer it before the product was delivered: only buyers review.`,
      },
    },
  },
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('form', { name: 'Write a review' })).toHaveAttribute(
      'data-nirmal-id',
      'ReviewForm',
    );
    await userEvent.click(canvas.getByText('4 out of 5'));
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), 'Quiet at night');
    const text = canvas.getByRole('textbox', { name: 'Your review' });
    await userEvent.type(text, 'Runs all night on sleep mode.');
    await expect(canvas.getByText('29/2000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const ChecksEachField: Story = {
  name: 'Checks each field',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radiogroup', { name: 'Your rating' })).toHaveAccessibleDescription(
      'Choose a rating from 1 to 5 stars.',
    );
    await expect(canvas.getByRole('radio', { name: '1 out of 5' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '5 out of 5' })).toBeChecked();
    await expect(canvas.queryByText('Choose a rating from 1 to 5 stars.')).not.toBeInTheDocument();

    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), 'ok');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your review' }), 'Short');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveAccessibleDescription(
      'Give your review a title of 3 to 100 characters.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Your review' })).toHaveAccessibleDescription(
      /Write your review in 10 to 2000 characters\./,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  name: 'Server errors',
  args: {
    defaultValue: { rating: 2, title: 'Meh', text: 'It is fine, I suppose, for the price.' },
    errors: { title: 'Give your review a title of 3 to 100 characters.' },
    error: 'Your review was not saved. Check the fields marked and send it again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your review was not saved');
    await expect(canvas.getByRole('radio', { name: '2 out of 5' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Submitting: Story = {
  args: {
    submitting: true,
    defaultValue: { rating: 5, title: 'Great', text: 'Clean water, quick installation.' },
  },
  play: async ({ canvas, userEvent, args }) => {
    const submit = canvas.getByRole('button', { name: 'Submit review' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={6}>
      <ReviewForm {...args} aria-label="Empty" />
      <ReviewForm
        {...args}
        aria-label="Changing a review"
        defaultValue={{ rating: 4, title: 'Quiet at night', text: 'Runs all night on sleep mode.' }}
        submitLabel="Save changes"
      />
      <ReviewForm
        {...args}
        aria-label="With errors"
        errors={{ rating: 'Choose a rating from 1 to 5 stars.' }}
      />
    </Stack>
  ),
};
