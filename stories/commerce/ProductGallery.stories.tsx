import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ProductGallery } from '@nirmal/design-system';
import { galleryImages } from './commerceFixtures';

const meta = {
  component: ProductGallery,
  args: { images: galleryImages, onSelectedIndexChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component: `The pictures on a product detail page. On touch screens the main area is swiped (CSS scroll
snap, one picture per stop); everywhere the thumbnails below select a picture. The thumbnails are one
tab stop: arrow keys, Home and End move between them, and the pressed one is the picture shown.

**Do**
- Give every picture an \`alt\` that says what it shows (front view, the tap, the filters).
- Put the main, most recognisable picture first.

**Don't**
- Don't put prices, offers or badges in the pictures; they are not read out.
- Don't autoplay the pictures.`,
      },
    },
  },
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('region', { name: 'Product images' });
    await expect(canvas.getByRole('img', { name: 'Nirmal Aqua RO+UV, front view' })).toBeVisible();
    const first = canvas.getByRole('button', { name: 'Image 1 of 4' });
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Image 3 of 4' }));
    await expect(args.onSelectedIndexChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Image 3 of 4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    // The main area scrolled to the third picture.
    await waitFor(() => expect(region.scrollLeft).toBeCloseTo(region.clientWidth * 2, -1));
  },
};

export const KeyboardNavigation: Story = {
  name: 'Keyboard navigation',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Product images' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Image 1 of 4' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('button', { name: 'Image 2 of 4' });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSelectedIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Image 4 of 4' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Image 1 of 4' })).toHaveFocus();
    // One tab stop for the whole group: Tab leaves it.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Image 1 of 4' })).not.toHaveFocus();
  },
};

export const Swipe: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: 'Product images' });
    // A swipe is a scroll of the snap strip; once it settles the thumbnail follows.
    region.scrollTo({ left: region.clientWidth * 3, behavior: 'instant' });
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Image 4 of 4' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await expect(args.onSelectedIndexChange).toHaveBeenLastCalledWith(3);
  },
};

export const StartsOnAnotherImage: Story = {
  name: 'Starts on another image',
  args: { defaultSelectedIndex: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Image 2 of 4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const SingleImage: Story = {
  name: 'Single image',
  args: { images: galleryImages.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Nirmal Aqua RO+UV, front view' })).toBeVisible();
  },
};

export const NoImages: Story = {
  name: 'No images',
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'No images of this product yet' })).toBeVisible();
  },
};
