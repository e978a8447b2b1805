import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { ReviewList, type ReviewListProps } from '@nirmal/design-system';
import { reviews } from './reviewFixtures.ts';

const meta = {
  component: ReviewList,
  args: { reviews, total: 12, sort: 'newest', onSortChange: fn(), onStarsChange: fn(), onShowMore: fn() },
  parameters: {
    docs: {
      description: {
        component: `A product's reviews with the controls shoppers use on them: sort (newest, most helpful, highest or
lowest rating), filter by stars, and show more. It says how many it shows of how many match. Presentational: the
page loads the reviews for the order and filter it is told, and passes \`loading\` while it does.`,
      },
    },
  },
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 3 of 12 reviews');
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort reviews' }), 'Most helpful');
    await expect(args.onSortChange).toHaveBeenCalledWith('helpful');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by rating' }), '1 star only');
    await expect(args.onStarsChange).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more reviews' }));
    await expect(args.onShowMore).toHaveBeenCalledOnce();
  },
};

function FilteredList(args: ReviewListProps) {
  const [stars, setStars] = useState<number | null>(null);
  const shown = args.reviews.filter((review) => stars === null || review.rating === stars);
  return <ReviewList {...args} stars={stars} reviews={shown} total={shown.length} onStarsChange={setStars} />;
}

export const FilterByStars: Story = {
  name: 'Filter by stars',
  render: (args) => <FilteredList {...args} />,
  play: async ({ canvas, userEvent }) => {
    const filter = canvas.getByRole('combobox', { name: 'Filter by rating' });
    await userEvent.selectOptions(filter, '5 star only');
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 1 of 1 review');
    await expect(canvas.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    await userEvent.selectOptions(filter, '2 star only');
    await expect(canvas.getByText('No 2-star reviews yet.')).toBeVisible();
    await userEvent.selectOptions(filter, 'All ratings');
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

export const Loading: Story = {
  name: 'Loading more',
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-nirmal-id="ReviewList"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Show more reviews' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  name: 'No reviews yet',
  args: { reviews: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reviews yet.')).toBeVisible();
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <>
      <ReviewList {...args} />
      <ReviewList {...args} sort="lowest" stars={1} reviews={args.reviews.slice(2)} total={1} />
      <ReviewList {...args} reviews={[]} total={0} stars={2} />
    </>
  ),
};
