import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { RatingSummary, Stack, type RatingSummaryProps } from '@nirmal/design-system';
import { histogram } from './reviewFixtures.ts';

const meta = {
  component: RatingSummary,
  args: { average: 4.1, count: 3120, histogram },
  parameters: {
    docs: {
      description: {
        component: `A product's ratings at a glance, above its reviews: the average with its stars, how many rated,
and a bar per star with its share. With \`onSelectStars\` each bar is a toggle that filters the reviews by its stars
(pressed again, it clears the filter).

**Do**
- Pass the server's summary: the count is the histogram's sum, so the numbers always agree.

**Don't**
- Round the average differently from the catalogue's rating on the same page.`,
      },
    },
  },
} satisfies Meta<typeof RatingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3,120 ratings')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.1 out of 5' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('5 star 48% (1,497 ratings)');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

function FilteringSummary(args: RatingSummaryProps) {
  const [stars, setStars] = useState<number | null>(null);
  return (
    <RatingSummary
      {...args}
      selectedStars={stars}
      onSelectStars={(next) => {
        args.onSelectStars?.(next);
        setStars(next);
      }}
    />
  );
}

export const FiltersByStars: Story = {
  name: 'Filters by stars',
  args: { onSelectStars: fn() },
  render: (args) => <FilteringSummary {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const fours = canvas.getByRole('button', { name: '4 star 25% (794 ratings)' });
    await userEvent.click(fours);
    await expect(args.onSelectStars).toHaveBeenLastCalledWith(4);
    await expect(fours).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(fours);
    await expect(args.onSelectStars).toHaveBeenLastCalledWith(null);
    await expect(fours).toHaveAttribute('aria-pressed', 'false');
  },
};

export const NoRatings: Story = {
  name: 'No ratings yet',
  args: { average: 0, count: 0, histogram: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 ratings')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[4]).toHaveTextContent('1 star 0% (0 ratings)');
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
      <RatingSummary {...args} />
      <RatingSummary {...args} selectedStars={5} onSelectStars={() => {}} />
      <RatingSummary average={5} count={1} histogram={{ 5: 1, 4: 0, 3: 0, 2: 0, 1: 0 }} />
    </Stack>
  ),
};
