import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SearchField, Stack } from '@nirmal/design-system';

const meta = {
  component: SearchField,
  args: {
    label: 'Search products',
    placeholder: 'Search water purifiers, filters…',
    onChange: fn(),
    onSearch: fn(),
    onClear: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component: `A search box: magnifier icon, \`type="search"\` (phones show a Search key), Enter calls
\`onSearch\` with the trimmed text, and a clear button empties the field and keeps focus in it.
The label is read by screen readers and hidden unless \`showLabel\`; \`landmark\` makes the field a
search landmark.

**Do**
- Give it a specific \`label\` ("Search products"), even when it is hidden.
- Use the placeholder for examples of what can be found, not as the label.
- Set \`landmark\` on the site-wide search only.

**Don't**
- Don't search on every keystroke against the server; debounce in the app, or wait for Enter.
- Don't put it inside another form expecting Enter to submit that form.`,
      },
    },
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(input, '  RO purifier {Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('RO purifier');
    await expect(args.onChange).toHaveBeenLastCalledWith('  RO purifier ');
  },
};

export const Clear: Story = {
  args: { defaultValue: 'air purifier' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search products' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

export const EmptyEnterDoesNothing: Story = {
  name: 'Empty enter does nothing',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('searchbox'), '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const VisibleLabelAndLandmark: Story = {
  name: 'Visible label and landmark',
  args: { showLabel: true, landmark: true, hint: 'Products, spare parts and AMC plans' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Search products' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveAccessibleDescription(
      'Products, spare parts and AMC plans',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'filter' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={5}>
      <SearchField {...args} label="Empty" />
      <SearchField {...args} label="Filled" defaultValue="RO+UV purifier" />
      <SearchField {...args} label="With visible label" showLabel hint="Products and AMC plans" />
      <SearchField {...args} label="Disabled" disabled defaultValue="filter" />
    </Stack>
  ),
};
