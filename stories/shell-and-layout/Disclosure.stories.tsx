import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { breakpoints, Checkbox, Disclosure, Stack } from '@nirmal/design-system';

const meta = {
  component: Disclosure,
  args: {
    summary: 'Exchange your old purifier: up to ₹2,000 off',
    children: <p>Tell us its brand, age and whether it works; the cart shows what it is worth.</p>,
    onOpenChange: fn(),
  },
  argTypes: { children: { control: false } },
  parameters: {
    docs: {
      description: {
        component: `A summary line that opens to show more: a native \`<details>\`, so it opens before the JavaScript has loaded, and keyboards and screen readers know it as a button that expands. Fields inside go with their form whether it is open or not. With \`alwaysOpenFrom\` the content always shows from that width and the summary is not drawn: filters that are a column on a desktop and fold away on a phone.

**Do**
- Fold what only some customers need (an exchange offer, filters on a phone) so the main action stays in the first screen.
- Say in the summary what opening it gives ("up to ₹2,000 off").
- Render heavy content only while \`open\` (\`onOpenChange\`), so its code loads when first asked for.

**Don't**
- Don't hide what every customer must read (price, delivery, terms they agree to).
- Don't nest disclosures.`,
      },
    },
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const summary = canvas.getByText(String(args.summary));
    const content = canvas.getByText(/Tell us its brand/);
    await expect(content).not.toBeVisible();
    await userEvent.click(summary);
    await expect(content).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(summary);
    await expect(content).not.toBeVisible();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const OpenAtFirst: Story = {
  name: 'Open at first',
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Tell us its brand/)).toBeVisible();
  },
};

/** Content that renders only once asked for: its code would load then, not with the page. */
export const LazyContent: Story = {
  name: 'Content rendered when opened',
  render: function LazyContentStory(args) {
    const [opened, setOpened] = useState(false);
    return (
      <Disclosure {...args} onOpenChange={(open) => setOpened((was) => was || open)}>
        {opened ? <p>The exchange form, loaded now.</p> : null}
      </Disclosure>
    );
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText('The exchange form, loaded now.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByText(String(args.summary)));
    await expect(canvas.getByText('The exchange form, loaded now.')).toBeVisible();
  },
};

/** Filters: a disclosure on a phone, a column that is always open from the lg width. */
export const AlwaysOpenOnADesktop: Story = {
  name: 'Always open on a desktop',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    summary: 'Filters (1)',
    alwaysOpenFrom: 'lg',
    children: (
      <Stack gap={2}>
        <Checkbox name="technology" value="RO" label="RO (12)" defaultChecked />
        <Checkbox name="technology" value="UV" label="UV (8)" />
      </Stack>
    ),
  },
  play: async ({ canvas }) => {
    const wide = window.matchMedia(`(min-width: ${breakpoints.lg})`).matches;
    const option = canvas.getByRole('checkbox', { name: 'RO (12)' });
    const summary = canvas.getByText('Filters (1)');
    if (wide) {
      await expect(option).toBeVisible();
      await expect(summary).not.toBeVisible();
    } else {
      // On a phone it folds like any disclosure.
      await expect(option).not.toBeVisible();
      await userEvent.click(summary);
      await expect(option).toBeVisible();
    }
  },
};
