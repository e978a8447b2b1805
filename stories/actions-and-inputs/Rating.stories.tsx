import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Rating, Stack } from '@nirmal/design-system';

const meta = {
  component: Rating,
  args: { label: 'Rate your technician', name: 'technicianRating', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component: `Stars from 1 to 5 (a 1 to 5 range), as in rating a service professional after a visit.
Interactive, it is a group of native radios: Tab reaches it once, the arrow keys change the
rating, each star is named "3 out of 5". With \`readOnly\` it shows a value (product reviews,
averages such as 4.5) as a single image named "4.5 out of 5".

**Do**
- Ask a specific question in \`label\` ("Rate your technician").
- Use \`readOnly\` with \`size="sm"\` next to product names and review counts.
- Pass a translated \`valueLabel\` along with a translated \`label\`.

**Don't**
- Don't submit on the first star tapped; let the customer change their mind, then confirm.
- Don't use stars for anything that is not a rating (e.g. a plan tier).`,
      },
    },
  },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Rate your technician' });
    await expect(group).toHaveAttribute('data-nirmal-id', 'Rating');
    await userEvent.click(canvas.getByText('4 out of 5'));
    await expect(canvas.getByRole('radio', { name: '4 out of 5' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

export const KeyboardArrows: Story = {
  name: 'Keyboard arrows',
  args: { defaultValue: 3 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '3 out of 5' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 out of 5' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '2 out of 5' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const ReadOnly: Story = {
  name: 'Read only',
  args: { readOnly: true, value: 4.5 },
  play: async ({ canvas }) => {
    const rating = canvas.getByRole('img', { name: '4.5 out of 5' });
    await expect(rating).toBeVisible();
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
    // Four and a half of the five stars are drawn filled: the filled row's viewport ends there.
    const stars = rating.querySelector<SVGSVGElement>(':scope > svg');
    const filled = stars?.querySelector<SVGSVGElement>(':scope > svg');
    await expect(filled?.width.baseVal.value).toBe((stars?.viewBox.baseVal.width ?? 0) * 0.9);
  },
};

export const ReadOnlySmall: Story = {
  name: 'Read only small',
  args: { readOnly: true, value: 3, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '3 out of 5' })).toHaveAttribute('data-size', 'sm');
  },
};

export const HindiLabels: Story = {
  name: 'Hindi labels',
  args: {
    label: 'तकनीशियन को रेटिंग दें',
    valueLabel: (value: number, max: number) => `${max} में से ${value}`,
    lang: 'hi',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '5 में से 2' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 2 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('5 out of 5'));
    await expect(canvas.getByRole('radio', { name: '2 out of 5' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={5}>
      <Rating {...args} label="No rating yet" name="a" />
      <Rating {...args} label="Rated 4" name="b" defaultValue={4} />
      <Rating {...args} label="Small" name="c" size="sm" defaultValue={3} />
      <Rating {...args} label="Disabled" name="d" disabled defaultValue={2} />
      <Rating {...args} readOnly value={4.5} />
      <Rating {...args} readOnly value={2} size="sm" />
    </Stack>
  ),
};
