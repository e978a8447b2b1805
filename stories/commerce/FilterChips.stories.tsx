import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FilterChips, NavigationProvider } from '@nirmal/design-system';

const navigate = fn();

const meta = {
  component: FilterChips,
  args: {
    chips: [
      { label: 'Technology: RO', href: '/c/water-purifiers?technology=UV' },
      { label: 'Technology: UV', href: '/c/water-purifiers?technology=RO' },
      { label: '₹10,000 to ₹20,000', href: '/c/water-purifiers?technology=RO&technology=UV' },
    ],
    clearAll: { label: 'Clear all', href: '/c/water-purifiers' },
  },
  decorators: [
    // A router takes plain clicks on internal links; stories record where they went.
    (Story) => <NavigationProvider navigate={navigate}>{Story()}</NavigationProvider>,
  ],
  parameters: {
    docs: {
      description: {
        component: `The filters applied to a listing, as chips above the results. Each chip is a link to the same list without that filter, so removing one works before the JavaScript has loaded; "Clear all" shows with two chips or more. Screen readers hear each link as "Remove filter …".

**Do**
- Show every choice that narrows the list: ticked options and a price range.
- Keep the list's other choices (sort, other filters) in each chip's address.

**Don't**
- Don't show the sort as a chip: it orders the list, it does not narrow it.`,
      },
    },
  },
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Applied filters' });
    await expect(list).toBeVisible();
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Remove filter Technology: RO' }));
    await expect(navigate).toHaveBeenCalledWith('/c/water-purifiers?technology=UV');
    await userEvent.click(canvas.getByRole('link', { name: 'Clear all' }));
    await expect(navigate).toHaveBeenLastCalledWith('/c/water-purifiers');
  },
};

export const OneFilter: Story = {
  name: 'One filter',
  args: { chips: [{ label: 'Colour: White', href: '/c/water-purifiers' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Remove filter Colour: White' })).toBeVisible();
    // Clearing one is removing it: no second way to do the same.
    await expect(canvas.queryByRole('link', { name: 'Clear all' })).not.toBeInTheDocument();
  },
};

export const None: Story = {
  args: { chips: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-nirmal-id="FilterChips"]')).toBeNull();
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { docs: { story: { height: '160px' } } },
  play: async ({ canvas }) => {
    // The chips wrap onto more rows rather than scroll sideways at 360 px.
    const list = canvas.getByRole('list', { name: 'Applied filters' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
