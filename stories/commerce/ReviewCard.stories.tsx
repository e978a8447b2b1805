import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReviewCard, Stack, type ReviewListItem } from '@nirmal/design-system';
import { reviews } from './reviewFixtures.ts';

const card = ({ id: _id, ...review }: ReviewListItem) => review;
const [verified, unverified, lowest] = reviews.map(card);

const meta = {
  component: ReviewCard,
  args: verified,
  parameters: {
    docs: {
      description: {
        component: `One customer's review: stars, title, who wrote it and when, "Verified purchase" when the reviewer
bought the product from us, their words, and how many found it helpful. Title and text are the customer's and
render as text, never as markup; a line break in the text starts a new paragraph.`,
      },
    },
  },
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveAttribute('data-nirmal-id', 'ReviewCard');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Water tastes sweet again' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(canvas.getByText('Priya N., 14 Nov 2026')).toBeVisible();
    await expect(canvas.getByText('Verified purchase')).toBeVisible();
    await expect(card.querySelectorAll('p + div > p')).toHaveLength(2);
    await expect(canvas.getByText('48 people found this helpful')).toBeVisible();
  },
};

export const NotVerified: Story = {
  name: 'Not a verified purchase',
  args: unverified,
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Verified purchase')).not.toBeInTheDocument();
    await expect(canvas.getByText('1 person found this helpful')).toBeVisible();
  },
};

export const MarkupShownAsText: Story = {
  name: 'Markup shown as text',
  args: {
    title: '<b>Best</b> purifier',
    text: '<img src=x onerror="alert(1)"> works well',
    helpfulCount: 0,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: '<b>Best</b> purifier' })).toBeVisible();
    await expect(canvas.getByText('<img src=x onerror="alert(1)"> works well')).toBeVisible();
    await expect(canvasElement.querySelector('img, b')).toBeNull();
    await expect(canvas.queryByText(/found this helpful/)).not.toBeInTheDocument();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: () => (
    <Stack gap={0}>
      {reviews.map(({ id, ...review }) => (
        <ReviewCard key={id} {...review} />
      ))}
      <ReviewCard {...lowest!} title={'A very long title '.repeat(5)} author="Lakshmi T." />
    </Stack>
  ),
};
