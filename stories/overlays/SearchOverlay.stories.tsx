import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import {
  IconButton,
  SearchIcon,
  SearchOverlay,
  type SearchOverlayProps,
  type SearchResult,
} from '@nirmal/design-system';
import { purifierImage } from '../fixtures.ts';

const results: SearchResult[] = [
  {
    id: '1',
    name: 'Nirmal Aqua RO+UV 7 L',
    href: '/dp/aqua-ro-uv-7l',
    image: purifierImage,
    price: '₹18,999',
  },
  { id: '2', name: 'Nirmal Aqua UV 6 L', href: '/dp/aqua-uv-6l', image: purifierImage, price: '₹11,499' },
  { id: '3', name: 'Nirmal Pure Air 300', href: '/dp/pure-air-300', price: '₹14,990' },
];

const suggestions = ['ro water purifier', 'ro + uv water purifier', 'ro service'];

const meta = {
  component: SearchOverlay,
  args: {
    trigger: <IconButton label="Search" icon={<SearchIcon />} />,
    onOpenChange: fn(),
    onQueryChange: fn(),
    onSubmit: fn(),
    onClearRecent: fn(),
    onResultClick: fn(),
    recentSearches: ['air purifier', 'amc plans', 'vacuum cleaner'],
  },
  argTypes: { trigger: { control: false }, results: { control: false } },
  parameters: {
    docs: {
      // On the docs page each example opens in a frame of its own, not over the page.
      story: { inline: false, height: '640px' },
      description: {
        component: `Site search in an overlay: full screen on a phone, a dialog near the top from md up. The box is a
combobox (listbox pattern with \`aria-activedescendant\`): recent searches while it is empty, suggestions while
typing; ArrowUp/ArrowDown move, Enter chooses or searches, Escape leaves the list then closes. Product
results are links with image, name and price; \`loading\` shows skeletons; no results shows "No results for …".

**Do**
- Fetch suggestions and results from \`onQueryChange\` and pass \`loading\` while waiting.
- Format prices as the customer reads them (₹18,999) before passing them in.
- Offer \`onClearRecent\` when recent searches are stored on the device.

**Don't**
- Move focus out of the box while typing: the list follows the keyboard through \`aria-activedescendant\`.
- Show results for an empty box: the overlay shows recent searches then.`,
      },
    },
  },
} satisfies Meta<typeof SearchOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

function LiveSearch(args: SearchOverlayProps) {
  const [query, setQuery] = useState('');
  const typed = query.trim().toLowerCase();
  return (
    <SearchOverlay
      {...args}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        args.onQueryChange?.(next);
      }}
      suggestions={typed ? suggestions.filter((text) => text.startsWith(typed)) : []}
      results={typed ? results.filter((result) => result.name.toLowerCase().includes(typed)) : []}
    />
  );
}

export const Playground: Story = {
  render: (args) => <LiveSearch {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Search' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Search' });
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await waitFor(() => expect(box).toHaveFocus());
    // Empty box: recent searches.
    await expect(screen.getByRole('listbox', { name: 'Recent searches' })).toBeVisible();

    await userEvent.type(box, 'ro');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('ro');
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    await expect(box).toHaveAttribute('aria-controls', listbox.id);
    await expect(box).toHaveAttribute('aria-expanded', 'true');

    // Arrow keys move the active option; focus stays in the box.
    await userEvent.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    await expect(box).toHaveAttribute('aria-activedescendant', first!.id);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', second!.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option').at(-1)!.id);
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSubmit).toHaveBeenLastCalledWith('ro water purifier');
    await expect(box).toHaveValue('ro water purifier');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const RecentSearches: Story = {
  name: 'Recent searches',
  args: { defaultOpen: true },
  play: async ({ args, userEvent }) => {
    const listbox = await screen.findByRole('listbox', { name: 'Recent searches' });
    await expect(listbox.querySelectorAll('[role="option"]')).toHaveLength(3);
    await userEvent.click(screen.getByRole('option', { name: 'amc plans' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('amc plans');
    await userEvent.clear(screen.getByRole('combobox'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await expect(args.onClearRecent).toHaveBeenCalledTimes(1);
  },
};

export const Results: Story = {
  args: { defaultOpen: true, defaultQuery: 'nirmal', suggestions: [], results },
  play: async ({ args, userEvent }) => {
    const link = await screen.findByRole('link', { name: /Nirmal Aqua RO\+UV 7 L/ });
    await expect(link).toHaveAttribute('href', '/dp/aqua-ro-uv-7l');
    await expect(link).toHaveTextContent('₹18,999');
    await expect(screen.getAllByRole('status')[0]).toHaveTextContent('3 products found');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('nirmal');
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onResultClick).toHaveBeenCalledWith(results[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const SuggestionsAndResults: Story = {
  name: 'Suggestions and results',
  args: {
    defaultOpen: true,
    defaultQuery: 'ro',
    suggestions,
    results: results.slice(0, 2),
    resultsTotal: 28,
  },
  play: async () => {
    // Two previewed of the 28 the search finds: the count said is the search's.
    await expect(await screen.findByText('28 products found')).toBeInTheDocument();
  },
};

export const NoResults: Story = {
  name: 'No results',
  args: { defaultOpen: true, defaultQuery: 'dishwasher' },
  play: async () => {
    await expect(await screen.findByText('No results for “dishwasher”')).toBeVisible();
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Loading: Story = {
  args: { defaultOpen: true, defaultQuery: 'air', loading: true, suggestions },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Search' });
    await expect(screen.getAllByRole('status')[0]).toHaveTextContent('Searching…');
    await expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await expect(screen.queryByText(/No results/)).not.toBeInTheDocument();
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  args: { defaultOpen: true, defaultQuery: 'ro', suggestions, results },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    // Full screen at 360 px.
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(window.innerWidth);
  },
};
